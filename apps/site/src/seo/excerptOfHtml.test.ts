import { describe, expect, it, vi } from 'vitest';
import { excerpt, excerptOfHtml, plainTextOfHtml } from './plainText';

const parsedLengths: number[] = [];
vi.mock('../components/sanitizeHtml', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../components/sanitizeHtml')>();
  return {
    ...actual,
    sanitizedFragment: (html: string) => {
      parsedLengths.push(html.length);
      return actual.sanitizedFragment(html);
    },
  };
});

const paragraph =
  '<p>클린룸 공조 설비의 <strong>필터</strong> 교체 주기 &amp; 차압 관리 기준. Airflow &lt;and&gt; filters.</p>';

describe('the excerpt of stored HTML', () => {
  it('is the excerpt of its whole text, wherever a tag or an entity falls at the cuts it reads', () => {
    for (let shift = 0; shift < 40; shift += 1) {
      const html = `${'x'.repeat(shift)}${paragraph.repeat(300)}`;
      expect(excerptOfHtml(html, 160)).toBe(excerpt(plainTextOfHtml(html), 160));
    }
    // Forty parses of a long body: seconds on a busy two-core machine.
  }, 30_000);

  it('is the whole text of a short body, and of a body with little text in much markup', () => {
    expect(excerptOfHtml('<p>짧은 글</p>', 160)).toBe('짧은 글');
    const sparse = `${'<p><br></p>'.repeat(2000)}<p>${'끝 '.repeat(100)}</p>`;
    expect(excerptOfHtml(sparse, 160)).toBe(excerpt(plainTextOfHtml(sparse), 160));
  });

  it('reads only the start of a long article', () => {
    const article = paragraph.repeat(10_000);
    parsedLengths.length = 0;
    excerptOfHtml(article, 160);
    expect(Math.max(...parsedLengths)).toBeLessThanOrEqual(2048);
  });
});
