import { keepOutOfLayout, partsBelowTheFold } from './belowTheFold';
import { drawnTextNodes, notDrawn, type TextMeasurer, warmGlyphs } from './glyphWarmup';
import {
  type PretendardWeight,
  pretendardSubsetFiles,
  pretendardSubsetRanges,
  pretendardWeights,
} from './pretendardFaces';
import {
  pretendardInstalledAttribute,
  pretendardInstalledValue,
  pretendardSettledAttribute,
  pretendardSwapAttribute,
} from './pretendardStages';

// Loading Pretendard with @font-face rules (fonts.css) lets the browser fetch each subset when text needs
// it and lay the page out again as each one arrives: some thirty relayouts, each of which shapes all the
// text anew. This loader fetches the faces the page's text needs first and adds every face at once. While
// it works, the page's text stays in the fallback stack (pretendardSwap.css.ts); it then moves to
// Pretendard a few blocks per frame, so that no frame shapes more than a few hundred characters. The
// other faces load on demand, as with the rules, for text that comes later.

const family = 'Pretendard';
const fallbackFamily = 'Pretendard Fallback';
/** How many characters of text move to Pretendard per frame (shaping them is the cost of a frame). */
const charactersPerFrame = 250;
/** How many elements without text to move settle per frame (restyling them is the cost of a frame). */
const elementsPerFrame = 40;
/**
 * How long one of the loader's tasks may run before it lets the browser in: 16 ms on a phone four times
 * slower, well under the 50 ms of a long task.
 */
const taskBudgetMs = 4;

/** A piece of text as the page draws it: its characters and the font weight it asks for. */
export interface TextSample {
  text: string;
  weight: number;
}

const hexDigits = /^[0-9a-f]{1,6}$/i;

/** Inclusive code point intervals of a CSS unicode-range value such as `U+20-7e, U+ac00, U+4??`. */
export function parseUnicodeRange(value: string): Array<readonly [number, number]> {
  const intervals: Array<readonly [number, number]> = [];
  for (const rawPart of value.split(',')) {
    const part = rawPart.trim();
    if (part === '') continue;
    const dash = part.indexOf('-');
    const first = part.slice(2, dash < 0 ? undefined : dash);
    const last = dash < 0 ? first : part.slice(dash + 1);
    const wildcard = dash < 0 && first.includes('?');
    const low = wildcard ? first.replaceAll('?', '0') : first;
    const high = wildcard ? first.replaceAll('?', 'f') : last;
    if (!/^u\+/i.test(part) || !hexDigits.test(low) || !hexDigits.test(high) || /\?[^?]/.test(first))
      throw new Error(`Not a unicode-range: ${part}`);
    intervals.push([Number.parseInt(low, 16), Number.parseInt(high, 16)]);
  }
  return intervals;
}

const basicPlaneEnd = 0xffff;

/**
 * Finds the subset that holds a code point. Subsets are added one at a time (a step each), into a table over
 * the Basic Multilingual Plane, where Pretendard's subsets lie (intervals beyond it are searched in a list).
 */
export class SubsetIndex {
  /** Subset number + 1 by code point; 0 where no subset covers it. */
  private readonly basicPlane = new Uint16Array(basicPlaneEnd + 1);
  private readonly beyond: Array<readonly [first: number, last: number, subset: number]> = [];

  static fromRanges(ranges: readonly string[]): SubsetIndex {
    const index = new SubsetIndex();
    ranges.forEach((range, subset) => {
      index.add(range, subset);
    });
    return index;
  }

  /** Adds one subset's unicode-range; a code point keeps the first subset that covers it. */
  add(range: string, subset: number): void {
    for (const [first, last] of parseUnicodeRange(range)) {
      for (let codePoint = first; codePoint <= Math.min(last, basicPlaneEnd); codePoint += 1)
        if (this.basicPlane[codePoint] === 0) this.basicPlane[codePoint] = subset + 1;
      if (last > basicPlaneEnd) this.beyond.push([Math.max(first, basicPlaneEnd + 1), last, subset]);
    }
  }

  subsetOf(codePoint: number): number | undefined {
    if (codePoint <= basicPlaneEnd) {
      const entry = this.basicPlane[codePoint] ?? 0;
      return entry === 0 ? undefined : entry - 1;
    }
    return this.beyond.find(([first, last]) => first <= codePoint && codePoint <= last)?.[2];
  }
}

