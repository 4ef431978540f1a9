import { useId } from 'react';
import * as styles from './Logo.css';
import { logoSymbol } from './logoSymbol';

/** A logotype in the logo's two weights: its strong part, then its light part (e.g. "CleanAir" and "Tech"). */
export interface Logotype {
  strong: string;
  light?: string;
}

export interface LogoProps {
  /** The logo's accessible name: the company's name. */
  label: string;
  /** The logotype beside the symbol (Korean or English); the symbol alone without it. */
  logotype?: Logotype;
  /** `light`: for light grounds (the symbol in the brand gradient); `reversed`: white, for dark grounds. */
  tone?: 'light' | 'reversed';
  /** `sm` in bars, `md` (default) on its own, `lg` on CI plates, `xl` for the symbol shown large. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * In a bar with other controls (a phone's header): on screens narrower than 360 px the logotype is left out
   * and the symbol stands alone; from 360 px the whole lockup shows.
   */
  symbolOnlyWhenNarrow?: boolean;
  /** Also sets the colour of the logotype's strong part in the light tone (`color`). */
  className?: string;
}

/**
 * The company logo: the symbol and, given one, a logotype in two weights. One drawing for every place (header,
 * footer, 404, the intro's last frame, the CI page), in the light or the reversed tone. The texts come in as
 * props; the symbol's paths are `logoSymbol`.
 */
export function Logo({
  label,
  logotype,
  tone = 'light',
  size = 'md',
  symbolOnlyWhenNarrow = false,
  className,
}: LogoProps) {
  const gradientId = `logo-gradient-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const reversed = tone === 'reversed';
  return (
    <span
      role="img"
      aria-label={label}
      className={[
        styles.root,
        styles.sizes[size],
        reversed ? styles.reversed : styles.light,
        symbolOnlyWhenNarrow ? styles.symbolOnlyWhenNarrow : null,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      data-logo={tone}
      data-symbol-only-below={symbolOnlyWhenNarrow ? styles.SYMBOL_ONLY_BELOW_PX : undefined}
    >
      <svg className={styles.symbol} viewBox={logoSymbol.viewBox} aria-hidden="true" focusable="false">
        {reversed ? null : (
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" className={styles.stopStart} />
              <stop offset="1" className={styles.stopEnd} />
            </linearGradient>
          </defs>
        )}
        <g fill={reversed ? 'currentColor' : `url(#${gradientId})`} data-logo-symbol="">
          {logoSymbol.paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      </svg>
      {logotype ? (
        <span className={styles.logotypeBox} aria-hidden="true" data-logotype="">
          {/* An inline box of its own: a link around the logo does not underline the logotype. */}
          <span className={styles.logotype}>
            <span className={styles.strong}>{logotype.strong}</span>
            {/* A space in the text, not drawn (the gap is): a link's name can then contain what it shows. */}
            {logotype.light ? ' ' : null}
            {logotype.light ? <span className={styles.lightPart}>{logotype.light}</span> : null}
          </span>
        </span>
      ) : null}
    </span>
  );
}
