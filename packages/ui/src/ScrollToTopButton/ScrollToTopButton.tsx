import { clsx } from 'clsx';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { useAnyPopupOpen } from '../internal/openPopups';
import * as styles from './ScrollToTopButton.css';
import { useScrolledPast } from './useScrolledPast';

export interface ScrollToTopButtonProps {
  /** Accessible name, e.g. "맨 위로". */
  label: string;
  /** Appears once the page is scrolled further than this many px. */
  threshold?: number;
  /**
   * 'window' floats at the bottom corner of the window. 'end' docks where it is rendered (put it just before
   * the footer): on a window wide enough to leave a margin beside the content column (1400 px and up) it floats
   * in that margin until that place scrolls into view, then stays above it; narrower, it never floats: it sits
   * in a row of its own there, at the end of the page, so it covers no heading, field or link.
   */
  dock?: 'window' | 'end';
  className?: string;
}

/**
 * A floating button that appears once the page is scrolled down and scrolls back to the top. It stacks above
 * a docked bar such as the news popup's, and is hidden while that popup is open.
 */
export function ScrollToTopButton({
  label,
  threshold = 300,
  dock = 'window',
  className,
}: ScrollToTopButtonProps) {
  const visible = useScrolledPast(threshold);
  const reducedMotion = usePrefersReducedMotion();
  const popupOpen = useAnyPopupOpen();
  const button =
    !visible || popupOpen ? null : (
      <button
        type="button"
        aria-label={label}
        data-floating="scroll-to-top"
        className={clsx(styles.button, dock === 'end' ? styles.docked : null, className)}
        onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none">
          <path
            d="M12 19V5M5 12l7-7 7 7"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    );
  return dock === 'end' ? <div className={styles.rail}>{button}</div> : button;
}
