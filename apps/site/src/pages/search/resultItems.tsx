import { formatDate10, HighlightedText, type SearchResultItem } from '@company/ui';
import type { SiteT } from '../../i18n/useT';
import { matchRanges } from './fold';
import { type ContentHit, contentHref, type ResultKind } from './searchData';
import type { PageHit } from './staticIndex';

/** The results of the page and of the dialog, as the ui's result items: kind, date, marked title and snippet. */

export function kindLabel(t: SiteT, kind: ResultKind): string {
  return t(`common:site_search.kind_${kind}`);
}

/** Hrefs are unprefixed: the site's link renderer adds the language (navigation elsewhere localizes them). */
export function pageItem(t: SiteT, hit: PageHit): SearchResultItem {
  return {
    id: `page:${hit.path}`,
    href: hit.path,
    kindLabel: kindLabel(t, 'page'),
    title: <HighlightedText text={hit.title} ranges={hit.titleRanges} />,
    snippet: hit.snippet ? <HighlightedText text={hit.snippet} ranges={hit.snippetRanges} /> : undefined,
  };
}

export function contentItem(
  t: SiteT,
  hit: ContentHit,
  terms: readonly string[],
  language: string,
): SearchResultItem {
  const moment = hit.published_at ?? hit.created_at;
  return {
    id: `${hit.kind}:${hit.id}`,
    href: contentHref(hit),
    kindLabel: kindLabel(t, hit.kind),
    date: moment ? formatDate10(moment) : undefined,
    title: <HighlightedText text={hit.title} ranges={matchRanges(hit.title, terms)} />,
    snippet: hit.snippet ? (
      <HighlightedText text={hit.snippet} ranges={matchRanges(hit.snippet, terms)} />
    ) : undefined,
    lang: hit.lang !== language ? hit.lang : undefined,
  };
}
