import { describe, expect, it } from 'vitest';
import type { FeedNews } from '../data/types';
import { FEED_SIZE, renderNewsFeed } from './feed';

const origin = 'https://www.example.com';
const ATOM = 'http://www.w3.org/2005/Atom';

function news(id: number, createdAt: string, extra: Partial<FeedNews> = {}): FeedNews {
  return {
    id,
    title: `소식 ${id}`,
    content: `<p>본문 ${id}</p>`,
    title_en: `News ${id}`,
    content_en: `<p>Body ${id}</p>`,
    thumbnail: `/storage/v1/object/public/news-images/${id}.webp`,
    created_at: createdAt,
    ...extra,
  };
}

const sample: FeedNews[] = [
  news(1, '2025-01-10T09:00:00+00:00'),
  news(5, '2025-03-05T09:00:00+00:00', {
    title: 'R&D <센터> "개소"',
    content:
      '<h2>새 연구소</h2><p>울산에&nbsp;<strong>R&amp;D</strong> 센터를 열었습니다.</p><script>alert(1)</script><style>p{}</style><p>둘째&lt;문단&gt;</p>',
    updated_at: '2025-03-06T01:00:00+00:00',
  }),
  news(3, '2025-02-01T09:00:00+00:00'),
];

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

function text(parent: Element | Document, name: string): string | null {
  return parent.getElementsByTagName(name)[0]?.textContent ?? null;
}

describe('the newsroom RSS feed', () => {
  it('is RSS 2.0 with its own address as atom:link self and the channel texts of the language', () => {
    const document = parse(renderNewsFeed(`${origin}/`, 'ko', sample));
    expect(document.documentElement.localName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const channel = document.getElementsByTagName('channel')[0];
    if (!channel) throw new Error('no channel');
    const self = channel.getElementsByTagNameNS(ATOM, 'link')[0];
    expect(self?.getAttribute('href')).toBe(`${origin}/rss.xml`);
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('type')).toBe('application/rss+xml');
    expect(text(channel, 'title')).toBe('클린에어텍 뉴스룸');
    expect(text(channel, 'language')).toBe('ko');
    expect(text(channel, 'link')).toBe(`${origin}/newsroom/News`);
    expect(text(channel, 'lastBuildDate')).toBe('Thu, 06 Mar 2025 01:00:00 GMT');

    const english = parse(renderNewsFeed(origin, 'en', sample));
    const englishSelf = english.getElementsByTagNameNS(ATOM, 'link')[0];
    expect(englishSelf?.getAttribute('href')).toBe(`${origin}/en/rss.xml`);
    expect(text(english, 'title')).toBe('CleanAir Tech newsroom');
    expect(text(english, 'language')).toBe('en');
    expect(text(english, 'link')).toBe(`${origin}/en/newsroom/News`);
  });

  it('lists the news newest first, linking to the detail page of the language', () => {
    for (const [language, prefix] of [
      ['ko', ''],
      ['en', '/en'],
    ] as const) {
      const items = Array.from(parse(renderNewsFeed(origin, language, sample)).getElementsByTagName('item'));
      expect(items.map((item) => text(item, 'link'))).toEqual(
        [5, 3, 1].map((id) => `${origin}${prefix}/newsroom/News/${id}`),
      );
      for (const item of items) {
        const guid = item.getElementsByTagName('guid')[0];
        expect(guid?.textContent).toBe(text(item, 'link'));
        expect(guid?.getAttribute('isPermaLink')).toBe('true');
      }
    }
  });

  it('gives each item its title, an RFC 822 date and a plain-text excerpt', () => {
    const [first] = Array.from(parse(renderNewsFeed(origin, 'ko', sample)).getElementsByTagName('item'));
    if (!first) throw new Error('no item');
    expect(text(first, 'title')).toBe('R&D <센터> "개소"');
    expect(text(first, 'pubDate')).toBe('Wed, 05 Mar 2025 09:00:00 GMT');
    expect(text(first, 'description')).toBe('새 연구소 울산에 R&D 센터를 열었습니다. 둘째<문단>');
  });

  it(`carries at most ${FEED_SIZE} items`, () => {
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, i) =>
      news(i + 1, new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString()),
    );
    const items = parse(renderNewsFeed(origin, 'en', many)).getElementsByTagName('item');
    expect(items).toHaveLength(FEED_SIZE);
    expect(text(items[0] as Element, 'link')).toBe(`${origin}/en/newsroom/News/${FEED_SIZE + 5}`);
  });

  it('carries every post in Korean, and in English only the posts with an English version, in English', () => {
    const mixed = [...sample, news(8, '2025-04-01T09:00:00+00:00', { title_en: null, content_en: null })];
    const korean = Array.from(parse(renderNewsFeed(origin, 'ko', mixed)).getElementsByTagName('item'));
    expect(korean.map((item) => text(item, 'title'))).toEqual([
      '소식 8',
      'R&D <센터> "개소"',
      '소식 3',
      '소식 1',
    ]);
    expect(text(korean[0] as Element, 'description')).toBe('본문 8');
    const english = Array.from(parse(renderNewsFeed(origin, 'en', mixed)).getElementsByTagName('item'));
    expect(english.map((item) => text(item, 'title'))).toEqual(['News 5', 'News 3', 'News 1']);
    expect(english.map((item) => text(item, 'description'))).toEqual(['Body 5', 'Body 3', 'Body 1']);
  });

  it('is a valid feed with no news', () => {
    const document = parse(renderNewsFeed(origin, 'ko', []));
    expect(document.getElementsByTagName('item')).toHaveLength(0);
    expect(document.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });
});
