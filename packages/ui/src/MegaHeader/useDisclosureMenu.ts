import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { focusablesIn, isRovingKey, neighbourFor } from './menuFocus';

export interface DisclosureMenuOptions {
  /** The item whose panel is open at first; '' or undefined for none. */
  defaultOpenId?: string;
  /** How long the pointer rests on a top link before its panel opens, in ms. */
  openDelay?: number;
}

export interface DisclosureTriggerProps {
  id: string;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'data-state': 'open' | 'closed';
  onPointerEnter: () => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface DisclosurePanelProps {
  id: string;
  'aria-labelledby': string;
  'data-state': 'open' | 'closed';
  ref: RefObject<HTMLDivElement | null>;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface DisclosureMenu {
  /** The item whose panel is open, or ''. */
  openId: string;
  close: () => void;
  /** The id of an item's panel (for aria-controls and aria-owns). */
  panelId: (itemId: string) => string;
  navProps: {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  listProps: { ref: RefObject<HTMLUListElement | null> };
  triggerProps: (itemId: string) => DisclosureTriggerProps;
  panelProps: (itemId: string) => DisclosurePanelProps;
  viewportProps: {
    onPointerEnter: () => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  };
}

/** After a panel closes, hovering another top link within this time opens it at once. */
const SKIP_DELAY_MS = 300;
/** Leaving a top link or its panel closes it after this grace period, so the pointer can cross between. */
const CLOSE_DELAY_MS = 150;

function createTimer() {
  let handle: ReturnType<typeof setTimeout> | undefined;
  return {
    start(callback: () => void, ms: number) {
      clearTimeout(handle);
      handle = setTimeout(callback, ms);
    },
    clear() {
      clearTimeout(handle);
    },
  };
}

/** A timer that stops when the component unmounts. */
function useTimer() {
  const [timer] = useState(createTimer);
  useEffect(() => timer.clear, [timer]);
  return timer;
}

const isMouse = (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse';
const triggerIdFor = (baseId: string, itemId: string) => `${baseId}-trigger-${itemId}`;
const panelIdFor = (baseId: string, itemId: string) => `${baseId}-content-${itemId}`;

/**
 * The "disclosure navigation menu" of the ARIA Authoring Practices, for a bar of top links of which some
 * own a dropdown panel, with the pointer behaviour of a site mega-menu:
 * - pointer: resting on a top link opens its panel after `openDelay`; while a panel is open (and shortly
 *   after it closed) moving to another top link swaps at once; crossing between a top link and the panel
 *   keeps it open; leaving both closes it after a short grace period. Touch pointers never hover-open.
 * - keyboard: Tab goes through the top links, and from an open top link into its panel; ArrowDown on a top
 *   link opens its panel and focuses its first link; arrows, Home and End move along the bar or inside the
 *   panel; Escape closes and returns focus to the top link; Tab past the panel's last link moves on to the
 *   next top link and closes the panel; focus leaving the navigation closes it.
 * - a pointer down outside the top links and the panel, or following a link of the panel, closes it.
 *
 * The caller renders the markup and spreads the returned props: `navProps` on the `<nav>`, `listProps` on
 * the list of top links, `triggerProps(id)` on each top link that owns a panel, `panelProps(id)` on the
 * open panel and `viewportProps` on the element around it.
 */
export function useDisclosureMenu({
  defaultOpenId = '',
  openDelay = 80,
}: DisclosureMenuOptions = {}): DisclosureMenu {
  const baseId = useId();
  const triggerId = (itemId: string) => triggerIdFor(baseId, itemId);
  const panelId = (itemId: string) => panelIdFor(baseId, itemId);

  const [openId, setOpenIdState] = useState(defaultOpenId);
  // Mirrors the state for timers and document listeners, which outlive the render that made them.
  const openIdRef = useRef(defaultOpenId);
  const listRef = useRef<HTMLUListElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openTimer = useTimer();
  const closeTimer = useTimer();
  const skipDelayTimer = useTimer();
  // Whether hovering a top link waits `openDelay`: not while a panel is open, nor just after it closed.
  const openDelayed = useRef(defaultOpenId === '');
  // The top link on which the current pointer visit already asked to open (pointermove fires often).
  const pointerOpenedId = useRef('');
  // A top link whose panel was just closed by a click or Escape: hovering it again does not reopen it
  // until the pointer comes back onto it.
  const hoverSuppressedId = useRef('');
  // Set when a panel opens from the keyboard: its first link takes focus once it is rendered.
  const focusPanelOnOpen = useRef(false);

  const setOpenId = useCallback(
    (next: string) => {
      if (next === openIdRef.current) return;
      openIdRef.current = next;
      skipDelayTimer.clear();
      if (next) openDelayed.current = false;
      else skipDelayTimer.start(() => (openDelayed.current = true), SKIP_DELAY_MS);
      setOpenIdState(next);
    },
    [skipDelayTimer],
  );

  const open = useCallback(
    (itemId: string) => {
      closeTimer.clear();
      setOpenId(itemId);
    },
    [closeTimer, setOpenId],
  );

  const close = useCallback(() => {
    openTimer.clear();
    closeTimer.clear();
    setOpenId('');
  }, [openTimer, closeTimer, setOpenId]);

  const closeSoon = () => closeTimer.start(() => setOpenId(''), CLOSE_DELAY_MS);

  const hoverOpen = (itemId: string) => {
    openTimer.clear();
    if (!openDelayed.current) open(itemId);
    else if (openIdRef.current === itemId) closeTimer.clear();
    else openTimer.start(() => open(itemId), openDelay);
  };

  const triggerOf = (itemId: string) => document.getElementById(triggerId(itemId));

  useEffect(() => {
    if (openId && focusPanelOnOpen.current) focusablesIn(panelRef.current)[0]?.focus();
    focusPanelOnOpen.current = false;
  }, [openId]);

  // Escape anywhere, or a pointer down outside the top links and the panel, closes the open panel.
  const isOpen = openId !== '';
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const itemId = openIdRef.current;
      const focusWasInPanel = panelRef.current?.contains(document.activeElement) ?? false;
      hoverSuppressedId.current = itemId;
      close();
      if (focusWasInPanel) document.getElementById(triggerIdFor(baseId, itemId))?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const onTrigger = listRef.current?.contains(target) && target.closest('[aria-expanded]') !== null;
      if (onTrigger || panelRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, close, baseId]);

  const onBarKeyDown = (event: KeyboardEvent<HTMLElement>, target: HTMLElement) => {
    const topLinks = focusablesIn(listRef.current);
    if (!topLinks.includes(target)) return;
    if (event.key === 'Tab' && event.shiftKey) {
      // Back from the top link after an open one: into the end of its panel, as the reading order goes.
      const previous = topLinks[topLinks.indexOf(target) - 1];
      const panelLinks = focusablesIn(panelRef.current);
      if (previous && isOpen && previous === triggerOf(openId) && panelLinks.length > 0) {
        event.preventDefault();
        panelLinks.at(-1)?.focus();
      }
      return;
    }
    if (!isRovingKey(event.key)) return;
    event.preventDefault();
    neighbourFor(topLinks, target, event.key)?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>, panel: HTMLElement, target: HTMLElement) => {
    const panelLinks = focusablesIn(panel);
    if (isRovingKey(event.key)) {
      event.preventDefault();
      neighbourFor(panelLinks, target, event.key)?.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    const trigger = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
    if (event.shiftKey && target === panelLinks[0] && trigger) {
      event.preventDefault();
      trigger.focus();
    } else if (!event.shiftKey && target === panelLinks.at(-1) && trigger) {
      // Past the last link: on to the top link after this panel's own. After the last top link the
      // browser moves on out of the navigation, and leaving it closes the panel.
      const topLinks = focusablesIn(listRef.current);
      const next = topLinks[topLinks.indexOf(trigger) + 1];
      if (!next) return;
      event.preventDefault();
      next.focus();
      close();
    }
  };

  const navProps: DisclosureMenu['navProps'] = {
    onKeyDown: (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const panel = panelRef.current;
      if (panel?.contains(target)) onPanelKeyDown(event, panel, target);
      else onBarKeyDown(event, target);
    },
    onBlur: (event) => {
      const next = event.relatedTarget;
      if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) close();
    },
  };

  const triggerProps = (itemId: string): DisclosureTriggerProps => {
    const expanded = openId === itemId;
    return {
      id: triggerId(itemId),
      'aria-expanded': expanded,
      'aria-controls': expanded ? panelId(itemId) : undefined,
      'data-state': expanded ? 'open' : 'closed',
      onPointerEnter: () => {
        if (hoverSuppressedId.current === itemId) hoverSuppressedId.current = '';
      },
      onPointerMove: (event) => {
        if (!isMouse(event) || hoverSuppressedId.current === itemId || pointerOpenedId.current === itemId)
          return;
        hoverOpen(itemId);
        pointerOpenedId.current = itemId;
      },
      onPointerLeave: (event) => {
        if (!isMouse(event)) return;
        openTimer.clear();
        closeSoon();
        pointerOpenedId.current = '';
      },
      // A click follows the link; it also toggles the panel, as a disclosure button does.
      onClick: () => {
        const wasOpen = openIdRef.current === itemId;
        if (wasOpen) close();
        else open(itemId);
        hoverSuppressedId.current = wasOpen ? itemId : '';
      },
      onKeyDown: (event) => {
        const enters = event.key === 'ArrowDown' || (event.key === 'Tab' && !event.shiftKey && expanded);
        if (!enters || event.altKey || event.ctrlKey || event.metaKey) return;
        const firstLink = focusablesIn(panelRef.current)[0];
        if (expanded && !firstLink) return;
        event.preventDefault();
        if (firstLink && expanded) firstLink.focus();
        else {
          focusPanelOnOpen.current = true;
          open(itemId);
        }
      },
    };
  };

  const panelProps = (itemId: string): DisclosurePanelProps => ({
    id: panelId(itemId),
    'aria-labelledby': triggerId(itemId),
    'data-state': openId === itemId ? 'open' : 'closed',
    ref: panelRef,
    // Following one of the panel's links closes it (a new-tab click with a modifier key does not).
    onClick: (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || event.metaKey) return;
      const focusWasInPanel = event.currentTarget.contains(document.activeElement);
      close();
      if (focusWasInPanel) triggerOf(itemId)?.focus();
    },
  });

  return {
    openId,
    close,
    panelId,
    navProps,
    listProps: { ref: listRef },
    triggerProps,
    panelProps,
    viewportProps: {
      onPointerEnter: () => closeTimer.clear(),
      onPointerLeave: (event) => {
        if (isMouse(event)) closeSoon();
      },
    },
  };
}
