import type { ReactNode } from 'react';
import { InlineArrow } from '../ArrowLink';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './PillarCards.css';

export interface Pillar {
  id: string;
  /** A large initial that stands for the pillar (E, S, G); decoration. */
  letter: string;
  title: ReactNode;
  description: ReactNode;
  link?: { href: string; label: string };
}

export interface PillarCardsProps {
  pillars: readonly Pillar[];
  /** Plugs in a client-side router; a plain anchor by default. */
  renderLink?: LinkRenderer;
}

/** The pillars of a strategy (E, S, G) as dark cards with a large initial and a link to each pillar's page. */
export function PillarCards({ pillars, renderLink = defaultRenderLink }: PillarCardsProps) {
  return (
    <ul className={styles.list}>
      {pillars.map((pillar) => (
        <li key={pillar.id} className={styles.card}>
          <span className={styles.letter} aria-hidden="true">
            {pillar.letter}
          </span>
          <h3 className={styles.title}>{pillar.title}</h3>
          <p className={styles.text}>{pillar.description}</p>
          {pillar.link
            ? renderLink({
                href: pillar.link.href,
                className: styles.link,
                children: (
                  <>
                    {pillar.link.label}
                    <InlineArrow />
                  </>
                ),
              })
            : null}
        </li>
      ))}
    </ul>
  );
}
