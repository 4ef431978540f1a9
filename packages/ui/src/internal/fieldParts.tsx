import { type ReactNode, useId } from 'react';
import * as styles from './fieldStyles.css';

/** The ids that tie a field's control to its help and error texts, and its `aria-describedby`. */
export function useFieldIds(
  id: string | undefined,
  described: { help?: ReactNode; error?: ReactNode; extra?: string },
) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const helpId = `${fieldId}-help`;
  const errorId = `${fieldId}-error`;
  const describedBy =
    [described.help ? helpId : null, described.error ? errorId : null, described.extra ?? null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { fieldId, helpId, errorId, describedBy };
}

/** The field's visible label, with a required mark that screen readers skip (the control says `required`). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {required && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </label>
  );
}

/** The help text, and the error announced as it appears. */
export function FieldMessages({
  helpId,
  errorId,
  help,
  error,
}: {
  helpId: string;
  errorId: string;
  help?: ReactNode;
  error?: ReactNode;
}) {
  return (
    <>
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
