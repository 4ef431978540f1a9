import type { TranslationKey } from './i18n/keys';

export type StockFieldId =
  | 'previous_day'
  | 'fluctuation_rate'
  | 'previous_close'
  | 'current_price'
  | 'high'
  | 'low'
  | 'volume';

export interface StockField {
  id: StockFieldId;
  labelKey: TranslationKey;
  /** Won for prices, percent for the rate, shares for the volume. */
  value: number;
  unit: 'won' | 'percent' | 'shares';
}

/** A sample quote (20-minute delayed data in production); the values are consistent with each other. */
export const stockQuote = {
  asOf: '2025-06-30T15:30:00+09:00',
  previousClose: 12_450,
  currentPrice: 12_800,
  high: 12_950,
  low: 12_300,
  volume: 184_320,
} as const;

const change = stockQuote.currentPrice - stockQuote.previousClose;

/** The IR stock fields: previous day, fluctuation rate, previous close, current price, high, low, volume. */
export const stockFields: readonly StockField[] = [
  { id: 'previous_day', labelKey: 'ir:overview.stock_fields.previous_day', value: change, unit: 'won' },
  {
    id: 'fluctuation_rate',
    labelKey: 'ir:overview.stock_fields.fluctuation_rate',
    value: Math.round((change / stockQuote.previousClose) * 10_000) / 100,
    unit: 'percent',
  },
  {
    id: 'previous_close',
    labelKey: 'ir:overview.stock_fields.previous_close',
    value: stockQuote.previousClose,
    unit: 'won',
  },
  {
    id: 'current_price',
    labelKey: 'ir:overview.stock_fields.current_price',
    value: stockQuote.currentPrice,
    unit: 'won',
  },
  { id: 'high', labelKey: 'ir:overview.stock_fields.high', value: stockQuote.high, unit: 'won' },
  { id: 'low', labelKey: 'ir:overview.stock_fields.low', value: stockQuote.low, unit: 'won' },
  { id: 'volume', labelKey: 'ir:overview.stock_fields.volume', value: stockQuote.volume, unit: 'shares' },
];

export interface IrDownload {
  id: string;
  titleKey: TranslationKey;
  href: string;
  /** The date the file was published, YYYY-MM-DD. */
  date: string;
  language: 'ko' | 'en';
}

/** The schedule page's downloads (files shipped with the site). */
export const scheduleDownloads: readonly IrDownload[] = [
  {
    id: 'q2_2025_report',
    titleKey: 'ir:schedule.downloads.q2_2025_report',
    href: '/media/ir/2025-q2-performance-report.pdf',
    date: '2025-08-12',
    language: 'ko',
  },
  {
    id: 'q1_2025_report',
    titleKey: 'ir:schedule.downloads.q1_2025_report',
    href: '/media/ir/2025-q1-performance-report.pdf',
    date: '2025-05-13',
    language: 'ko',
  },
  {
    id: 'fact_sheet_ko',
    titleKey: 'ir:schedule.downloads.fact_sheet_ko',
    href: '/media/ir/2025-fact-sheet-ko.pdf',
    date: '2025-04-01',
    language: 'ko',
  },
  {
    id: 'fact_sheet_en',
    titleKey: 'ir:schedule.downloads.fact_sheet_en',
    href: '/media/ir/2025-fact-sheet-en.pdf',
    date: '2025-04-01',
    language: 'en',
  },
];

/** The IR calendar, newest first. */
export const scheduleEvents: readonly { date: string; titleKey: TranslationKey; downloadId?: string }[] = [
  { date: '2025-08-12', titleKey: 'ir:schedule.events.q2_results', downloadId: 'q2_2025_report' },
  { date: '2025-06-17', titleKey: 'ir:schedule.events.ndr' },
  { date: '2025-05-13', titleKey: 'ir:schedule.events.q1_results', downloadId: 'q1_2025_report' },
];

/** Performance highlights for the IR overview (as of 2025 Q2, cumulative for the first half). */
export const irHighlights: readonly {
  labelKey: TranslationKey;
  value: number;
  unit: 'hundred_million_won' | 'percent';
}[] = [
  { labelKey: 'ir:overview.highlights.revenue', value: 214, unit: 'hundred_million_won' },
  { labelKey: 'ir:overview.highlights.operating_profit', value: 19, unit: 'hundred_million_won' },
  { labelKey: 'ir:overview.highlights.backlog', value: 386, unit: 'hundred_million_won' },
  { labelKey: 'ir:overview.highlights.overseas', value: 14, unit: 'percent' },
];

/** Summary financial statements, in hundred million won, by fiscal year. */
export const financialSummary: readonly {
  year: number;
  revenue: number;
  operatingProfit: number;
  netIncome: number;
  totalAssets: number;
  totalLiabilities: number;
  totalEquity: number;
}[] = [
  {
    year: 2024,
    revenue: 398,
    operatingProfit: 34,
    netIncome: 27,
    totalAssets: 512,
    totalLiabilities: 231,
    totalEquity: 281,
  },
  {
    year: 2023,
    revenue: 311,
    operatingProfit: 22,
    netIncome: 17,
    totalAssets: 436,
    totalLiabilities: 205,
    totalEquity: 231,
  },
  {
    year: 2022,
    revenue: 236,
    operatingProfit: 13,
    netIncome: 9,
    totalAssets: 352,
    totalLiabilities: 174,
    totalEquity: 178,
  },
];

/** Major shareholders as of 2025-06-30, in percent of issued shares (they add up to 100). */
export const shareholderComposition: readonly { labelKey: TranslationKey; percent: number }[] = [
  { labelKey: 'ir:stock.owner.largest', percent: 38.6 },
  { labelKey: 'ir:stock.owner.institutions', percent: 21.4 },
  { labelKey: 'ir:stock.owner.treasury', percent: 2.1 },
  { labelKey: 'ir:stock.owner.minority', percent: 37.9 },
];

/** Stock facts for the stock overview page. */
export const stockInfo = { ticker: '412790', sharesIssued: 8_640_000, parValueWon: 500 } as const;
