import { SearchDialog, type SearchDialogResult } from '@company/ui';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { contentItem, pageItem } from './resultItems';
import { boundedQuery, useSearch } from './searchData';

/** How many results the dialog shows: a few pages, then a few posts; the results page has the rest. */
const DIALOG_PAGES = 3;
const DIALOG_CONTENT = 5;
/** Typing pauses this long before the dialog searches. */
const TYPING_PAUSE_MS = 180;

/**
 * The header's search: the dialog, its quick results for what is typed, and the way to the results page.
 * Loaded after the page's first paint (HeaderSearchButton); `defaultOpen` when asked for before it came.
 */
export function HeaderSearch({
  defaultOpen = false,
  onReady,
}: {
  defaultOpen?: boolean;
  /** Called once mounted: from then on the dialog hears the shortcuts itself. */
  onReady?: () => void;
}) {
  const { t } = useT();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  const readyRef = useRef(onReady);
  useEffect(() => readyRef.current?.(), []);
  const [query, setQuery] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(boundedQuery(query)), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const asked = useDeferredValue(open ? settled : '');
  const search = useSearch(asked, language, 'all', 1, DIALOG_CONTENT);
  const answer = asked && search.data ? search.data : undefined;
  const results = useMemo<SearchDialogResult[]>(
    () =>
      answer
        ? [
            ...answer.pages.slice(0, DIALOG_PAGES).map((hit) => pageItem(t, hit)),
            ...answer.content.results.map((hit) => contentItem(t, hit, answer.terms, language)),
          ]
        : [],
    [answer, t, language],
  );
  const searching = boundedQuery(query) !== '' && (settled !== boundedQuery(query) || search.isFetching);
  const resultsPage = (text: string) =>
    `${localize('/search')}?${new URLSearchParams({ q: text }).toString()}`;

  return (
    <SearchDialog
      open={open}
      onOpenChange={setOpen}
      triggerLabel={t('common:site_search.trigger')}
      title={t('common:site_search.dialog_title')}
      inputLabel={t('common:site_search.input_label')}
      placeholder={t('common:site_search.placeholder')}
      action={localize('/search')}
      query={query}
      onQueryChange={setQuery}
      results={results}
      status={searching ? 'loading' : boundedQuery(query) ? 'ready' : 'idle'}
      resultsLabel={t('common:site_search.results_label')}
      loadingText={t('common:site_search.loading')}
      emptyText={t('common:site_search.no_results')}
      seeAllLabel={t('common:site_search.see_all')}
      keysHint={t('common:site_search.keys_hint')}
      onSelect={(result) => navigate(localize(result.href))}
      onSubmit={(text) => navigate(resultsPage(text))}
    />
  );
}
