import { type AnimationEvent, type RefObject, useEffect, useState } from 'react';

function runningAnimation(element: HTMLElement): string {
  const style = getComputedStyle(element);
  if (style.display === 'none') return 'none';
  return style.animationName || 'none';
}

/**
 * Keeps an element mounted after `present` turns false until its exit animation (the CSS animation its
 * closed state sets) has finished; unmounts at once when there is none, e.g. without CSS. Spread
 * `onAnimationEnd` on the element that `ref` points at.
 */
export function usePresence(present: boolean, ref: RefObject<HTMLElement | null>) {
  const [mounted, setMounted] = useState(present);
  if (present && !mounted) setMounted(true);

  useEffect(() => {
    if (present || !mounted) return;
    const element = ref.current;
    if (!element || runningAnimation(element) === 'none') setMounted(false);
  }, [present, mounted, ref]);

  const onAnimationEnd = (event: AnimationEvent<HTMLElement>) => {
    if (present || event.target !== event.currentTarget) return;
    // The end of an earlier animation (the entrance, cut short) is not the exit's.
    if (event.animationName !== runningAnimation(event.currentTarget)) return;
    setMounted(false);
  };

  return { mounted: present || mounted, onAnimationEnd };
}
