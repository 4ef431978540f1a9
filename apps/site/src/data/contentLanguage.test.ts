import { describe, expect, it } from 'vitest';
import { hasEnglish, shownContent, shownLanguage, shownTitle } from './contentLanguage';

const bilingual = { title: '제목', content: '<p>본문</p>', title_en: 'Title', content_en: '<p>Body</p>' };
const koreanOnly = { title: '제목', content: '<p>본문</p>', title_en: null, content_en: null };

describe('the version of an item a page shows', () => {
  it('shows Korean pages the Korean text, whether or not there is English', () => {
    for (const row of [bilingual, koreanOnly]) {
      expect(shownTitle(row, 'ko')).toEqual({ text: '제목', lang: 'ko', fallback: false });
      expect(shownContent(row, 'ko')).toEqual({ text: '<p>본문</p>', lang: 'ko', fallback: false });
    }
  });

  it('shows English pages the English version where there is one', () => {
    expect(hasEnglish(bilingual)).toBe(true);
    expect(shownTitle(bilingual, 'en')).toEqual({ text: 'Title', lang: 'en', fallback: false });
    expect(shownContent(bilingual, 'en')).toEqual({ text: '<p>Body</p>', lang: 'en', fallback: false });
  });

  it('falls back to the Korean text, marked Korean, where there is no English version', () => {
    expect(hasEnglish(koreanOnly)).toBe(false);
    expect(shownLanguage(koreanOnly, 'en')).toBe('ko');
    expect(shownTitle(koreanOnly, 'en')).toEqual({ text: '제목', lang: 'ko', fallback: true });
    expect(shownContent(koreanOnly, 'en')).toEqual({ text: '<p>본문</p>', lang: 'ko', fallback: true });
  });

  it('takes an English title with an empty English body (a shareholder notice) as English', () => {
    const notice = { title: '소집공고', content: '<p>안내</p>', title_en: 'Notice', content_en: '' };
    expect(shownContent(notice, 'en')).toEqual({ text: '', lang: 'en', fallback: false });
  });
});
