import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import * as styles from './RevisionDiff.css';
import { wordDiff } from './wordDiff';

export interface RevisionDiffField {
  /** The field's name, e.g. 제목. */
  label: string;
  /** Its text in the older version (plain text; strip markup first). */
  before: string;
  /** Its text in the newer version. */
  after: string;
}

export interface RevisionDiffProps {
  /** Names the older version, e.g. 2026-11-20 10:12 버전; also read before each removed run. */
  beforeLabel: string;
  /** Names the newer version, e.g. 현재; also read before each inserted run. */
  afterLabel: string;
  fields: readonly RevisionDiffField[];
  /** Said of a field that did not change, e.g. 변경 없음; its text stays one click away. */
  unchangedText: string;
}

function ChangedText({ field, beforeLabel, afterLabel }: { field: RevisionDiffField } & Labels) {
  return (
    <p className={styles.text}>
      {wordDiff(field.before, field.after).map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === 'removed') {
          return (
            <del key={key} className={styles.removed}>
              <VisuallyHidden>{`[${beforeLabel}] `}</VisuallyHidden>
              {part.text}
            </del>
          );
        }
        if (part.kind === 'inserted') {
          return (
            <ins key={key} className={styles.inserted}>
              <VisuallyHidden>{`[${afterLabel}] `}</VisuallyHidden>
              {part.text}
            </ins>
          );
        }
        return <span key={key}>{part.text}</span>;
      })}
    </p>
  );
}

interface Labels {
  beforeLabel: string;
  afterLabel: string;
}

/**
 * Two versions of an item, field by field: a changed field shows its text with the removed words struck
 * through (`<del>`) and the inserted words underlined (`<ins>`); an unchanged field is collapsed to a line that
 * opens to its text.
 */
export function RevisionDiff({ beforeLabel, afterLabel, fields, unchangedText }: RevisionDiffProps) {
  return (
    <div className={styles.root}>
      <p className={styles.legend}>
        <span className={styles.legendBefore}>{beforeLabel}</span>
        <span aria-hidden="true" className={styles.arrow}>
          →
        </span>
        <span className={styles.legendAfter}>{afterLabel}</span>
      </p>
      <dl className={styles.fields}>
        {fields.map((field) => {
          const changed = field.before !== field.after;
          return (
            <div key={field.label} className={styles.field} data-changed={changed ? 'true' : 'false'}>
              <dt className={styles.label}>{field.label}</dt>
              <dd className={styles.value}>
                {changed ? (
                  <ChangedText field={field} beforeLabel={beforeLabel} afterLabel={afterLabel} />
                ) : (
                  <details className={styles.unchanged}>
                    <summary className={styles.summary}>{unchangedText}</summary>
                    <p className={styles.text}>{field.after}</p>
                  </details>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
