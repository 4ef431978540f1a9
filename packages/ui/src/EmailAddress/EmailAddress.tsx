import { clsx } from 'clsx';
import * as styles from './EmailAddress.css';

export interface EmailAddressProps {
  /** The address, e.g. sales@cleanairtech.co.kr. */
  address: string;
  className?: string;
}

/**
 * An e-mail address set so that a narrow line never breaks it mid-name: each side of the "@" stays whole, and
 * the one place it may wrap is right after the "@" (a <wbr>). Render it inside the link or sentence it
 * belongs to; the text, copied or read out, is the plain address.
 */
export function EmailAddress({ address, className }: EmailAddressProps) {
  const at = address.indexOf('@');
  const root = clsx(styles.root, className);
  if (at < 1) return <span className={root}>{address}</span>;
  return (
    <span className={root}>
      <span className={styles.part}>{address.slice(0, at + 1)}</span>
      <wbr />
      <span className={styles.part}>{address.slice(at + 1)}</span>
    </span>
  );
}
