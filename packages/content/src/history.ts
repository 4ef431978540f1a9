import type { TranslationKey } from './i18n/keys';

export interface HistoryEvent {
  /** 1-12 */
  month: number;
  textKey: TranslationKey;
}

export interface HistoryYear {
  year: number;
  headlineKey: TranslationKey;
  events: readonly HistoryEvent[];
}

type Year = 2019 | 2020 | 2021 | 2022 | 2023 | 2024 | 2025;

const year = (y: Year, months: readonly number[]): HistoryYear => ({
  year: y,
  headlineKey: `company:history.y${y}.headline`,
  events: months.map((month, i) => ({ month, textKey: `company:history.y${y}.e${i + 1}` as TranslationKey })),
});

/** The history timeline 2019-2025, newest year first, events in the order of the year. */
export const historyTimeline: readonly HistoryYear[] = [
  year(2025, [3, 4, 5, 6]),
  year(2024, [2, 5, 9, 11]),
  year(2023, [1, 4, 7, 10]),
  year(2022, [2, 5, 8, 11]),
  year(2021, [3, 6, 10]),
  year(2020, [4, 7, 11]),
  year(2019, [3, 5, 9]),
];
