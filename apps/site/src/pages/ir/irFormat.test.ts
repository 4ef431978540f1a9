// @vitest-environment node
import { type StockField, stockFields } from '@company/content';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatStockField, formatWon, stockDirection } from './irFormat';

const ko = { won: '원', shares: '주', percent: '%' };
const en = { won: 'KRW', shares: 'shares', percent: '%' };
const field = (id: StockField['id']) => {
  const found = stockFields.find((f) => f.id === id);
  if (!found) throw new Error(`no stock field ${id}`);
  return found;
};

describe('formatNumber', () => {
  it('groups digits and fixes the decimals', () => {
    expect(formatNumber(184320, 'ko')).toBe('184,320');
    expect(formatNumber(2.8, 'en', 2)).toBe('2.80');
  });
});

describe('formatWon', () => {
  it('puts the unit after the number in Korean and before it in English', () => {
    expect(formatWon(12800, 'ko', '원')).toBe('12,800원');
    expect(formatWon(12800, 'en', 'KRW')).toBe('KRW\u00a012,800');
  });
});

describe('formatStockField', () => {
  it('prints all seven fields with their units', () => {
    expect(stockFields.map((f) => formatStockField(f, 'ko', ko))).toEqual([
      '+350원',
      '+2.81%',
      '12,450원',
      '12,800원',
      '12,950원',
      '12,300원',
      '184,320주',
    ]);
    expect(formatStockField(field('volume'), 'en', en)).toBe('184,320\u00a0shares');
    expect(formatStockField(field('previous_day'), 'en', en)).toBe('+KRW\u00a0350');
  });

  it('keeps the minus sign of a fall in front of the unit', () => {
    const fall: StockField = { ...field('previous_day'), value: -1200 };
    expect(formatStockField(fall, 'ko', ko)).toBe('-1,200원');
    const rate: StockField = { ...field('fluctuation_rate'), value: -0.5 };
    expect(formatStockField(rate, 'ko', ko)).toBe('-0.50%');
  });
});

describe('stockDirection', () => {
  it('gives a direction to the changes only', () => {
    expect(stockDirection(field('previous_day'))).toBe('up');
    expect(stockDirection({ ...field('fluctuation_rate'), value: 0 })).toBe('flat');
    expect(stockDirection({ ...field('previous_day'), value: -1 })).toBe('down');
    expect(stockDirection(field('high'))).toBeUndefined();
  });
});
