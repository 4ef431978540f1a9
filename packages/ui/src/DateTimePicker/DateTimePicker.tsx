import { FieldLabel, FieldMessages, useFieldIds } from '../internal/fieldParts';
import { root } from '../internal/fieldStyles.css';
import * as styles from './DateTimePicker.css';

export interface DateTimePickerProps {
  /** The visible label, e.g. 게시 예약 일시. */
  label: string;
  /** A local moment as `YYYY-MM-DDTHH:mm`, or `''` for none. */
  value: string;
  /** Called with the new local moment (`YYYY-MM-DDTHH:mm`, or `''` when cleared). */
  onChange: (value: string) => void;
  /** The earliest moment that may be picked, in the same form (e.g. now, for a schedule). */
  min?: string;
  /** A hint under the input, e.g. the time zone. */
  hint?: string;
  /** An error under the input; marks it invalid and is announced. */
  error?: string;
  disabled?: boolean;
}

/** A labelled date and time input (the browser's own `datetime-local` picker) in the library's field style. */
export function DateTimePicker({ label, value, onChange, min, hint, error, disabled }: DateTimePickerProps) {
  const { fieldId, helpId, errorId, describedBy } = useFieldIds(undefined, { help: hint, error });
  return (
    <div className={root}>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <input
        id={fieldId}
        type="datetime-local"
        className={styles.input}
        value={value}
        min={min}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessages helpId={helpId} errorId={errorId} help={hint} error={error} />
    </div>
  );
}
