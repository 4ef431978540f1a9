import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Prose.css';

export interface ProseProps {
  /** Paragraphs of plain text, one `<p>` each. */
  paragraphs?: readonly string[];
  /** Or any content: its paragraphs get the same spacing and colour. */
  children?: ReactNode;
  /** `article`: relaxed copy for content pages; `report`: body-size copy for data pages. */
  variant?: 'article' | 'report';
  className?: string;
}

/** Body copy at reading width: paragraphs with relaxed line height. */
export function Prose({ paragraphs = [], children, variant = 'article', className }: ProseProps) {
  const variantClass = variant === 'report' ? styles.report : styles.prose;
  return (
    <div className={clsx(variantClass, className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
}
