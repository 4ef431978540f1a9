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

  // Every way a cell may reach a formula character that a spreadsheet evaluates or trims its way to.
  const formulaStarts = [
    '=1+1',
    '+1',
    '-1+2',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    '\n=1+1',
    ' =1+1',
    '\u00A0=1+1',
    '\u200B=1+1',
    '\u2060=1+1',
    '\uFEFF=1+1',
    '\u3000=1+1',
    '\uFF1D1+1',
    '\uFF0B1',
    '\uFF0D1',
    '\uFF20SUM(A1)',
    '\uFE661+1',
    '\u22121',
    ' \n\u200B\uFF1D1+1',
  ];
  it.each(formulaStarts.map((value) => [JSON.stringify(value), value]))('defuses %s', (_shown, value) => {
    const cell = csvCell(value);
    // Quoted or not, the cell's text starts with the apostrophe.
    expect(cell.replace(/^"/, '').startsWith(`'`)).toBe(true);
  });

  it('leaves text that only looks close alone', () => {
    for (const value of ['plain', ' leading space', '1+1', 'e-mail: a@b.kr', '한빛반도체', '\u200Bhidden']) {
      expect(csvCell(value).replace(/^"/, '').startsWith(`'`), JSON.stringify(value)).toBe(false);
    }
  });
});
