import { describe, expect, it } from 'vitest';
import { cutSnippet } from './snippet';

/** Every word of the snippet (ellipses dropped) is a whole word of the text. */
function wholeWords(snippet: string, text: string): void {
  const words = new Set(text.split(/\s+/));
  for (const word of snippet.replace(/^…|…$/g, '').split(/\s+/)) expect(words, word).toContain(word);
}

const english =
  'CleanAir Tech is a clean technology company founded in Ulsan in 2019. CleanAir Tech has agreed with a global ' +
  'semiconductor maker to build the cleanroom of its new back-end plant in Bac Ninh, Vietnam, and to supply the ' +
  'Durafiltex filter media that keeps its air clean for years to come, with service from its Hanoi office.';
const korean =
  '클린에어텍은 반도체 클린룸, 이차전지 드라이룸, 제약·바이오 GMP 룸을 설계·시공하고, 그 공간의 공기를 지키는 고성능 필터 소재를 직접 ' +
  '개발·생산합니다. 2019년 울산에서 출발한 클린에어텍은 공조 설계와 클린룸 시공 경험을 바탕으로, 공기 중 미세입자와 수분, 화학 오염물질을 ' +
  '다루는 모든 단계를 한 팀이 책임집니다. 울산공장은 필터 미디어 생산라인과 클린룸 모듈 조립 설비, 성능 시험실을 함께 운영합니다.';

describe('cutSnippet', () => {
  it('starts and ends on spaces in English, with an ellipsis where cut', () => {
    const at = english.indexOf('global');
    const snippet = cutSnippet(english, at);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('global');
    expect(snippet).not.toMatch(/^…chnology|^…ir Tech/);
    wholeWords(snippet, english);
  });

  it('never starts mid-word, wherever the match is', () => {
    for (let at = 0; at < english.length; at += 7) wholeWords(cutSnippet(english, at), english);
    for (let at = 0; at < [...korean].length; at += 5) wholeWords(cutSnippet(korean, at), korean);
  });

  it('cuts Korean on the spaces between words', () => {
    const snippet = cutSnippet(korean, korean.indexOf('공조 설계'));
    expect(snippet).toContain('공조 설계');
    expect(snippet.startsWith('…')).toBe(true);
    wholeWords(snippet, korean);
  });

  it('keeps a short text whole and a match near the start from the start', () => {
    expect(cutSnippet('깨끗한 공기', 4)).toBe('깨끗한 공기');
    expect(cutSnippet(english, 9).startsWith('CleanAir Tech is')).toBe(true);
  });

  it('keeps a long word whole rather than cutting it', () => {
    const text = `${'a'.repeat(60)} ${'b'.repeat(200)} end`;
    expect(cutSnippet(text, 61)).toBe(`…${'b'.repeat(200)}…`);
  });
});
