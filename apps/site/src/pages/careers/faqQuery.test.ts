// @vitest-environment node
import { FAQ_PAGE_SIZE, faqEntries } from '@company/content';
import { resources } from '@company/content/resources';
import { describe, expect, it } from 'vitest';
import { faqPage, faqSearchParams, readFaqQuery } from './faqQuery';

type Items = (typeof resources)['ko']['careers']['faq']['items'];
const koItems: Items = resources.ko.careers.faq.items;
const textsOf = (entry: (typeof faqEntries)[number]) => {
  const item = koItems[entry.id as keyof Items];
  return [item.question, item.answer];
};

describe('the FAQ query in the URL', () => {
  it('reads ?q= and ?page=, trimming the query and ignoring pages that are not positive numbers', () => {
    expect(readFaqQuery(new URLSearchParams('q=%20점심%20&page=2'))).toEqual({ query: '점심', page: 2 });
    expect(readFaqQuery(new URLSearchParams('page=abc'))).toEqual({ query: '', page: 1 });
    expect(readFaqQuery(new URLSearchParams('page=-3'))).toEqual({ query: '', page: 1 });
  });

  it('writes only what differs from the plain page', () => {
    expect(faqSearchParams({ query: '', page: 1 }).toString()).toBe('');
    expect(faqSearchParams({ query: '휴가', page: 1 }).toString()).toBe('q=%ED%9C%B4%EA%B0%80');
    expect(faqSearchParams({ query: '', page: 3 }).toString()).toBe('page=3');
  });
});

describe('faqPage', () => {
  it('pages the whole FAQ in pages of FAQ_PAGE_SIZE', () => {
    const first = faqPage(faqEntries, { query: '', page: 1 }, textsOf);
    expect(first.total).toBe(faqEntries.length);
    expect(first.pageCount).toBe(Math.ceil(faqEntries.length / FAQ_PAGE_SIZE));
    expect(first.items.map((entry) => entry.id)).toEqual(['q01', 'q02', 'q03', 'q04', 'q05']);
    const last = faqPage(faqEntries, { query: '', page: first.pageCount }, textsOf);
    expect(last.items.map((entry) => entry.id)).toEqual(['q11', 'q12', 'q13', 'q14']);
    expect(last.hasNext).toBe(false);
  });

  it('keeps only the entries whose translated texts contain every search word', () => {
    const lunch = faqPage(faqEntries, { query: '점심시간', page: 1 }, textsOf);
    expect(lunch.items.map((entry) => entry.id)).toEqual(['q10']);
    const both = faqPage(faqEntries, { query: '200,000원 상품권', page: 1 }, textsOf);
    expect(both.items.map((entry) => entry.id)).toEqual(['q14']);
    expect(faqPage(faqEntries, { query: '우주여행', page: 1 }, textsOf).total).toBe(0);
  });

  it('clamps a page beyond the results to the last page of the results', () => {
    const result = faqPage(faqEntries, { query: '2년', page: 9 }, textsOf);
    expect(result.page).toBe(result.pageCount);
    expect(result.items.length).toBeGreaterThan(0);
  });
});
