import {
  ButtonLink,
  EmptyState,
  Note,
  SearchBox,
  SearchKindFilter,
  SearchPager,
  SearchResultList,
  Stack,
} from '@company/ui';
import { Section } from '@company/ui/sections';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { renderAppLink } from '../../components/AppLink';
import { PageScaffold } from '../../components/PageScaffold';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { pageCountOf, useListParams } from '../newsroom/listParams';
import type { PageNamespaces, PageProps, PageReads } from '../types';
import { contentItem, kindLabel, pageItem } from './resultItems';
import {
  boundedQuery,
  contentKinds,
  type ResultKind,
  SEARCH_PAGE_SIZE,
  searchPageParams,
  searchQueryOptions,
  useSearch,
} from './searchData';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = [];

/** How many static pages the "all" view shows above the content. */
const PAGES_IN_ALL = 5;

/**
 * /search?q=…&kind=…&page=…: the static pages and the published news, videos, e-notices and meeting notices
 * that hold every word of the query, in the page's language, with the words marked. A plain GET form, and
 * kinds and pages as links, so it works without script; rendered on the server like every page, and never
 * indexed.
 */
export default function SearchPage({ pageKey }: PageProps) {
  const { t } = useT();
  const language = useLanguage();
  const [params] = useSearchParams();
  const { setQuery } = useListParams();
  // Read as the server reads them before rendering (searchPageParams), so that its answer is the one used.
  const { query, kind, page } = searchPageParams(params);
  const search = useSearch(query, language, kind, page);

  useEffect(() => {
    if (search.error) console.warn('The search could not be answered:', search.error.message);
  }, [search.error]);

  const answer = search.data;
  const pages = answer?.pages ?? [];
  const content = answer?.content;
  const terms = answer?.terms ?? [];
  const counts = content?.counts ?? {};
  const contentTotal = contentKinds.reduce((sum, k) => sum + (counts[k] ?? 0), 0);
  const totalOf = (k: ResultKind): number =>
    k === 'all' ? pages.length + contentTotal : k === 'page' ? pages.length : (counts[k] ?? 0);
  const shownTotal = totalOf(kind);
  // Content is counted up to 1,000 a kind; past that a count is a floor, shown as "1000+".
  const cappedKinds = content?.counts_capped ?? [];
  const isFloor = (k: ResultKind): boolean =>
    k === 'all' ? cappedKinds.length > 0 : k !== 'page' && cappedKinds.includes(k);

  const hrefFor = (k: ResultKind) => {
    const next = new URLSearchParams({ q: query });
    if (k !== 'all') next.set('kind', k);
    return `/search?${next.toString()}`;
  };
  const pageHref = (n: number) => (n > 1 ? `${hrefFor(kind)}&page=${n}` : hrefFor(kind));

  const pageItems =
    kind === 'page'
      ? pages.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE)
      : kind === 'all' && page === 1
        ? pages.slice(0, PAGES_IN_ALL)
        : [];
  const contentItems = kind === 'page' ? [] : (content?.results ?? []);
  const pageCount = pageCountOf(kind === 'page' ? pages.length : (content?.total ?? 0), SEARCH_PAGE_SIZE);

  return (
    <PageScaffold pageKey={pageKey} description={t('common:site_search.lead')} compactHero>
      <Stack gap="section">
        <SearchBox
          key={query}
          label={t('common:site_search.input_label')}
          showLabel
          placeholder={t('common:site_search.placeholder')}
          buttonText={t('common:site_search.button')}
          defaultValue={query}
          onSearch={setQuery}
        />
        {!query ? (
          <Note>{t('common:site_search.prompt')}</Note>
        ) : search.isError ? (
          <Note aria-live="polite">{t('common:site_search.failed')}</Note>
        ) : search.isPending ? (
          <Note aria-live="polite">{t('common:site_search.loading')}</Note>
        ) : totalOf('all') === 0 ? (
          <EmptyState
            message={t('common:site_search.empty_title', { query })}
            description={t('common:site_search.empty_hint')}
            action={
              <ButtonLink href="/Sitemap" renderLink={renderAppLink}>
                {t('common:site_search.sitemap_link')}
              </ButtonLink>
            }
          />
        ) : (
          <>
            <Note aria-live="polite">
              {t('common:site_search.summary', {
                query,
                count: isFloor(kind) ? `${shownTotal.toLocaleString(language)}+` : shownTotal,
              })}
            </Note>
            <SearchKindFilter
              label={t('common:site_search.filter_label')}
              current={kind}
              renderLink={renderAppLink}
              options={(['all', 'page', ...contentKinds] as const)
                .filter((k) => k === 'all' || k === kind || totalOf(k) > 0)
                .map((k) => ({
                  key: k,
                  label: kindLabel(t, k),
                  count: totalOf(k),
                  more: isFloor(k),
                  href: hrefFor(k),
                }))}
            />
            {pageItems.length > 0 && (
              <Section title={t('common:site_search.pages_heading')} bare>
                <SearchResultList
                  label={t('common:site_search.pages_heading')}
                  items={pageItems.map((hit) => pageItem(t, hit))}
                  renderLink={renderAppLink}
                />
                {kind === 'all' && pages.length > PAGES_IN_ALL && (
                  <ButtonLink href={hrefFor('page')} renderLink={renderAppLink}>
                    {t('common:site_search.more_pages', { count: pages.length })}
                  </ButtonLink>
                )}
              </Section>
            )}
            {contentItems.length > 0 && (
              <Section
                title={kind === 'all' ? t('common:site_search.content_heading') : kindLabel(t, kind)}
                bare
              >
                <SearchResultList
                  label={t('common:site_search.results_label')}
                  items={contentItems.map((hit) => contentItem(t, hit, terms, language))}
                  renderLink={renderAppLink}
                />
              </Section>
            )}
            {pageCount > 1 && (
              <SearchPager
                page={Math.min(page, pageCount)}
                pageCount={pageCount}
                hrefFor={pageHref}
                renderLink={renderAppLink}
                labels={{
                  navigation: t('common:pagination.label'),
                  first: t('common:pagination.first'),
                  previous: t('common:pagination.previous'),
                  next: t('common:pagination.next'),
                  last: t('common:pagination.last'),
                  page: (n) => t('common:pagination.page', { page: n }),
                }}
              />
            )}
          </>
        )}
      </Stack>
    </PageScaffold>
  );
}

/** The results of the URL's words, kind and page (none to read without words). */
export const reads: PageReads = ({ url, language }, client) => {
  const { query, kind, page } = searchPageParams(url.searchParams);
  return boundedQuery(query) === ''
    ? []
    : [client.prefetchQuery(searchQueryOptions(query, language, kind, page))];
};
