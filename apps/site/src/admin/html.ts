/** The text of an HTML body with its tags stripped and trimmed: what the "is it empty" check looks at. */
export function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
