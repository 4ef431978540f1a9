import { describe, expect, it } from 'vitest';
import { resources } from './resources';

type Tree = { [key: string]: unknown };

/** Every leaf as `path -> value`; a list of strings counts as one leaf of its own length. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === 'string' || Array.isArray(node)) {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node as Tree)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
  }
  return out;
}

const interpolations = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation resources', () => {
  const ko = leaves(resources.ko);
  const en = leaves(resources.en);

  it('has the same namespaces in Korean and English', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.ko).sort());
  });

  it('has exactly the same keys in Korean and English', () => {
    const koKeys = [...ko.keys()].sort();
    const enKeys = [...en.keys()].sort();
    expect(koKeys.filter((k) => !en.has(k))).toEqual([]);
    expect(enKeys.filter((k) => !ko.has(k))).toEqual([]);
  });

  it('has no empty text in either language', () => {
    for (const map of [ko, en]) {
      for (const [path, value] of map) {
        const texts = Array.isArray(value) ? value : [value];
        expect(texts.length, path).toBeGreaterThan(0);
        for (const text of texts) {
          expect(typeof text, path).toBe('string');
          expect((text as string).trim(), path).not.toBe('');
        }
      }
    }
  });

  it('gives lists the same length and texts the same placeholders in both languages', () => {
    for (const [path, koValue] of ko) {
      const enValue = en.get(path);
      if (Array.isArray(koValue)) {
        expect(Array.isArray(enValue), path).toBe(true);
        expect((enValue as unknown[]).length, path).toBe(koValue.length);
      } else {
        expect(interpolations(enValue as string), path).toEqual(interpolations(koValue as string));
      }
    }
  });

  it('writes Korean text in Hangul', () => {
    const hangul = [...ko.values()].flat().filter((text) => /[가-힣]/.test(text as string)).length;
    expect(hangul / [...ko.values()].flat().length).toBeGreaterThan(0.8);
  });
});
