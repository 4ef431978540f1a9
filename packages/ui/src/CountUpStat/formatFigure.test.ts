// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFigure } from './formatFigure';

const integers = [0, 1, 7, 42, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2 ** 53 - 1];
const samples = [...integers, ...integers.map((n) => -n).filter((n) => n !== 0)];

describe('formatFigure', () => {
  afterEach(() => vi.restoreAllMocks());

  for (const locale of ['en', 'en-US', 'ko', 'ko-KR']) {
    it(`prints integers in ${locale} exactly as Intl does, with 0 to 3 decimals`, () => {
      for (const decimals of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const value of samples) expect(formatFigure(value, decimals, locale)).toBe(intl.format(value));
      }
    });
  }

  it('does not touch Intl for an integer in a plain locale', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const localeString = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(formatFigure(1234, 0, 'en-US')).toBe('1,234');
    expect(formatFigure(55, 1, 'ko-KR')).toBe('55.0');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(localeString).not.toHaveBeenCalled();
  });

  it('leaves fractions, negative zero, unsafe integers and other locales to Intl', () => {
    expect(formatFigure(1.005, 2, 'en-US')).toBe(
      new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1.005),
    );
    expect(formatFigure(-0, 0, 'en-US')).toBe('-0');
    expect(formatFigure(1e21, 0, 'en-US')).toBe('1,000,000,000,000,000,000,000');
    expect(formatFigure(1234.5, 1, 'de-DE')).toBe('1.234,5');
    expect(formatFigure(1234, 0, 'fr-FR')).toBe(new Intl.NumberFormat('fr-FR').format(1234));
  });
});