/** The weight CSS font matching picks for a requested weight among those available (CSS Fonts 4, 5.2). */
export function matchedWeight<Weight extends number>(
  requested: number,
  available: readonly Weight[],
): Weight {
  const sorted = [...available].sort((a, b) => a - b);
  const below = sorted.filter((weight) => weight <= requested).reverse();
  const above = sorted.filter((weight) => weight > requested);
  let order: Weight[];
  if (requested >= 400 && requested <= 500) {
    const upTo500 = above.filter((weight) => weight <= 500);
    order = [...below.filter((weight) => weight === requested), ...upTo500, ...below, ...above];
  } else if (requested < 400) {
    order = [...below, ...above];
  } else {
    order = [...sorted.filter((weight) => weight >= requested), ...below];
  }
  const match = order[0];
  if (match === undefined) throw new Error('No font weight is available.');
  return match;
}

/** The subsets each weight needs for the samples to be drawn entirely in Pretendard. */
export function neededSubsets(
  samples: Iterable<TextSample>,
  index: SubsetIndex,
): Map<PretendardWeight, Set<number>> {
  const codePointsByWeight = new Map<PretendardWeight, Set<number>>();
  const faceWeights = new Map<number, PretendardWeight>();
  for (const { text, weight } of samples) {
    let face = faceWeights.get(weight);
    if (face === undefined) {
      face = matchedWeight(weight, pretendardWeights);
      faceWeights.set(weight, face);
    }
    const codePoints = codePointsByWeight.get(face) ?? new Set<number>();
    codePointsByWeight.set(face, codePoints);
    for (let at = 0; at < text.length; at += 1) {
      const codePoint = text.codePointAt(at) ?? 0;
      codePoints.add(codePoint);
      if (codePoint > 0xffff) at += 1;
    }
  }
  const subsetsByWeight = new Map<PretendardWeight, Set<number>>();
  for (const [weight, codePoints] of codePointsByWeight) {
    const subsets = new Set<number>();
    for (const codePoint of codePoints) {
      const subset = index.subsetOf(codePoint);
      if (subset !== undefined) subsets.add(subset);
    }
    subsetsByWeight.set(weight, subsets);
  }
  return subsetsByWeight;
}

/**
 * Whether an element's text is drawn in Pretendard: its font stack starts with Pretendard, or, while
 * Pretendard loads, with the fallback face that stands in for it (not so for code in a monospace face).
 */
