import { clsx } from 'clsx';
import { Fragment, forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './ConsentField.css';

export interface ConsentTerm {
  term: ReactNode;
  description: ReactNode;
}

export interface ConsentFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title'> {
  /** The consent's heading, e.g. 개인정보 수집·이용 동의 (필수). */
  title: ReactNode;
  /** What is agreed to, as term and description (purpose, items collected, retention period). */
  terms: readonly ConsentTerm[];
  /** A note under the terms, e.g. the right to refuse and what follows. */
  note?: ReactNode;
  /** A link to the full policy (the app renders it, so it can route). */
  policyLink?: ReactNode;
  /** The checkbox's label, e.g. 위 내용에 동의합니다. */
  agreeLabel: ReactNode;
  /** An error under the checkbox; marks it `aria-invalid` and is announced. */
  error?: ReactNode;
}

/**
 * Consent to the collection and use of personal information as Korean sites show it under PIPA: the
 * purpose, the items and the retention period in a table, then one checkbox to agree.
 */
export const ConsentField = forwardRef<HTMLInputElement, ConsentFieldProps>(function ConsentField(
  { title, terms, note, policyLink, agreeLabel, error, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const termsId = `${boxId}-terms`;
  const errorId = `${boxId}-error`;
  return (
    <fieldset className={clsx(styles.root, className)} data-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{title}</legend>
      <dl id={termsId} className={styles.terms}>
        {terms.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the terms are a fixed list given in order
          <Fragment key={index}>
            <dt className={styles.term}>{entry.term}</dt>
            <dd className={styles.definition}>{entry.description}</dd>
          </Fragment>
        ))}
      </dl>
      {note && <p className={styles.note}>{note}</p>}
      {policyLink && <span className={styles.link}>{policyLink}</span>}
      <label htmlFor={boxId} className={styles.check}>
        <input
          ref={ref}
          id={boxId}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <span>{agreeLabel}</span>
      </label>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
});
