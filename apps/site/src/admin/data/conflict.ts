/**
 * A stale save, as the database refuses it: every update of an item must send `version` = the version it was
 * based on + 1, and anything else is answered SQLSTATE `PT409` (HTTP 409) with a JSON `details` naming the
 * current version and who changed the item last and when (see docs/editorial-workflow.md). Applying a pending
 * version over an item that moved on is refused the same way.
 */

/** The SQLSTATE of a refused stale save (PostgREST's `PTxxx` convention: answered as HTTP 409). */
export const CONFLICT_CODE = 'PT409';

/** What the database says of the item as it is now, in a conflict's `details`. */
export interface ConflictDetail {
  /** The item's version now: a new save must be based on it (send it + 1). */
  currentVersion: number | null;
  /** When and by whom (a user id; `useStaffMembers` names it) the item was last changed. */
  updatedAt: string | null;
  updatedBy: string | null;
  /**
   * For a save over the person's own pending version that moved on (another tab): its revision now, or null
   * when it is gone (published or discarded); undefined for a conflict of the item itself.
   */
  currentRevision?: number | null;
}

export class ConflictError extends Error {
  readonly code = CONFLICT_CODE;
  readonly currentVersion: number | null;
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
  readonly currentRevision: number | null | undefined;

  constructor(message: string, detail: ConflictDetail) {
    super(message);
    this.name = 'ConflictError';
    this.currentVersion = detail.currentVersion;
    this.updatedAt = detail.updatedAt;
    this.updatedBy = detail.updatedBy;
    this.currentRevision = detail.currentRevision;
  }
}

/** The shape of an error supabase-js answers for a REST or rpc call (a `PostgrestError`). */
export interface ApiError {
  message: string;
  code?: string | null;
  details?: string | null;
  hint?: string | null;
}

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const stringOr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A conflict's `details` (JSON from the database); every field null when it is missing or not JSON. */
export function conflictDetailOf(details: string | null | undefined): ConflictDetail {
  let parsed: unknown = null;
  try {
    parsed = details ? JSON.parse(details) : null;
  } catch {
    parsed = null;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return {
    currentVersion: numberOr(record.current_version),
    updatedAt: stringOr(record.updated_at),
    updatedBy: stringOr(record.updated_by),
    ...('current_revision' in record ? { currentRevision: numberOr(record.current_revision) } : {}),
  };
}

/** Any other refusal, with its PostgREST or SQLSTATE code kept: the admin's error sentences are chosen by it. */
export class ApiRefusalError extends Error {
  readonly code: string | null;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRefusalError';
    this.code = error.code ?? null;
  }
}

/** An API error as what the admin throws: a `ConflictError` for a stale save, an `ApiRefusalError` otherwise. */
export function writeErrorOf(error: ApiError): Error {
  if (error.code === CONFLICT_CODE) return new ConflictError(error.message, conflictDetailOf(error.details));
  return new ApiRefusalError(error);
}

export const isConflictError = (error: unknown): error is ConflictError => error instanceof ConflictError;