export function drawsPretendard(style: CSSStyleDeclaration): boolean {
  const firstFamily = style.fontFamily
    .split(',')[0]
    ?.trim()
    .replace(/^["']|["']$/g, '');
  return firstFamily === family || firstFamily === fallbackFamily;
}

/** The text under a root that the page draws in Pretendard, each piece with the weight it asks for. */
export function* pretendardText(root: Element): Generator<TextSample> {
  const view = root.ownerDocument.defaultView;
  if (!view) return;
  const styles = new Map<Element, TextSample['weight'] | null>();
  const weightOf = (element: Element) => {
    let weight = styles.get(element);
    if (weight === undefined) {
      const style = view.getComputedStyle(element);
      weight = drawsPretendard(style) ? Number(style.fontWeight) || 400 : null;
      styles.set(element, weight);
    }
    return weight;
  };
  for (const { element, text } of drawnTextNodes(root)) {
    const weight = weightOf(element);
    if (weight !== null) yield { text, weight };
  }
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const weight = weightOf(field);
    if (weight !== null) yield { text: `${field.placeholder}${field.value}`, weight };
  }
}

export interface InstallPretendardOptions {
  /** How long to wait for the needed faces before handing them over anyway (the late ones swap in later). */
  timeoutMs?: number;
}

const installed = new WeakMap<Document, Promise<void>>();

/**
 * Installs Pretendard in a document. The faces its current text needs load first; then every face goes into
 * `document.fonts` at once (the others unloaded, for the browser to load when text needs it), and the text
 * moves from the fallback stack to Pretendard a few blocks per frame (with pretendardSwap.css.ts; without
 * it the text moves all at once), so that no single relayout shapes all of it again. Resolves when done,
 * and marks the root element `data-pretendard="installed"` then (for tests and styles). The body keeps the
 * fallback stack; its children (and those added later, such as dialogs) are marked to draw Pretendard.
 * A document that already has Pretendard faces (from fonts.css, say) is left as it is; calling again
 * returns the first call's promise.
 */
export function installPretendard(
  document: Document = globalThis.document,
  options: InstallPretendardOptions = {},
): Promise<void> {
  let install = installed.get(document);
  if (!install) {
    install = installInto(document, options.timeoutMs ?? 5000);
    installed.set(document, install);
  }
  return install;
}

async function installInto(document: Document, timeoutMs: number): Promise<void> {
  const view = document.defaultView;
  const fonts = document.fonts;
  if (!view || [...fonts].some((face) => face.family.replace(/^["']|["']$/g, '') === family)) return;
  const faceFor = (weight: PretendardWeight, subset: number) =>
    new view.FontFace(family, `url(${pretendardSubsetFiles[weight][subset]}) format('woff2')`, {
      weight: String(weight),
      style: 'normal',
      display: 'swap',
      unicodeRange: pretendardSubsetRanges[subset] ?? '',
    });

  // The work below runs in short tasks, so that it never holds up a visitor's input: the loops (over the
  // subsets, the page's text, the faces) yield once a task has run its budget.
  const slicer = new TaskSlicer(view, taskBudgetMs);
  await slicer.nextTask();
  const index = new SubsetIndex();
  for (const [subset, range] of pretendardSubsetRanges.entries()) {
    await slicer.pause();
    index.add(range, subset);
  }
  const samples: TextSample[] = [];
  for (const sample of pretendardText(document.body)) {
    await slicer.pause();
    samples.push(sample);
  }
  await slicer.nextTask();
  const needed = neededSubsets(samples, index);
  await slicer.nextTask();
  // The faces the text needs start loading now (making a face takes a fraction of a millisecond; there are
  // some three hundred in all).
  const neededFaces: Array<{ weight: PretendardWeight; subset: number; face: FontFace }> = [];
  for (const weight of pretendardWeights) {
    for (const subset of needed.get(weight) ?? []) {
      await slicer.pause();
      const face = faceFor(weight, subset);
      void face.load().catch(() => {});
      neededFaces.push({ weight, subset, face });
    }
  }
  const others: FontFace[] = [];
  for (const weight of pretendardWeights) {
    const neededHere = needed.get(weight);
    for (const [subset] of pretendardSubsetRanges.entries()) {
      if (neededHere?.has(subset)) continue;
      await slicer.pause();
      others.push(faceFor(weight, subset));
    }
  }
  let timer: number | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = view.setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.allSettled(neededFaces.map(({ face }) => face.loaded)), timeout]);
  view.clearTimeout(timer);

  // The parts of the page below the fold stay out of the relayouts that follow (belowTheFold.ts).
  const restores = keepOutOfLayout(await partsBelowTheFold(document.body, slicer));
  await nextFrame(view);
  // Every face goes in at once, a failed one unloaded (the browser tries it again when text needs it): one
  // relayout, while the text still asks for the fallback stack.
  for (const face of others) fonts.add(face);
  for (const { weight, subset, face } of neededFaces)
    fonts.add(face.status === 'error' ? faceFor(weight, subset) : face);
  await nextFrame(view);
  // The text then moves to Pretendard a few blocks per frame, each batch's glyphs read beforehand in short
  // tasks (glyphWarmup.ts), so that the frame which moves it mostly finds them known.
  const measurer: TextMeasurer | null = document.createElement('canvas').getContext('2d');
  for (const batch of swapBatches(document.body, charactersPerFrame)) {
    if (measurer) await warmGlyphs(batch, family, measurer, slicer);
    for (const element of batch) element.setAttribute(pretendardSwapAttribute, '');
    await nextFrame(view);
  }
  // The elements around and between the blocks follow, a few per frame, then the body's children, which keep
  // their marks (and so do the ones added later): the body itself keeps the fallback stack, since a change of
  // the body's font restyles every element of the page, one task of 6 to 10 ms on a fast computer.
  await inFrames(view, elementsToSettle(document.body), elementsPerFrame, (element) =>
    element.setAttribute(pretendardSettledAttribute, ''),
  );
  for (const child of document.body.children) settle(child);
  new view.MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof view.Element) settle(node);
  }).observe(document.body, { childList: true });
  // The parts below the fold are laid out again, one a frame, with their final fonts.
  await inFrames(view, restores, 1, (restore) => restore());
  // The whole page asks for Pretendard now. The other marks have done their work: they go a few per frame,
  // each element then taking from its parent the font it already has (a restyle, no layout).
  const marked = [
    ...document.body.querySelectorAll(`[${pretendardSwapAttribute}], [${pretendardSettledAttribute}]`),
  ];
  await inFrames(view, marked, elementsPerFrame, (element) => {
    element.removeAttribute(pretendardSwapAttribute);
    if (element.parentElement !== document.body) element.removeAttribute(pretendardSettledAttribute);
  });
  document.documentElement.setAttribute(pretendardInstalledAttribute, pretendardInstalledValue);
}

