/** The part of the Network Information API this module reads (not in TypeScript's DOM types). */
interface SaveDataHint {
  connection?: { saveData?: boolean };
}

/** Whether the visitor asked to save data (the Save-Data hint or `prefers-reduced-data`). Browser only. */
export function prefersSavingData(): boolean {
  const { connection } = navigator as Navigator & SaveDataHint;
  if (connection?.saveData) return true;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-data: reduce)').matches;
}
