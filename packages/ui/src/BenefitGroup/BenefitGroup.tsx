import { type ReactNode, useId } from 'react';
import { ItemIndex } from '../Typography';
import * as styles from './BenefitGroup.css';

export interface BenefitItem {
  id: string;
  title: ReactNode;
  description: ReactNode;
}

export interface BenefitGroupProps {
  /** Its place among the groups, shown as 01, 02, ... */
  index: number;
  title: ReactNode;
  subtitle?: ReactNode;
  items: readonly BenefitItem[];
}

/** A group of benefits: its numbered name on the left, its items as soft tiles on the right. */
export function BenefitGroup({ index, title, subtitle, items }: BenefitGroupProps) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.head}>
        <ItemIndex index={index} />
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <h3 className={styles.itemTitle}>{item.title}</h3>
            <p className={styles.itemText}>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Benefit groups stacked between rules. */
export function BenefitGroups({ children }: { children: ReactNode }) {
  return <div className={styles.groups}>{children}</div>;
}
