import { describe, expect, it } from 'vitest';
import { newsArticleOf } from './displayReads';
import * as htmlTools from './htmlTools';

const stored = {
  id: 7,
  title: '클린룸 준공',
  content:
    '<p onclick="steal()">준공을 <strong>알립니다</strong>.</p><script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">링크</a>',
  thumbnail: '',
  created_at: '2025-05-01T00:00:00+00:00',
  title_en: null,
  content_en: null,
};

describe('a news post as its page shows it', () => {
  it('has its stored HTML sanitised: no scripts, handlers or script links', () => {
    const article = newsArticleOf(stored, htmlTools);
    expect(article.content).toContain('<strong>알립니다</strong>');
    expect(article.content).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('describes itself with the opening of its reading text', () => {
    expect(newsArticleOf(stored, htmlTools).description).toBe('준공을 알립니다. 링크');
    expect(newsArticleOf(stored, htmlTools).description_en).toBeNull();
  });

  it('sanitises and describes its English version from the same row', () => {
    const bilingual = {
      ...stored,
      title_en: 'Completed',
      content_en: '<p onclick="x()">We are <em>done</em>.</p><script>alert(1)</script>',
    };
    const article = newsArticleOf(bilingual, htmlTools);
    expect(article.content_en).toBe('<p>We are <em>done</em>.</p>');
    expect(article.description_en).toBe('We are done.');
  });
});
