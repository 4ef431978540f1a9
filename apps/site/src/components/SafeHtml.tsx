import type { SanitizedHtml } from './sanitizeHtml';

/**
 * Renders stored HTML (news, announcements, notices) that the data layer has sanitised: the sanitiser runs
 * where the data is read, on the server or in the browser, so hydrating a page needs no sanitiser.
 */
export function SafeHtml({ html, className }: { html: SanitizedHtml; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the type admits only HTML that sanitizeHtml returned.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
