import { RichText } from '@company/ui';
import type { SanitizedHtml } from './sanitizeHtml';

/**
 * Renders stored HTML (news, announcements, notices) that the data layer has sanitised: the sanitiser runs
 * where the data is read, on the server or in the browser, so hydrating a page needs no sanitiser.
 */
export function SafeHtml({ html }: { html: SanitizedHtml }) {
  return <RichText html={html} />;
}
