import { RichText } from '@company/ui';
import type { SanitizedHtml } from './sanitizeHtml';

/**
 * Renders stored HTML (news, announcements, notices) that the data layer has sanitised: the sanitiser runs
 * where the data is read, on the server or in the browser, so hydrating a page needs no sanitiser.
 */
export function SafeHtml({
  html,
  lang,
}: {
  html: SanitizedHtml;
  /** The body's language when it is not the page's (a Korean body on an English page). */
  lang?: string;
}) {
  return <RichText html={html} lang={lang} />;
}
