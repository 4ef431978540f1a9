import { afterEach, describe, expect, it } from 'vitest';
import { setDocumentLanguage } from './documentLanguage';

/** How many times `run` writes <html lang>, as a MutationObserver sees it (a write of the same value counts). */
function langWrites(run: () => void): number {
  const observer = new MutationObserver(() => {});
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  run();
  const writes = observer.takeRecords().length;
  observer.disconnect();
  return writes;
}

describe('setDocumentLanguage', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('leaves <html lang> untouched when it already names the language', () => {
    document.documentElement.lang = 'ko';
    // The observer does see a plain write of the same value.
    expect(langWrites(() => document.documentElement.setAttribute('lang', 'ko'))).toBe(1);
    expect(langWrites(() => setDocumentLanguage('ko'))).toBe(0);
    expect(document.documentElement.lang).toBe('ko');
  });

  it('writes the new language once when it changes', () => {
    document.documentElement.lang = 'ko';
    expect(langWrites(() => setDocumentLanguage('en'))).toBe(1);
    expect(document.documentElement.lang).toBe('en');
  });
});