/** Marks a child of the body to draw Pretendard, unless it draws nothing or a face of its own. */
function settle(element: Element): void {
  const view = element.ownerDocument.defaultView;
  if (!view || notDrawn.has(element.tagName)) return;
  if (drawsPretendard(view.getComputedStyle(element))) element.setAttribute(pretendardSettledAttribute, '');
}

/**
 * The elements under a root still drawn in the fallback stack outside the marked blocks (whose insides have
 * moved with them), children before their parents, so that marking one changes no unmarked element below
 * it. Hidden subtrees are left out: they are styled only when they show.
 */
export function elementsToSettle(root: Element): Element[] {
  const view = root.ownerDocument.defaultView;
  if (!view) return [];
  const elements: Element[] = [];
  const visit = (element: Element) => {
    if (notDrawn.has(element.tagName) || element.hasAttribute(pretendardSwapAttribute)) return;
    const style = view.getComputedStyle(element);
    if (style.display === 'none' || !drawsPretendard(style)) return;
    for (const child of element.children) visit(child);
    elements.push(element);
  };
  for (const child of root.children) visit(child);
  return elements;
}

/**
 * The drawn elements under a root, in document order, as blocks of at most `maxCharacters` characters of
 * text where the markup allows it (an element with text of its own is one block, however long), grouped
 * into batches of about `maxCharacters` each. Hidden elements are left out: their text is shaped only when
 * it shows; so are elements drawn in a face of their own (code in a monospace face), which the swap leaves
 * as they are.
 */
export function swapBatches(root: Element, maxCharacters: number): Element[][] {
  const view = root.ownerDocument.defaultView;
  const blocks: Array<{ element: Element; characters: number }> = [];
  const visit = (element: Element) => {
    if (notDrawn.has(element.tagName)) return;
    const characters = (element.textContent ?? '').trim().length;
    if (characters === 0 || !element.checkVisibility()) return;
    if (view && !drawsPretendard(view.getComputedStyle(element))) return;
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === node.TEXT_NODE && (node.nodeValue ?? '').trim() !== '',
    );
    if (characters <= maxCharacters || ownText || element.children.length === 0) {
      blocks.push({ element, characters });
      return;
    }
    for (const child of element.children) visit(child);
  };
  visit(root);
  const batches: Element[][] = [];
  let batch: Element[] = [];
  let characters = 0;
  for (const block of blocks) {
    if (batch.length > 0 && characters + block.characters > maxCharacters) {
      batches.push(batch);
      batch = [];
      characters = 0;
    }
    batch.push(block.element);
    characters += block.characters;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Splits a long piece of work into tasks of about `budgetMs` each (`await pause()` between its steps). */
export class TaskSlicer {
  private taskStart: number;

  constructor(
    private readonly view: Window,
    private readonly budgetMs: number,
  ) {
    this.taskStart = view.performance.now();
  }

  /** Continues in a new task once the current one has run its budget; else at once. */
  async pause(): Promise<void> {
    if (this.view.performance.now() - this.taskStart >= this.budgetMs) await this.nextTask();
  }

  /** Continues in a new task. */
  async nextTask(): Promise<void> {
    await nextTask(this.view);
    this.taskStart = this.view.performance.now();
  }
}

function nextTask(view: Window): Promise<void> {
  return new Promise((resolve) => view.setTimeout(resolve, 0));
}

/** Does `act` for `perFrame` items at a time, letting the browser draw a frame after each group. */
async function inFrames<Item>(
  view: Window,
  items: readonly Item[],
  perFrame: number,
  act: (item: Item) => void,
): Promise<void> {
  for (let first = 0; first < items.length; first += perFrame) {
    for (const item of items.slice(first, first + perFrame)) act(item);
    await nextFrame(view);
  }
}

/** Resolves after the browser has drawn a frame, or after 100 ms in a page that draws none (hidden). */
function nextFrame(view: Window): Promise<void> {
  return new Promise((resolve) => {
    const fallback = view.setTimeout(resolve, 100);
    view.requestAnimationFrame(() => {
      view.setTimeout(() => {
        view.clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}
