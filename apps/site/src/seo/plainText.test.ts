import { describe, expect, it } from 'vitest';
import { excerpt, plainTextOfHtml } from './plainText';

describe('plain text of stored HTML', () => {
  it('drops tags, scripts and styles, decodes entities and keeps words apart across blocks', () => {
    expect(
      plainTextOfHtml(
        '<h1>제목</h1><p>첫&amp;째</p><script>steal()</script><p>둘째<br>줄</p><style>p{color:red}</style><ul><li>하나</li><li>둘</li></ul>',
      ),
    ).toBe('제목 첫&째 둘째 줄 하나 둘');
  });

  it('treats markup-looking text inside entities as text', () => {
    expect(plainTextOfHtml('<p>&lt;script&gt;x&lt;/script&gt;</p>')).toBe('<script>x</script>');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = 'clean air '.repeat(40).trim();
    const cut = excerpt(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toMatch(/^(clean air )*clean( air)?…$/);
    expect(excerpt('짧은 글', 50)).toBe('짧은 글');
  });
});
