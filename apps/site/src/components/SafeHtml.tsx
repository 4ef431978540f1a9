import type { SanitizedHtml } from './sanitizeHtml';

/**
 * Renders stored HTML (news, announcements, notices) that the data layer has sanitised: the sanitiser runs
 * where the data is read, on the server or in the browser, so hydrating a page needs no sanitiser.
 */
export function SafeHtml({
  html,
  className,
  lang,
}: {
  html: SanitizedHtml;
  className?: string;
  /** The body's language when it is not the page's (a Korean body on an English page). */
  lang?: string;
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the type admits only HTML that sanitizeHtml returned.
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
