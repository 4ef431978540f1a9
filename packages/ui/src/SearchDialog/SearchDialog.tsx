import * as Dialog from '@radix-ui/react-dialog';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import * as styles from './SearchDialog.css';
import { isSearchShortcut, SearchTrigger } from './SearchTrigger';

export interface SearchDialogResult {
  /** Unique among the results. */
  id: string;
  /** Where the result leads (handed to `onSelect`). */
  href: string;
  /** What the result is, e.g. 뉴스, Page. */
  kindLabel: string;
  title: ReactNode;
  /** A date to show beside the kind, e.g. 2026-11-20. */
  date?: string;
  snippet?: ReactNode;
  /** The language of the title and snippet when it is not the page's (e.g. `ko` on an English page). */
  lang?: string;
}

export interface SearchDialogProps {
  /** The trigger's accessible name, e.g. 검색. */
  triggerLabel: string;
  /** The dialog's title (also its accessible name), e.g. 사이트 검색. */
  title: string;
  /** The search field's label. */
  inputLabel: string;
  placeholder?: string;
  /**
   * The results page: the trigger is a link to it (so it works before the script runs), and Enter without a
   * chosen result goes there through `onSubmit`.
   */
  action: string;
  /** The query parameter of the results page. */
  name?: string;
  /** What is typed; the caller looks results up for it. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The results for `query` (the first few; the results page has the rest). */
  results: readonly SearchDialogResult[];
  /** `loading` while the results of the current query are being looked up. */
  status: 'idle' | 'loading' | 'ready';
  /** The list's accessible name, e.g. 검색 결과. */
  resultsLabel: string;
  loadingText: string;
  /** Shown when a query found nothing. */
  emptyText: ReactNode;
  /** The link to every result of the query, e.g. 모든 결과 보기. */
  seeAllLabel: string;
  /** A line about the keys (↑↓ to move, Enter to open, Esc to close). */
  keysHint?: string;
  /** Enter on a result, or a click: the caller navigates to `result.href`. */
  onSelect: (result: SearchDialogResult) => void;
  /** Enter with no result chosen, or the see-all link: the caller goes to the results page for `query`. */
  onSubmit: (query: string) => void;
  /** Open from `/` and Ctrl+K (⌘K) anywhere on the page outside a text field. Default true. */
  shortcuts?: boolean;
  /** Controlled opening (optional). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  className?: string;
}

/**
 * Site search in a dialog: a trigger (a link to the results page until the script runs), `/` or Ctrl+K to
 * open, a combobox whose results are chosen with ↑ and ↓ (the field keeps focus; the chosen result is its
 * active descendant), Enter to open the chosen result or, with none chosen, the results page, Escape to close.
 * The caller looks results up and navigates; the component knows no data and no router.
 */
export function SearchDialog({
  triggerLabel,
  title,
  inputLabel,
  placeholder,
  action,
  name = 'q',
  query,
  onQueryChange,
  results,
  status,
  resultsLabel,
  loadingText,
  emptyText,
  seeAllLabel,
  keysHint,
  onSelect,
  onSubmit,
  shortcuts = true,
  open: openProp,
  onOpenChange,
  defaultOpen = false,
  className,
}: SearchDialogProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeRef = useRef<HTMLDivElement | null>(null);

  // The results changed: nothing is chosen until an arrow key says so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list of results resets the choice.
  useEffect(() => setActive(-1), [results]);

  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpenRef.current(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts]);

  useEffect(() => {
    if (active >= 0) activeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (result: SearchDialogResult) => {
    setOpen(false);
    onSelect(result);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = active >= 0 ? results[active] : undefined;
    if (chosen) {
      choose(chosen);
      return;
    }
    const trimmed = query.trim();
    if (!trimmed) return;
    setOpen(false);
    onSubmit(trimmed);
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Home' && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && active >= 0) {
      event.preventDefault();
      setActive(results.length - 1);
    }
  };

  const trimmed = query.trim();
  const showList = trimmed !== '' && results.length > 0;
  const statusText =
    trimmed === ''
      ? null
      : status === 'loading' && results.length === 0
        ? loadingText
        : results.length === 0 && status === 'ready'
          ? emptyText
          : null;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <SearchTrigger
        label={triggerLabel}
        href={action}
        shortcuts={shortcuts}
        onOpen={() => setOpen(true)}
        className={className}
      />
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is not yet exposed as a landmark by every screen reader */}
          <form
            role="search"
            aria-label={title}
            action={action}
            method="get"
            className={styles.form}
            onSubmit={submit}
          >
            <label htmlFor={inputId} className={styles.visuallyHidden}>
              {inputLabel}
            </label>
            <input
              id={inputId}
              className={styles.input}
              type="search"
              name={name}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              placeholder={placeholder}
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              onKeyDown={onInputKey}
            />
          </form>
          <p className={statusText ? styles.status : styles.visuallyHidden} role="status">
            {statusText}
          </p>
          <div
            id={listId}
            role="listbox"
            aria-label={resultsLabel}
            className={styles.list}
            hidden={!showList}
          >
            {showList &&
              results.map((result, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field's arrow keys and Enter choose options (active descendant)
                <div
                  key={result.id}
                  id={optionId(index)}
                  ref={index === active ? activeRef : undefined}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={styles.option}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(result)}
                >
                  <span className={styles.meta}>
                    <span className={styles.kind}>{result.kindLabel}</span>
                    {result.date && <span>{result.date}</span>}
                  </span>
                  <span className={styles.optionTitle} lang={result.lang}>
                    {result.title}
                  </span>
                  {result.snippet && (
                    <span className={styles.snippet} lang={result.lang}>
                      {result.snippet}
                    </span>
                  )}
                </div>
              ))}
          </div>
          {(trimmed !== '' || keysHint) && (
            <div className={styles.footer}>
              {keysHint ? <span className={styles.keys}>{keysHint}</span> : <span />}
              {trimmed !== '' && (
                <a
                  className={styles.seeAll}
                  href={`${action}?${new URLSearchParams({ [name]: trimmed }).toString()}`}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    setOpen(false);
                    onSubmit(trimmed);
                  }}
                >
                  {seeAllLabel}
                </a>
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
