import { clsx } from 'clsx';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from '../internal/fieldParts';
import { root } from '../internal/fieldStyles.css';
import * as styles from './SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice that asks for one (e.g. 문의 분야를 선택해 주세요); chosen while the value is ''. */
  placeholder?: string;
  /** A hint under the select, linked with `aria-describedby`. */
  help?: ReactNode;
  /** An error under the select; marks it `aria-invalid` and is announced. */
  error?: ReactNode;
}

/** A labelled native select (the platform's own picker on phones) with help and error text. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, help, error, id, required, className, ...rest },
  ref,
) {
  const { fieldId: selectId, helpId, errorId, describedBy } = useFieldIds(id, { help, error });
  return (
    <div className={clsx(root, className)}>
      <FieldLabel htmlFor={selectId} required={required}>
        {label}
      </FieldLabel>
      <div className={styles.control}>
        <select
          ref={ref}
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.select}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className={styles.chevron} />
      </div>
      <FieldMessages helpId={helpId} errorId={errorId} help={help} error={error} />
    </div>
  );
});
