import { Portrait } from '../Portrait';
import { Prose } from '../Prose';
import type { ImageInput } from '../ResponsiveImage';
import * as styles from './Letter.css';

export interface LetterProps {
  /** The opening line, set large beside the body. */
  greeting: string;
  paragraphs: readonly string[];
  /** Who signs, e.g. "대표이사 홍길동": set on the signature line under the body. */
  signature: string;
  /** The author's portrait under the greeting; a monogram of `authorName` when it cannot load. */
  portrait?: { image: ImageInput | null; alt: string };
  /** The author's name, for the portrait's monogram (the signature's last word by default). */
  authorName?: string;
}

/**
 * A signed message (the CEO's letter): its greeting large on the left with the author's portrait, the body on
 * the right, closed by a signature line.
 */
export function Letter({ greeting, paragraphs, signature, portrait, authorName }: LetterProps) {
  return (
    <div className={styles.letter}>
      <div className={styles.aside}>
        <p className={styles.greeting}>{greeting}</p>
        {portrait ? (
          <Portrait
            shape="frame"
            className={styles.portrait}
            name={authorName ?? signature.trim().split(/\s+/).pop() ?? signature}
            image={portrait.image}
            alt={portrait.alt}
          />
        ) : null}
      </div>
      <div>
        <Prose paragraphs={paragraphs} />
        <p className={styles.signature} data-signature="">
          <span className={styles.signatureRule} aria-hidden="true" />
          {signature}
        </p>
      </div>
    </div>
  );
}
