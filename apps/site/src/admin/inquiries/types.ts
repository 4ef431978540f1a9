import type { InquiryStatus } from '@company/content';

/** An inquiry as staff read it. */
export interface Inquiry {
  id: string;
  reference: string;
  category: string;
  company: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  consent: boolean;
  status: InquiryStatus;
  locale: string;
  created_at: string;
  updated_at: string;
}

/** One e-mail of an inquiry in the outbox. */
export interface InquiryMail {
  kind: 'desk' | 'acknowledgement';
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
  next_attempt_at: string;
}

export interface InquiryFilters {
  search: string;
  category: string;
  status: string;
}
