import { clsx } from 'clsx';
import type { MouseEvent } from 'react';
import * as styles from './SearchDialog.css';

export interface SearchTriggerProps {
  /** The accessible name, e.g. 검색. */
  label: string;
  /** The results page: the trigger is a link to it, so it works before (or without) the script. */
  href: string;
  /** Whether `/` and Ctrl+K (⌘K) open the search (announced to assistive technology). Default true. */
  shortcuts?: boolean;
  /** A plain click (no modifier keys) opens the search here instead of following the link. */
  onOpen?: () => void;
  className?: string;
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/** Whether a key press asks for the search: `/` outside a text field, or Ctrl+K (⌘K) anywhere. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
  const commandK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
  return commandK || (slash && !isTextField(event.target));
}

function SearchIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search button: a link to the results page with a magnifier, which `SearchDialog` turns into
 * the dialog's opener. On its own it lets a page show the button before the dialog's code has arrived.
 */
export function SearchTrigger({ label, href, shortcuts = true, onOpen, className }: SearchTriggerProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a
      href={href}
      className={clsx(styles.trigger, className)}
      aria-haspopup="dialog"
      aria-keyshortcuts={shortcuts ? '/ Control+K Meta+K' : undefined}
      title={label}
      onClick={open}
    >
      <SearchIcon />
      <span className={styles.visuallyHidden}>{label}</span>
    </a>
  );
}
