import { describe, expect, it } from 'vitest';
import { searchTerms } from './fold';
import { loadLanguageTexts, pageDocuments, searchPages } from './staticIndex';

describe('the static pages’ index', () => {
  it('holds the company overview’s main content only: no intro overlay, skip link or eyebrow', async () => {
    const ko = pageDocuments('ko', await loadLanguageTexts('ko'));
    const en = pageDocuments('en', await loadLanguageTexts('en'));
    const overviewKo = ko.find((page) => page.pageKey === 'company_intro_intro');
    const overviewEn = en.find((page) => page.pageKey === 'company_intro_intro');
    expect(overviewKo?.text).toContain('공기의 품질이 제품의 품질이 되는 곳');
    expect(overviewEn?.text).toContain('Where the quality of air');
    for (const page of ko) expect(page.text, page.path).not.toMatch(/인트로 건너뛰기|ABOUT CLEANAIR TECH/);
    for (const page of en)
      expect(page.text, page.path).not.toMatch(/Skip intro|ABOUT CLEANAIR TECH|BY THE NUMBERS/);
    expect(en.find((page) => page.pageKey === 'home')?.text).not.toMatch(
      /Previous slide|Pause background video/,
    );
  });

  it('titles a page with its visible title (the home page’s h1, not its SEO title)', async () => {
    const en = pageDocuments('en', await loadLanguageTexts('en'));
    const ko = pageDocuments('ko', await loadLanguageTexts('ko'));
    expect(en.find((page) => page.pageKey === 'home')?.title).toBe(
      'Where the quality of air becomes the quality of the product',
    );
    expect(ko.find((page) => page.pageKey === 'home')?.title).not.toContain('|');
    expect(en.find((page) => page.pageKey === 'company_intro_intro')?.title).toBe('Company overview');
  });

  it('cuts snippets on word boundaries in both languages', async () => {
    for (const [language, query] of [
      ['en', 'air quality'],
      ['ko', '공기'],
    ] as const) {
      const texts = await loadLanguageTexts(language);
      const hits = searchPages(searchTerms(query), language, texts);
      expect(hits.length).toBeGreaterThan(0);
      const byPath = new Map(pageDocuments(language, texts).map((page) => [page.path, page.text]));
      for (const hit of hits) {
        const words = new Set(byPath.get(hit.path)?.split(' '));
        for (const word of hit.snippet.replace(/^…|…$/g, '').split(' '))
          expect(words, hit.snippet).toContain(word);
      }
    }
  });
});
