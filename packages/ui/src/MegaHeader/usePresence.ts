import { type RefObject, useEffect, useState } from 'react';

function runningAnimation(element: HTMLElement): string {
  const style = getComputedStyle(element);
  if (style.display === 'none') return 'none';
  return style.animationName || 'none';
}

/**
 * Keeps an element mounted after `present` turns false until its exit animation (the CSS animation its
 * closed state sets) has finished; unmounts at once when there is none, e.g. without CSS.
 */
export function usePresence(present: boolean, ref: RefObject<HTMLElement | null>): boolean {
  const [mounted, setMounted] = useState(present);
  if (present && !mounted) setMounted(true);

  useEffect(() => {
    if (present || !mounted) return;
    const element = ref.current;
    if (!element || runningAnimation(element) === 'none') {
      setMounted(false);
      return;
    }
    const onAnimationDone = (event: AnimationEvent) => {
      // Not the end of an earlier animation (the entrance, cut short) nor of a child's.
      if (event.target === element && event.animationName === runningAnimation(element)) setMounted(false);
    };
    element.addEventListener('animationend', onAnimationDone);
    element.addEventListener('animationcancel', onAnimationDone);
    return () => {
      element.removeEventListener('animationend', onAnimationDone);
      element.removeEventListener('animationcancel', onAnimationDone);
    };
  }, [present, mounted, ref]);

  return present || mounted;
}
