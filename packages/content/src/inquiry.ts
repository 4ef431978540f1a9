import type { ContactCategoryId } from './contact';
import { contactCategories } from './contact';

/** How long an inquiry is kept: the server deletes older ones once a day (the consent text states it). */
export const INQUIRY_RETENTION_YEARS = 3;

/**
 * The form's limits, the same as the `inquiries` table's checks (supabase/migrations): the browser
 * says so before sending, the database refuses anything beyond them.
 */
export const inquiryLimits = {
  company: 200,
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

export type InquiryStatus = 'new' | 'in_progress' | 'done';
export const inquiryStatuses: readonly InquiryStatus[] = ['new', 'in_progress', 'done'];

export type InquiryField =
  | 'category'
  | 'company'
  | 'name'
  | 'email'
  | 'phone'
  | 'subject'
  | 'message'
  | 'consent';

/** What a visitor types, before it is checked. */
export interface InquiryDraft {
  category: string;
  company: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consent: boolean;
}

/** Why a field is refused, as a key of the `inquiry:errors` namespace. */
export type InquiryFieldError =
  | 'category_required'
  | 'company_required'
  | 'name_required'
  | 'email_required'
  | 'email_invalid'
  | 'phone_invalid'
  | 'subject_required'
  | 'message_required'
  | 'consent_required'
  | 'too_long';

// The same shapes as the table's checks.
const EMAIL_SHAPE = /^[^@\s\p{Cc}]+@[^@\s\p{Cc}]+\.[^@\s\p{Cc}.]+$/u;
const PHONE_SHAPE = /^\+?[0-9][0-9 ()./-]*$/;

const isCategory = (value: string): value is ContactCategoryId =>
  contactCategories.some((category) => category.id === value);

/** Characters as the database counts them (code points: an emoji is one, not two). */
const characters = (value: string): number => [...value].length;

function requiredText(value: string, max: number, missing: InquiryFieldError): InquiryFieldError | undefined {
  if (value.trim() === '') return missing;
  return characters(value) > max ? 'too_long' : undefined;
}

/** Every field's error, in the form's order; an empty object when the draft can be sent. */
export function validateInquiry(draft: InquiryDraft): Partial<Record<InquiryField, InquiryFieldError>> {
  const errors: Partial<Record<InquiryField, InquiryFieldError>> = {};
  const set = (field: InquiryField, error: InquiryFieldError | undefined) => {
    if (error) errors[field] = error;
  };
  set('category', isCategory(draft.category) ? undefined : 'category_required');
  set('company', requiredText(draft.company, inquiryLimits.company, 'company_required'));
  set('name', requiredText(draft.name, inquiryLimits.name, 'name_required'));
  const email = draft.email.trim();
  set(
    'email',
    email === ''
      ? 'email_required'
      : characters(email) > inquiryLimits.email || !EMAIL_SHAPE.test(email)
        ? 'email_invalid'
        : undefined,
  );
  const phone = draft.phone.trim();
  if (phone !== '') {
    set(
      'phone',
      characters(phone) > inquiryLimits.phone
        ? 'too_long'
        : PHONE_SHAPE.test(phone)
          ? undefined
          : 'phone_invalid',
    );
  }
  set('subject', requiredText(draft.subject, inquiryLimits.subject, 'subject_required'));
  set('message', requiredText(draft.message, inquiryLimits.message, 'message_required'));
  set('consent', draft.consent ? undefined : 'consent_required');
  return errors;
}

/** The reference a visitor is shown for an inquiry id: the same as the table's generated `reference`. */
export function inquiryReference(id: string): string {
  return `INQ-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
