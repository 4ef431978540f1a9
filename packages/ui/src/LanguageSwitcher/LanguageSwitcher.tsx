import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './LanguageSwitcher.css';

export interface LanguageOption {
  value: string;
  /** What the switcher shows, e.g. "KR" or "EN". */
  label: string;
  /** The language's own name for assistive technology, e.g. "한국어" or "English". */
  name?: string;
  /** BCP 47 tag of the option's text, e.g. "ko" or "en". */
  lang?: string;
}

export interface LanguageSwitcherProps {
  value: string;
  options: LanguageOption[];
  onChange: (value: string) => void;
  /** Accessible name of the switcher, e.g. "언어 선택"; the current label is read after it. */
  label: string;
  className?: string;
}

/** Shows the current language (KR / EN) and a small list to change it; closes on an outside press or a pick. */
export function LanguageSwitcher({ value, options, onChange, label, className }: LanguageSwitcherProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = options.find((option) => option.value === value) ?? options[0];

  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const pick = (next: string) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (next !== value) onChange(next);
  };

  return (
    <div ref={rootRef} className={clsx(styles.root, className)}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label} ${current?.label ?? ''}`.trim()}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {current?.label}
        <span className={styles.chevron} data-open={open ? 'true' : 'false'} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              lang={option.lang}
              className={styles.option}
              aria-current={option.value === value ? 'true' : undefined}
              aria-label={option.name ? `${option.label} ${option.name}` : undefined}
              onClick={() => pick(option.value)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
