import { clsx } from 'clsx';
import {
  type ChangeEvent,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from 'react';
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
  /**
   * With `maxLength`, a counter under the input, e.g. `(count, max) => \`${count} / ${max}자\``: past the limit
   * it turns red and the input is invalid, but nothing typed or pasted is cut off (the browser's own
   * `maxlength`, which cuts silently, is not set). Without it, `maxLength` is the browser's.
   */
  counterLabel?: (count: number, max: number) => string;
}

/** From this share of the limit on, the counter is also announced (politely) as it changes. */
const NEAR_LIMIT = 0.9;

/** A labelled input with help and error text, and an optional character counter. Every other input attribute passes through. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    help,
    error,
    id,
    type = 'text',
    required,
    className,
    maxLength,
    counterLabel,
    value,
    defaultValue,
    onChange,
    ...rest
  },
  ref,
) {
  const counted = counterLabel !== undefined && maxLength !== undefined;
  const counterId = `${useId()}-counter`;
  const { fieldId, helpId, errorId, describedBy } = useFieldIds(id, {
    help,
    error,
    extra: counted ? counterId : undefined,
  });
  // An uncontrolled input's text, for the counter.
  const [typed, setTyped] = useState(() => String(defaultValue ?? ''));
  const text = value === undefined ? typed : String(value);
  const count = [...text].length;
  const over = counted && count > maxLength;
  const near = counted && count >= maxLength * NEAR_LIMIT;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setTyped(event.target.value);
    onChange?.(event);
  };
  const input = (
    <input
      ref={ref}
      id={fieldId}
      type={type}
      required={required}
      maxLength={counted ? undefined : maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={change}
      aria-invalid={error || over ? true : undefined}
      aria-describedby={describedBy}
      className={styles.input}
      {...rest}
    />
  );
  if (!counted)
    return (
      <div className={clsx(root, className)}>
        <FieldLabel htmlFor={fieldId} required={required}>
          {label}
        </FieldLabel>
        {input}
        <FieldMessages helpId={helpId} errorId={errorId} help={help} error={error} />
      </div>
    );
  const counter = counterLabel(count, maxLength);
  return (
    <div className={clsx(root, className)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      {input}
      <div className={styles.footer}>
        <div className={styles.messages}>
          <FieldMessages helpId={helpId} errorId={errorId} help={help} error={error} />
        </div>
        <p id={counterId} className={clsx(styles.counter, over && styles.counterOver)}>
          {counter}
        </p>
      </div>
      {/* Every keystroke is not news: the count is read out only near and past the limit. */}
      <span aria-live="polite" className={styles.visuallyHidden}>
        {near ? counter : ''}
      </span>
    </div>
  );
});
