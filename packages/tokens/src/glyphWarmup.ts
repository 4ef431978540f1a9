// The first time the browser lays out text in a face at a given size, it reads every glyph's outline (for the
// text's ink bounds). For Hangul that is most of the cost of moving a block to Pretendard: a heading of a few
// dozen syllables took some 10 ms of layout in one frame, while the same text once its glyphs were known took
// under 2 ms. Measuring the text on a canvas in the same face and size reads those glyphs too, and the
// browser keeps them for the page's layout; done a few words per task, that cost is spread over short tasks.

/** Elements whose text the browser does not draw. */
export const notDrawn: ReadonlySet<string> = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE']);

/** Each piece of text under a root that the browser draws (not blank), with the element that holds it. */
export function* drawnTextNodes(root: Element): Generator<{ element: Element; text: string }> {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.nodeValue ?? '';
    if (element && !notDrawn.has(element.tagName) && text.trim() !== '') yield { element, text };
  }
}

/** How many characters one measurement takes: at most a few milliseconds on a slow phone, glyphs unknown. */
export const charactersPerMeasurement = 48;

/** The part of a canvas 2D context that measures text. */
export type TextMeasurer = Pick<CanvasRenderingContext2D, 'font' | 'measureText'>;

/** Lets the browser in between two steps of a long piece of work (a TaskSlicer). */
export interface Pauser {
  pause(): Promise<void>;
}

/** The CSS font that draws an element's text in the given family, at the element's weight, style and size. */
export function canvasFont(style: CSSStyleDeclaration, family: string): string {
  return [style.fontStyle, style.fontWeight, style.fontSize, family].filter((part) => part !== '').join(' ');
}

/** A text as the element's `text-transform` draws it (the transforms that change which glyphs are drawn). */
export function drawnCase(text: string, style: CSSStyleDeclaration): string {
  if (style.textTransform === 'uppercase') return text.toUpperCase();
  if (style.textTransform === 'lowercase') return text.toLowerCase();
  return text;
}

/**
 * Measures the text under the given elements in `family`, each piece at the weight, style and size it is
 * drawn in, `charactersPerMeasurement` characters at a time with a pause before each, so that the browser
 * knows those glyphs before the elements' text moves to that family. Every piece's font is read first, in
 * one go: a read after a pause may find the page's style out of date again (an animation's frame, a typed
 * letter) and bring the whole document's style up to date for it.
 */
export async function warmGlyphs(
  elements: Iterable<Element>,
  family: string,
  measurer: TextMeasurer,
  pauser: Pauser,
): Promise<void> {
  const pieces: Array<{ font: string; text: string }> = [];
  for (const root of elements) {
    const view = root.ownerDocument.defaultView;
    if (!view) continue;
    for (const { element, text } of drawnTextNodes(root)) {
      const style = view.getComputedStyle(element);
      pieces.push({ font: canvasFont(style, family), text: drawnCase(text.trim(), style) });
    }
  }
  for (const { font, text } of pieces) {
    for (let at = 0; at < text.length; at += charactersPerMeasurement) {
      await pauser.pause();
      measurer.font = font;
      measurer.measureText(text.slice(at, at + charactersPerMeasurement));
    }
  }
}
