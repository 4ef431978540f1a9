import * as styles from './PersonMeta.css';

export interface PersonMetaProps {
  /** The person's name; its first letter becomes the monogram. */
  name: string;
  /** Their position, e.g. "대표이사". */
  jobTitle: string;
}

/**
 * A person's role and a monogram of their name, placed under their entry in a FeatureGrid. The monogram is
 * decoration: the name is read in the entry's heading.
 */
export function PersonMeta({ name, jobTitle }: PersonMetaProps) {
  return (
    <>
      <span className={styles.role}>{jobTitle}</span>
      <span className={styles.monogram} aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    </>
  );
}
