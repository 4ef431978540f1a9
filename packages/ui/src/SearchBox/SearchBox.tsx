import { clsx } from 'clsx';
import { type FormEvent, useId } from 'react';
import { Button } from '../Button';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  /** The field's label; visually hidden unless `showLabel` is set. */
  label: string;
  placeholder?: string;
  buttonText: string;
  /** Called with the trimmed query when the form is submitted (Enter or the button). */
  onSearch: (query: string) => void;
  defaultValue?: string;
  /**
   * The field's name: the query parameter the form sends when it is submitted without script (before the page
   * has hydrated, or with script off), to the page's own address.
   */
  name?: string;
  showLabel?: boolean;
  /** Accessible name of the search landmark; defaults to the label. */
  landmarkLabel?: string;
  className?: string;
}

/** A search form: a labelled search field and a submit button. */
export function SearchBox({
  label,
  placeholder,
  buttonText,
  onSearch,
  defaultValue = '',
  name = 'q',
  showLabel = false,
  landmarkLabel,
  className,
}: SearchBoxProps) {
  const inputId = useId();

  // The field keeps its own value (uncontrolled): what a visitor types before the page has hydrated stays.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get(name);
    onSearch(typeof query === 'string' ? query.trim() : '');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not yet exposed as a landmark by every screen reader
    <form
      role="search"
      aria-label={landmarkLabel ?? label}
      className={clsx(styles.form, className)}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className={showLabel ? styles.label : styles.visuallyHidden}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          name={name}
          defaultValue={defaultValue}
          placeholder={placeholder}
        />
        <Button type="submit" className={styles.button}>
          {buttonText}
        </Button>
      </div>
    </form>
  );
}
