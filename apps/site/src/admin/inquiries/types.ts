import type { InquiryStatus } from '@company/content';
import type { Tables } from '@company/database';

type InquiryRow = Tables<'inquiries'>;

/**
 * An inquiry as staff read it: the table's row (its columns the form asked for), with `reference` never null (a
 * column generated from the id) and `status` one of the statuses (the table's check constraint).
 */
export type Inquiry = Pick<
  InquiryRow,
  | 'id'
  | 'category'
  | 'company'
  | 'name'
  | 'email'
  | 'phone'
  | 'subject'
  | 'message'
  | 'consent'
  | 'locale'
  | 'created_at'
  | 'updated_at'
> & {
  reference: NonNullable<InquiryRow['reference']>;
  status: InquiryStatus;
};

/**
 * One e-mail of an inquiry in the outbox. `kind` is one of these two for an inquiry's mail (the table's check
 * constraint; its third kind, a review request's mail, has no inquiry).
 */
export type InquiryMail = Pick<
  Tables<'inquiry_outbox'>,
  'attempts' | 'sent_at' | 'last_error' | 'next_attempt_at'
> & {
  kind: 'desk' | 'acknowledgement';
};

export interface InquiryFilters {
  search: string;
  category: string;
  status: string;
}
