import { clsx } from 'clsx';
import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from '../internal/fieldParts';
import { root } from '../internal/fieldStyles.css';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> {
  label: ReactNode;
  /** The text's current value (the counter counts it). */
  value: string;
  /** The most characters allowed: counted, and marked when passed (typing is never cut off). */
  maxLength: number;
  /** The counter's text, e.g. `(count, max) => \`${count} / ${max}자\``. */
  counterLabel: (count: number, max: number) => string;
  help?: ReactNode;
  /** An error under the field; marks it `aria-invalid` and is announced. */
  error?: ReactNode;
}

/**
 * A labelled multi-line text field with a character counter. The counter is part of the field's
 * description; past the limit it turns red, but nothing typed or pasted is cut off.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, value, maxLength, counterLabel, help, error, id, required, className, rows = 8, ...rest },
  ref,
) {
  const counterId = `${useId()}-counter`;
  const { fieldId, helpId, errorId, describedBy } = useFieldIds(id, { help, error, extra: counterId });
  const count = [...value].length;
  const over = count > maxLength;
  return (
    <div className={clsx(root, className)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <textarea
        ref={ref}
        id={fieldId}
        value={value}
        rows={rows}
        required={required}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy}
        className={styles.textarea}
        {...rest}
      />
      <div className={styles.footer}>
        <div className={styles.messages}>
          <FieldMessages helpId={helpId} errorId={errorId} help={help} error={error} />
        </div>
        <p id={counterId} className={[styles.counter, over ? styles.counterOver : ''].join(' ')}>
          {counterLabel(count, maxLength)}
        </p>
      </div>
    </div>
  );
});
