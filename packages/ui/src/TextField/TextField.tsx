import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        {...rest}
      />
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
    </div>
  );
});
