import type { Language, StockField } from '@company/content';

/** Digit grouping fixed per language, so the server and the browser print the same. */
const numberLocale: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return value.toLocaleString(numberLocale[language], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

export interface UnitLabels {
  won: string;
  shares: string;
  percent: string;
}

/** Joins a number and its unit so a narrow column never breaks them apart. */
const NO_BREAK_SPACE = '\u00a0';

/** An amount in won: 12,800원 in Korean, KRW 12,800 in English. */
export function formatWon(value: number, language: Language, wonLabel: string): string {
  const digits = formatNumber(value, language);
  return language === 'ko' ? `${digits}${wonLabel}` : `${wonLabel}${NO_BREAK_SPACE}${digits}`;
}

/** A signed change: +350, -1,200, 0 (the sign says which way the price moved). */
function signed(text: string, value: number): string {
  return value > 0 ? `+${text}` : text;
}

/** One of the seven stock fields as it is printed, with its unit and (for changes) its sign. */
export function formatStockField(field: StockField, language: Language, units: UnitLabels): string {
  switch (field.unit) {
    case 'percent':
      return signed(`${formatNumber(field.value, language, 2)}${units.percent}`, field.value);
    case 'shares':
      return language === 'ko'
        ? `${formatNumber(field.value, language)}${units.shares}`
        : `${formatNumber(field.value, language)}${NO_BREAK_SPACE}${units.shares}`;
    case 'won': {
      const text = formatWon(Math.abs(field.value), language, units.won);
      if (field.id !== 'previous_day') return text;
      return field.value < 0 ? `-${text}` : signed(text, field.value);
    }
  }
}

/** Which way a field moved, for colour and an arrow: up, down or flat (only changes have a direction). */
export function stockDirection(field: StockField): 'up' | 'down' | 'flat' | undefined {
  if (field.id !== 'previous_day' && field.id !== 'fluctuation_rate') return undefined;
  return field.value > 0 ? 'up' : field.value < 0 ? 'down' : 'flat';
}
