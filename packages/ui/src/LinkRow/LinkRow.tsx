import { Children, isValidElement, type ReactNode } from 'react';
import * as styles from './LinkRow.css';

export interface LinkRowProps {
  /** The links (usually ArrowLinks), one list item each. */
  children: ReactNode;
  /** Names the list, if the surrounding heading does not. */
  'aria-label'?: string;
}

/** A wrapping row of links, as a list. */
export function LinkRow({ children, 'aria-label': ariaLabel }: LinkRowProps) {
  return (
    <ul aria-label={ariaLabel} className={styles.row}>
      {Children.toArray(children).map((child) => (
        // Children.toArray keys every element it returns.
        <li key={isValidElement(child) ? child.key : String(child)}>{child}</li>
      ))}
    </ul>
  );
}
