import type { TranslationKey } from '@company/content';

/**
 * Every action staff read about, in one vocabulary (`admin:actions`): the history, the audit log and the
 * dashboard's latest activity name a change with the same word (scheduling is 예약 everywhere).
 */
/** The actions the audit log records, in the database's words. */
export const auditedActions = [
  'insert',
  'update',
  'delete',
  'publish',
  'unpublish',
  'schedule',
  'restore',
  'upload',
  'remove',
  'set_role',
  'remove_access',
] as const;

export const actionWords = [...auditedActions, 'propose', 'apply', 'discard'] as const;
export type ActionWord = (typeof actionWords)[number];

/** The locale key of an action, or undefined for one this site does not know (shown as stored). */
export function actionKey(action: string): TranslationKey | undefined {
  const word = actionWords.find((entry) => entry === action);
  return word ? `admin:actions.${word}` : undefined;
}
