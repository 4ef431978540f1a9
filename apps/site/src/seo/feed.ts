import type { Language } from '@company/content';
import enSeo from '../../../../locales/en/seo.json';
import koSeo from '../../../../locales/ko/seo.json';
import { hasEnglish, shownContent, shownTitle } from '../data/contentLanguage';
import { postMoment } from '../data/postDate';
import { fetchFeedNews } from '../data/reads';
import type { FeedNews } from '../data/types';
import { newsListPath } from '../pages/newsroom/paths';
import { excerptOfHtml } from './plainText';
import { absoluteUrl, feedPath, itemPaths, languagePath } from './urls';
import { escapeXml } from './xml';

/** How many news items the feed carries. */
export const FEED_SIZE = 50;

const channelTexts: Record<Language, { title: string; description: string }> = {
  ko: koSeo.feed,
  en: enSeo.feed,
};

/** RFC 822 date (as RSS 2.0 wants it), or undefined when the value does not parse. */
function rfc822(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString();
}

function element(name: string, value: string | undefined): string {
  return value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`;
}

function itemElement(origin: string, language: Language, news: FeedNews): string {
  const link = absoluteUrl(origin, languagePath(itemPaths.news(news.id), language));
  return [
    '<item>',
    element('title', shownTitle(news, language).text),
    element('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    element('pubDate', rfc822(postMoment(news))),
    element('description', excerptOfHtml(shownContent(news, language).text)),
    '</item>',
  ].join('');
}

/** The newest first by publication, whatever order the rows came in (ties: the higher id first). */
function newestFirst(news: readonly FeedNews[]): FeedNews[] {
  const time = (item: FeedNews) => Date.parse(postMoment(item)) || 0;
  return [...news].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** When the newest of the items was last written: the feed's lastBuildDate. */
function latestChange(items: readonly FeedNews[]): string | undefined {
  const times = items.flatMap((item) =>
    [postMoment(item), item.updated_at ?? ''].map((d) => Date.parse(d) || 0),
  );
  const latest = Math.max(0, ...times);
  return latest > 0 ? new Date(latest).toISOString() : undefined;
}

/**
 * The newsroom's RSS 2.0 feed in one language for the given news (at most FEED_SIZE of them): the Korean
 * feed carries every post in Korean, the English feed only the posts with an English version, in English.
 */
export function renderNewsFeed(origin: string, language: Language, news: readonly FeedNews[]): string {
  const inLanguage = language === 'en' ? news.filter(hasEnglish) : news;
  const items = newestFirst(inLanguage).slice(0, FEED_SIZE);
  const texts = channelTexts[language];
  const self = absoluteUrl(origin, feedPath(language));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', texts.title),
    element('link', absoluteUrl(origin, languagePath(newsListPath, language))),
    element('description', texts.description),
    element('language', language),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    element('lastBuildDate', rfc822(latestChange(items))),
    ...items.map((item) => itemElement(origin, language, item)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The newsroom feed of a language with the newest news read from the backend. */
export async function buildNewsFeed(origin: string, language: Language): Promise<string> {
  return renderNewsFeed(origin, language, await fetchFeedNews(FEED_SIZE, language));
}
