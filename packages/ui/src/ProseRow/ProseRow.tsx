import { useId } from 'react';
import { Prose } from '../Prose';
import { SectionTitle } from '../Section';
import { ItemIndex } from '../Typography';
import * as styles from './ProseRow.css';

export interface ProseRowProps {
  /** Its place in the sequence, shown as 01, 02, ... */
  index: number;
  title: string;
  paragraphs: readonly string[];
}

/** A numbered chapter of a longer text: its heading on the left, its paragraphs on the right. */
export function ProseRow({ index, title, paragraphs }: ProseRowProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.row}>
      <div className={styles.headingGroup}>
        <ItemIndex index={index} />
        <SectionTitle id={headingId}>{title}</SectionTitle>
      </div>
      <Prose paragraphs={paragraphs} />
    </section>
  );
}
