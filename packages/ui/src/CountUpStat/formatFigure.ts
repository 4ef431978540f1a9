/**
 * Separators of the locales whose digits are Latin and grouped by three, as Intl prints them.
 * An integer in one of these is printed without Intl: a page's first Intl.NumberFormat sets up ICU's
 * number data, about 15 ms on a desktop and four times that on a mid-range phone, inside hydration.
 */
const plainSeparators: Readonly<Record<string, { group: string; decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  'en-US': { group: ',', decimal: '.' },
  ko: { group: ',', decimal: '.' },
  'ko-KR': { group: ',', decimal: '.' },
};

const formatters = new Map<string, Intl.NumberFormat>();

function intlFormatter(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `value` with `decimals` digits after the point, grouped as `locale` groups it: the same text as
 * Intl.NumberFormat, which it uses for every case but a safe integer in a locale of `plainSeparators`.
 */
export function formatFigure(value: number, decimals: number, locale: string): string {
  const separators = plainSeparators[locale];
  if (!separators || !Number.isSafeInteger(value) || Object.is(value, -0)) {
    return intlFormatter(locale, decimals).format(value);
  }
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, () => separators.group);
  const fraction = decimals > 0 ? `${separators.decimal}${'0'.repeat(decimals)}` : '';
  return `${value < 0 ? '-' : ''}${digits}${fraction}`;
}
