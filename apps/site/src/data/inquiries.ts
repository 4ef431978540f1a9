import { type InquiryDraft, inquiryReference, type Language } from '@company/content';
import { useMutation } from '@tanstack/react-query';
import { publicClient } from './publicClient';
import { useAppQueryClient } from './queryClient';

/** What the form sends beside the visitor's answers: their language and the abuse screening's signals. */
export interface InquirySubmission {
  draft: InquiryDraft;
  locale: Language;
  /** The hidden field robots fill in (empty for people). */
  website: string;
  /** How long the form was open before it was sent, in milliseconds. */
  formFillMs: number;
}

/** The least time a person takes to fill the form, as the database checks it (`private.inquiry_limits()`). */
export const INQUIRY_MIN_FILL_MS = 3000;
/** Added to it before an early send goes, so that the two clocks never disagree by a few milliseconds. */
const HOLD_MARGIN_MS = 250;

/**
 * How long a send must wait so that the database does not take the person for a robot: a visitor who fills
 * the form quickly (autofill) is held, not refused. Zero once the form has been interactive long enough.
 */
export function inquiryHoldMs(interactiveAt: number, now: number): number {
  return Math.max(0, INQUIRY_MIN_FILL_MS + HOLD_MARGIN_MS - (now - interactiveAt));
}

/** Why the server refused an inquiry, as a key of `inquiry:errors`. */
export type InquiryRefusal = 'too_fast' | 'rate_limited' | 'refused' | 'network';

export class InquiryRefusedError extends Error {
  constructor(readonly reason: InquiryRefusal) {
    super(`The inquiry was not received: ${reason}`);
    this.name = 'InquiryRefusedError';
  }
}

interface PostgrestFailure {
  code?: string;
  details?: string | null;
  message?: string;
}

/** The refusal an error answer means (the database names the abuse rule in `details`). */
export function refusalOf(status: number, error: PostgrestFailure): InquiryRefusal {
  if (status === 429 || error.details === 'rate_limited') return 'rate_limited';
  if (error.details === 'too_fast') return 'too_fast';
  if (status === 0 || status >= 500) return 'network';
  return 'refused';
}

/**
 * Sends an inquiry through the data API as anon: `insert` without `select`, so nothing comes back (anon
 * may not read inquiries); the id is chosen here so the visitor can be given their reference.
 */
export async function submitInquiry(submission: InquirySubmission): Promise<{ reference: string }> {
  const { draft } = submission;
  const id = crypto.randomUUID();
  let client: Awaited<ReturnType<typeof publicClient>>;
  try {
    client = await publicClient();
  } catch {
    throw new InquiryRefusedError('network');
  }
  const phone = draft.phone.trim();
  const { error, status } = await client.from('inquiries').insert({
    id,
    category: draft.category,
    company: draft.company.trim(),
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: phone === '' ? null : phone,
    subject: draft.subject.trim(),
    message: draft.message,
    consent: draft.consent,
    locale: submission.locale,
    website: submission.website,
    form_fill_ms: Math.max(0, Math.round(submission.formFillMs)),
  });
  if (error) throw new InquiryRefusedError(refusalOf(status, error));
  return { reference: inquiryReference(id) };
}

/** Sends an inquiry (never retried on its own: a refusal is shown and the visitor decides). */
export function useSubmitInquiry() {
  return useMutation({ mutationFn: submitInquiry, retry: false }, useAppQueryClient());
}
