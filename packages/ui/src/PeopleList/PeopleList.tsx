import { Portrait } from '../Portrait';
import type { ImageInput } from '../ResponsiveImage';
import * as styles from './PeopleList.css';

export interface Person {
  id: string;
  name: string;
  /** Their position, e.g. "대표이사". */
  role: string;
  /** A few lines about them. */
  bio: string;
  /** Their portrait; a monogram of the name when absent or when it cannot load. */
  portrait?: ImageInput | null;
}

export interface PeopleListProps {
  people: readonly Person[];
  /** Names the list, e.g. "경영진". */
  'aria-label'?: string;
  /** Heading level of each name, to fit the page outline (h3 by default). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** People (a leadership team): each with their portrait beside their name and role, their bio below. */
export function PeopleList({ people, 'aria-label': ariaLabel, headingLevel = 'h3' }: PeopleListProps) {
  const Heading = headingLevel;
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {people.map((person) => (
        <li key={person.id} className={styles.person}>
          <div className={styles.head}>
            <Portrait name={person.name} image={person.portrait} />
            <div className={styles.names}>
              <Heading className={styles.name}>{person.name}</Heading>
              <p className={styles.role}>{person.role}</p>
            </div>
          </div>
          <p className={styles.bio}>{person.bio}</p>
        </li>
      ))}
    </ul>
  );
}
