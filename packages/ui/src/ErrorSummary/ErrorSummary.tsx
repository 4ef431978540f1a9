import { clsx } from 'clsx';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryItem {
  /** The id of the field in error: its entry links to it and moves focus there. */
  fieldId: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** E.g. 입력 내용을 확인해 주세요. */
  title: ReactNode;
  errors: readonly ErrorSummaryItem[];
  /** Takes focus when shown (after a submit), so keyboard and screen-reader users land on it. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The errors of a form, listed above it after a failed submit, each a link to its field. Mount it
 * anew (a new `key`) on each submit so it takes focus again.
 */
export function ErrorSummary({ title, errors, autoFocus = true, className }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  const toField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  return (
    <div ref={ref} tabIndex={-1} role="alert" className={clsx(styles.root, className)}>
      <p className={styles.title}>{title}</p>
      {errors.length > 0 && (
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                className={styles.link}
                href={`#${error.fieldId}`}
                onClick={(event) => toField(event, error.fieldId)}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
