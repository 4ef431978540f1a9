/** What a keyboard user can reach with Tab inside a menu: its links and enabled controls. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keys that move focus along a row of links, as in the ARIA disclosure navigation pattern. */
const ROVING_KEYS = new Set(['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End']);

/** The elements of a container that take focus, in document order. */
export function focusablesIn(container: Element | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

export function isRovingKey(key: string): boolean {
  return ROVING_KEYS.has(key);
}

/**
 * The element a roving key moves to from `current`: the next one for ArrowRight/ArrowDown, the previous
 * one for ArrowLeft/ArrowUp, the first or the last for Home/End; undefined past either end (no wrapping).
 */
export function neighbourFor(
  elements: HTMLElement[],
  current: HTMLElement,
  key: string,
): HTMLElement | undefined {
  const index = elements.indexOf(current);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return index === -1 ? undefined : elements[index + 1];
    case 'ArrowLeft':
    case 'ArrowUp':
      return index > 0 ? elements[index - 1] : undefined;
    case 'Home':
      return elements[0];
    case 'End':
      return elements.at(-1);
    default:
      return undefined;
  }
}
