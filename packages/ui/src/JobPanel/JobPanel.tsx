import type { ReactNode } from 'react';
import { Eyebrow, Lead } from '../Typography';
import * as styles from './JobPanel.css';

export interface JobPanelProps {
  /** The organisation, as the panel's h2. */
  title: ReactNode;
  /** A label above the title (the organisation's English name on a Korean page). */
  eyebrow?: ReactNode;
  /** The eyebrow's language, when it differs from the page's. */
  eyebrowLang?: string;
  description: ReactNode;
  /** The h3 above the roles, e.g. "주요 업무". */
  itemsTitle: ReactNode;
  /** The roles: usually a FeatureGrid with `headingLevel={4}`. */
  children: ReactNode;
}

/** One organisation of a jobs page (a tab's content): who they are on the left, their roles on the right. */
export function JobPanel({ title, eyebrow, eyebrowLang, description, itemsTitle, children }: JobPanelProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.intro}>
        {eyebrow ? <Eyebrow lang={eyebrowLang}>{eyebrow}</Eyebrow> : null}
        <h2 className={styles.title}>{title}</h2>
        <Lead>{description}</Lead>
      </div>
      <div className={styles.items}>
        <h3 className={styles.itemsTitle}>{itemsTitle}</h3>
        {children}
      </div>
    </div>
  );
}
