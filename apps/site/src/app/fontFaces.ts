/** The mark of the font style sheet's link, which the server renders for print only (server/document.ts). */
export const FONT_FACES_ATTRIBUTE = 'data-font-faces';

/** One frame painted, and the task after it: the page has been shown. */
const afterFirstPaint = (): Promise<void> =>
  new Promise((shown) => requestAnimationFrame(() => setTimeout(shown, 0)));

/**
 * Turns Pretendard's faces on once the page has painted in its metric-matched fallback faces: the server links
 * their style sheet for print only (server/document.ts), so that the subsets the text needs load after the
 * hero and the page's code instead of with them. The metric-matched fallbacks keep the swap from moving text.
 */
export async function applyFontFacesAfterFirstPaint(doc: Document = document): Promise<void> {
  await afterFirstPaint();
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${FONT_FACES_ATTRIBUTE}]`))
    link.media = 'all';
}
