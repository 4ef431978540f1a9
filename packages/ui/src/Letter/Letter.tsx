import { Prose } from '../Prose';
import * as styles from './Letter.css';

export interface LetterProps {
  /** The opening line, set large beside the body. */
  greeting: string;
  paragraphs: readonly string[];
  /** Who signs, e.g. "대표이사 홍길동". */
  signature: string;
}

/** A signed message (the CEO's letter): its greeting large on the left, the body and signature on the right. */
export function Letter({ greeting, paragraphs, signature }: LetterProps) {
  return (
    <div className={styles.letter}>
      <p className={styles.greeting}>{greeting}</p>
      <div>
        <Prose paragraphs={paragraphs} />
        <p className={styles.signature}>{signature}</p>
      </div>
    </div>
  );
}
