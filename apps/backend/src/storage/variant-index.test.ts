import { describe, expect, it } from 'vitest';
import { VariantIndex } from './variant-index';

const key = (object: string, name: string) => `.variants/b/${object}/${name}.webp`;

describe('the variant index', () => {
  it('evicts the least recently used variants past the quota', () => {
    const index = new VariantIndex({ maxBytes: 300, perObject: 10 });
    expect(index.add(key('o1', 'a'), 100).keys).toEqual([]);
    expect(index.add(key('o2', 'b'), 100).keys).toEqual([]);
    expect(index.add(key('o3', 'c'), 100).keys).toEqual([]);
    index.touch(key('o1', 'a'));
    expect(index.add(key('o4', 'd'), 150)).toEqual({ keys: [key('o2', 'b'), key('o3', 'c')], bytes: 200 });
    expect(index.bytes).toBe(250);
    expect(index.has(key('o1', 'a'))).toBe(true);
  });

  it('keeps at most perObject variants of one object version', () => {
    const index = new VariantIndex({ maxBytes: 10_000, perObject: 2 });
    index.add(key('o1', 'a'), 1);
    index.add(key('o2', 'x'), 1);
    index.add(key('o1', 'b'), 1);
    index.touch(key('o1', 'a'));
    expect(index.add(key('o1', 'c'), 1).keys).toEqual([key('o1', 'b')]);
    expect(index.count).toBe(3);
  });

  it('does not keep a variant larger than the whole quota, and forgets a version', () => {
    const index = new VariantIndex({ maxBytes: 100, perObject: 10 });
    index.add(key('o1', 'a'), 50);
    expect(index.add(key('o2', 'huge'), 500).keys).toEqual([key('o2', 'huge')]);
    expect(index.bytes).toBe(50);
    index.remove(key('o1', 'a'));
    index.add(key('o3', 'a'), 10);
    index.add(key('o3', 'b'), 10);
    index.removePrefix('.variants/b/o3/');
    expect(index.count).toBe(0);
  });
});
