import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes. Reload and close: `beforeunload`. In-app links and Back:
 * the app runs under `<BrowserRouter>` (no data router, so no `useBlocker`), so this hook catches clicks on
 * same-origin links (in the capture phase, before React Router's own handler) and guards Back with one extra
 * history entry while the form is dirty. Everything lives here so the hook can become `useBlocker` when the
 * app moves to the data router: callers only read `asking`, `stay`, `leave` and `navigateAway`.
 */
export interface LeaveGuard {
  /** Whether the question is shown. */
  asking: boolean;
  /** Keep editing. */
  stay: () => void;
  /** Leave as asked (follow the link, or go back). */
  leave: () => void;
  /** Navigate away on purpose (after a save or a confirmed cancel), without asking. */
  navigateAway: (to: string) => void;
}

type Pending = { type: 'link'; href: string } | { type: 'back' };

const GUARD_STATE = '__leaveGuard';

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  /** Whether our extra history entry is on top. */
  const guarding = useRef(false);
  const bypass = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (bypass.current) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (bypass.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ type: 'link', href: `${url.pathname}${url.search}${url.hash}` });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    if (!guarding.current) {
      // One extra entry with the same address: Back lands on it, and we ask.
      window.history.pushState({ ...(window.history.state as object), [GUARD_STATE]: true }, '');
      guarding.current = true;
    }
    const onPopState = () => {
      if (bypass.current || !guarding.current) return;
      guarding.current = false;
      if (!dirtyRef.current) {
        window.history.back();
        return;
      }
      // Put the guard back while we ask.
      window.history.pushState({ ...(window.history.state as object), [GUARD_STATE]: true }, '');
      guarding.current = true;
      setPending({ type: 'back' });
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [dirty]);

  const navigateAway = useCallback(
    (to: string) => {
      bypass.current = true;
      // The guard's extra entry is replaced, so Back from there does not land on the form again.
      navigate(to, { replace: guarding.current });
      guarding.current = false;
    },
    [navigate],
  );

  const leave = useCallback(() => {
    const target = pending;
    setPending(null);
    if (!target) return;
    if (target.type === 'link') {
      navigateAway(target.href);
      return;
    }
    bypass.current = true;
    guarding.current = false;
    // Two entries back: our guard entry, then the page before the form.
    window.history.go(-2);
  }, [pending, navigateAway]);

  return { asking: pending !== null, stay: () => setPending(null), leave, navigateAway };
}
