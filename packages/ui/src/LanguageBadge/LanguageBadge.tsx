import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './LanguageBadge.css';

export interface LanguageBadgeProps {
  /** What the badge shows: a short note ("Korean only") or a language mark ("KO", "EN"). */
  children: ReactNode;
  /**
   * `note` a quiet note beside a text; `present` a language the item has; `absent` one it lacks (shown
   * faded and struck through).
   */
  tone?: 'note' | 'present' | 'absent';
  /** Read by screen readers in place of the visible text, e.g. "English version: none" for "EN". */
  accessibleLabel?: string;
  className?: string;
}

/** A small pill that names a language: a "Korean only" note beside a text, or a KO / EN mark in a list. */
export function LanguageBadge({ children, tone = 'note', accessibleLabel, className }: LanguageBadgeProps) {
  return (
    <span className={clsx(styles.badge({ tone }), className)} data-tone={tone}>
      {accessibleLabel ? (
        <>
          <span aria-hidden="true">{children}</span>
          <VisuallyHidden>{accessibleLabel}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </span>
  );
}
