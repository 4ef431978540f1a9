import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { clsx } from 'clsx';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import * as styles from './CountUpStat.css';
import { countUpValue } from './countUp';
import { formatFigure } from './formatFigure';

export interface CountUpStatProps {
  /** The final figure. */
  value: number;
  /** What the figure counts, shown under it (e.g. 고객사, Client organizations). */
  label: ReactNode;
  /** Shown before the number (e.g. ₩). */
  prefix?: string;
  /** Shown after the number (e.g. B, %). */
  suffix?: string;
  /** Digits after the decimal point. */
  decimals?: number;
  /** Locale for digit grouping; fixed by default so server and browser print the same. */
  locale?: string;
  /** Length of the count in ms (the specification: 1 s). */
  durationMs?: number;
  /** Share of the figure that must be visible before it counts (the specification: 30 %). */
  threshold?: number;
  /** Set false to show the final value without counting (static pages, screenshots). */
  animate?: boolean;
  className?: string;
}

/**
 * A figure that counts up from 0 once, the first time 30 % of it is visible. Assistive technology
 * and the server-rendered HTML always get the final value; the moving digits are hidden from them.
 */
export function CountUpStat({
  value,
  label,
  prefix = '',
  suffix = '',
  decimals = 0,
  locale = 'en-US',
  durationMs = 1000,
  threshold = 0.3,
  animate = true,
  className,
}: CountUpStatProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  // The server and the first paint show the final value; the count starts at 0 only in the browser.
  const [shown, setShown] = useState(value);
  const [state, setState] = useState<'idle' | 'waiting' | 'counting' | 'done'>('idle');

  // A layout effect, so a figure below the fold never flashes its final value before resetting to 0.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !animate || reducedMotion || typeof IntersectionObserver === 'undefined') {
      setShown(value);
      setState('done');
      return;
    }
    setShown(0);
    setState('waiting');
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) return;
        observer.disconnect();
        setState('counting');
        let start: number | undefined;
        const step = (time: number) => {
          start ??= time;
          const next = countUpValue(value, time - start, durationMs, decimals);
          setShown(next);
          if (next === value) setState('done');
          else frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, decimals, durationMs, threshold, reducedMotion, animate]);

  const format = (n: number) => formatFigure(n, decimals, locale);
  const finalText = `${prefix}${format(value)}${suffix}`;

  return (
    <div ref={ref} className={clsx(styles.stat, className)} data-state={state}>
      <p className={styles.figure}>
        <span aria-hidden="true">
          {prefix}
          <span className={styles.digits}>{format(shown)}</span>
          {suffix ? <span className={styles.affix}>{suffix}</span> : null}
        </span>
        <VisuallyHidden>{finalText}</VisuallyHidden>
      </p>
      <p className={styles.label}>{label}</p>
    </div>
  );
}

export interface CountUpStatGroupProps {
  /** The figures, typically four. */
  items: (CountUpStatProps & { id: string })[];
  /** Accessible name of the group (e.g. the section heading's text). */
  label?: string;
  className?: string;
}

/** Four (or any number of) figures in a grid: four across on desktop, two by two on mobile. */
export function CountUpStatGroup({ items, label, className }: CountUpStatGroupProps) {
  return (
    <ul
      // biome-ignore lint/a11y/noRedundantRoles: list-style: none removes the implicit role in Safari
      role="list"
      aria-label={label}
      className={clsx(styles.group, className)}
    >
      {items.map(({ id, ...item }) => (
        <li key={id} className={styles.groupItem}>
          <CountUpStat {...item} />
        </li>
      ))}
    </ul>
  );
}
