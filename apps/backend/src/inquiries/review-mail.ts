import { lookupTranslation } from '@company/content/resources';
import { type MailMessage, oneLine, quotedBlock } from './messages';

/** A review request as the admin's mail needs it. */
export interface ReviewRequestForMail {
  /** The admin's address. */
  recipient: string;
  kind: string;
  itemId: number;
  /** Whether it asks about a pending version of the item rather than the draft itself. */
  pendingVersion: boolean;
  title: string;
  requestedBy: string;
  message: string | null;
  createdAt: string;
}

/** A Korean text of the admin locale with `{{name}}` filled in. */
function text(key: string, values: Record<string, string> = {}): string {
  const found = lookupTranslation('ko', `admin:review.mail.${key}`);
  if (typeof found !== 'string') throw new Error(`No text for ko/admin:review.mail.${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Where the admin opens the item's editor: the site's address when known, else the path. */
export function reviewLink(review: Pick<ReviewRequestForMail, 'kind' | 'itemId'>, siteUrl?: string): string {
  return `${siteUrl ?? ''}/admin/${encodeURIComponent(review.kind)}/${review.itemId}`;
}

/** The mail to one admin about a review request, in Korean (the staff's language). */
export function reviewRequestMail(review: ReviewRequestForMail, siteUrl?: string): MailMessage {
  const title = oneLine(review.title) || `#${review.itemId}`;
  const lines = [
    text('intro', { requester: oneLine(review.requestedBy) }),
    '',
    `${text('field_item')}: ${title}`,
    `${text('field_target')}: ${text(review.pendingVersion ? 'target_pending' : 'target_draft')}`,
    `${text('field_date')}: ${review.createdAt}`,
    `${text('field_link')}: ${reviewLink(review, siteUrl)}`,
  ];
  if (review.message) lines.push('', `${text('field_message')}:`, quotedBlock(review.message));
  lines.push('', text('footer', { queue: `${siteUrl ?? ''}/admin/review` }), '');
  return {
    to: { name: '', address: oneLine(review.recipient) },
    subject: oneLine(text('subject', { title })),
    text: lines.join('\n'),
  };
}
