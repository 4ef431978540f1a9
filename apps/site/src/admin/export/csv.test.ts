import { describe, expect, it } from 'vitest';
import { BOM, csvCell, toCsv } from './csv';

describe('the inquiry CSV', () => {
  it('starts with a BOM and ends rows with CRLF', () => {
    const csv = toCsv(['회사명', '제목'], [['한빛반도체', '견적 문의']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}회사명,제목\r\n한빛반도체,견적 문의\r\n`);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+82 52-270-1210')).toBe("'+82 52-270-1210");
    expect(csvCell('@sum')).toBe("'@sum");
  });
});
