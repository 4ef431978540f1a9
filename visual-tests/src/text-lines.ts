import type { Locator } from '@playwright/test';

/** How many lines the element's text takes as laid out: the distinct tops of its text's boxes. */
export function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}
