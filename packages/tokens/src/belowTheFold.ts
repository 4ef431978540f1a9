// While Pretendard goes in, the browser lays out every object of the page again: once when the faces are
// added to `document.fonts` (any change of it invalidates all text), and again for each block whose text
// moves. The parts of the page below the fold need neither while no one sees them. `content-visibility:
// auto`, with the part's own size as its placeholder, keeps them out of layout (and nothing on screen moves);
// each is laid out once, with its final font, when it gets its ordinary style back.

import type { Pauser } from './glyphWarmup';

/** Positions that containment would change the meaning of (it makes the part their containing block). */
const escapingPositions: ReadonlySet<string> = new Set(['fixed', 'sticky']);

/**
 * The largest parts under a root that lie entirely below the viewport, in document order: a part that
 * reaches into the viewport is looked into, one entirely above it is left alone. Parts holding a fixed or
 * sticky element, and parts already out of the flow or out of view, are left as they are.
 */
export async function partsBelowTheFold(root: Element, pauser: Pauser): Promise<HTMLElement[]> {
  const view = root.ownerDocument.defaultView;
  if (!view) return [];
  const fold = view.innerHeight;
  const parts: HTMLElement[] = [];
  const visit = async (element: Element): Promise<void> => {
    await pauser.pause();
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.bottom <= fold) return;
    if (box.top < fold) {
      for (const child of element.children) await visit(child);
      return;
    }
    const style = view.getComputedStyle(element);
    const inFlow = style.position === 'static' || style.position === 'relative';
    if (element instanceof view.HTMLElement && inFlow && style.display !== 'contents' && !escapes(element))
      parts.push(element);
  };
  for (const child of root.children) await visit(child);
  return parts;
}

/** Whether an element or one below it is fixed or sticky. */
function escapes(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_ELEMENT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node instanceof view.Element && escapingPositions.has(view.getComputedStyle(node).position))
      return true;
  }
  return false;
}

/**
 * Keeps each part out of layout while it stays off screen, with its present size in its place. Returns, for
 * each part, the function that gives it its ordinary style back.
 */
export function keepOutOfLayout(parts: readonly HTMLElement[]): Array<() => void> {
  // Every size is read before any style is written: a read after a write would lay the page out again.
  const sizes = parts.map(contentSize);
  return parts.map((part, index) => {
    const previous = {
      contentVisibility: part.style.contentVisibility,
      containIntrinsicSize: part.style.containIntrinsicSize,
    };
    part.style.containIntrinsicSize = sizes[index] ?? 'auto';
    part.style.contentVisibility = 'auto';
    return () => {
      part.style.contentVisibility = previous.contentVisibility;
      part.style.containIntrinsicSize = previous.containIntrinsicSize;
    };
  });
}

/** An element's content box as a `contain-intrinsic-size` (the placeholder stands for the content alone). */
function contentSize(element: HTMLElement): string {
  const view = element.ownerDocument.defaultView;
  const box = element.getBoundingClientRect();
  if (!view) return `${box.width}px ${box.height}px`;
  const style = view.getComputedStyle(element);
  const edges = (...names: string[]) =>
    names.reduce((sum, name) => sum + (Number.parseFloat(style.getPropertyValue(name)) || 0), 0);
  const width = box.width - edges('padding-left', 'padding-right', 'border-left-width', 'border-right-width');
  const height =
    box.height - edges('padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width');
  return `${Math.max(0, width)}px ${Math.max(0, height)}px`;
}
