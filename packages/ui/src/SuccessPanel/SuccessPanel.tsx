import { clsx } from 'clsx';
import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './SuccessPanel.css';

export interface SuccessPanelProps {
  /** E.g. 문의가 접수되었습니다. */
  title: ReactNode;
  /** The label and value of the reference to quote later (e.g. 접수 번호, INQ-1A2B3C4D). */
  referenceLabel?: ReactNode;
  reference?: string;
  /** What happens next. */
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Moves focus to the title when shown, so the change is read out. */
  autoFocus?: boolean;
  /** The heading level of the title (2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
}

/** What a visitor sees once something they sent was received: a title, a reference and what comes next. */
export function SuccessPanel({
  title,
  referenceLabel,
  reference,
  children,
  actions,
  autoFocus = true,
  headingLevel = 2,
  className,
}: SuccessPanelProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) titleRef.current?.focus();
  }, [autoFocus]);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section role="status" className={clsx(styles.root, className)}>
      <span className={styles.mark} aria-hidden="true">
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <Heading ref={titleRef} tabIndex={-1} className={styles.title}>
        {title}
      </Heading>
      {reference && (
        <dl className={styles.reference}>
          <dt className={styles.referenceLabel}>{referenceLabel}</dt>
          <dd className={styles.referenceValue}>{reference}</dd>
        </dl>
      )}
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
