import type { ChangeEvent } from 'react';
import * as styles from './HoneypotField.css';

export interface HoneypotFieldProps {
  /** The field's name, one robots like to fill (e.g. `website`). */
  name: string;
  /** Its label, in case a person does meet it (e.g. 이 칸은 비워 두세요). */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive technology)
 * that form-filling robots fill in: a filled one marks the submission as automated.
 */
export function HoneypotField({ name, label, value, onChange }: HoneypotFieldProps) {
  return (
    <div className={styles.root} aria-hidden="true">
      <label>
        {label}
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
