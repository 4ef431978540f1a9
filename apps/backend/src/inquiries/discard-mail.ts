import { lookupTranslation } from '@company/content/resources';
import { type MailMessage, oneLine } from './messages';

/** A discarded pending version as its author's mail needs it. */
export interface DiscardedPendingForMail {
  /** The author's address. */
  recipient: string;
  kind: string;
  itemId: number;
  title: string;
  /** Who discarded it (an address, or '' for the operator's key). */
  discardedBy: string;
  /** When it was discarded and when the author last saved it, in Korean time with the zone. */
  discardedAt: string;
  proposedAt: string;
}

/** A Korean text of the admin locale with `{{name}}` filled in. */
function text(key: string, values: Record<string, string> = {}): string {
  const found = lookupTranslation('ko', `admin:discarded.mail.${key}`);
  if (typeof found !== 'string') throw new Error(`No text for ko/admin:discarded.mail.${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The item's history on the site, where the proposal is restored: the site's address when known, else the path. */
export function historyLink(
  item: Pick<DiscardedPendingForMail, 'kind' | 'itemId'>,
  siteUrl?: string,
): string {
  return `${siteUrl ?? ''}/admin/${encodeURIComponent(item.kind)}/${item.itemId}/history`;
}

/** The mail to a proposal's author that someone discarded it, in Korean (the staff's language). */
export function pendingDiscardedMail(discarded: DiscardedPendingForMail, siteUrl?: string): MailMessage {
  const title = oneLine(discarded.title) || `#${discarded.itemId}`;
  const who = oneLine(discarded.discardedBy) || text('someone');
  return {
    to: { name: '', address: oneLine(discarded.recipient) },
    subject: oneLine(text('subject', { title })),
    text: [
      text('intro', { who, title }),
      '',
      `${text('field_item')}: ${title}`,
      `${text('field_proposed')}: ${discarded.proposedAt}`,
      `${text('field_discarded')}: ${discarded.discardedAt}`,
      `${text('field_link')}: ${historyLink(discarded, siteUrl)}`,
      '',
      text('footer'),
      '',
    ].join('\n'),
  };
}
