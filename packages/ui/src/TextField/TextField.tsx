import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from '../internal/fieldParts';
import { root } from '../internal/fieldStyles.css';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label (e.g. 아이디). */
  label: ReactNode;
  /** A hint under the input, linked with `aria-describedby`. */
  help?: ReactNode;
  /** An error under the input; marks it `aria-invalid` and is announced. */
  error?: ReactNode;
  /** `text` by default; `email`, `password`, `search`, `url`, `tel`, `number` work as usual. */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
}

/** A labelled input with help and error text. Every other input attribute passes through. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, help, error, id, type = 'text', required, className, ...rest },
  ref,
) {
  const { fieldId, helpId, errorId, describedBy } = useFieldIds(id, { help, error });
  return (
    <div className={clsx(root, className)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={ref}
        id={fieldId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        {...rest}
      />
      <FieldMessages helpId={helpId} errorId={errorId} help={help} error={error} />
    </div>
  );
});
