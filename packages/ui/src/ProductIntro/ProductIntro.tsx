import { type ReactNode, useId } from 'react';
import { MediaSplit } from '../MediaSplit';
import { Eyebrow, Lead } from '../Typography';
import * as styles from './ProductIntro.css';

export interface ProductIntroProps {
  /** The product's illustration (a Figure). */
  media: ReactNode;
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  lead: ReactNode;
  /** Points and onward links under the lead. */
  children?: ReactNode;
}

/** A product, brand or project presented beside its illustration: name, subtitle, lead, points and links. */
export function ProductIntro({ media, eyebrow, title, subtitle, lead, children }: ProductIntroProps) {
  const headingId = useId();
  return (
    <MediaSplit media={media}>
      <section className={styles.text} aria-labelledby={headingId}>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <Lead size="statement">{lead}</Lead>
        {children}
      </section>
    </MediaSplit>
  );
}
