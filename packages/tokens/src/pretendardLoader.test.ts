import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pretendardSubsetFiles, pretendardSubsetRanges, pretendardWeights } from './pretendardFaces';
import { matchedWeight, neededSubsets, parseUnicodeRange, SubsetIndex, TaskSlicer } from './pretendardLoader';

const fontsCss = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const fallbackCss = readFileSync(new URL('./fontFallback.css', import.meta.url), 'utf8');
const rules = (css: string) => css.match(/@font-face\s*{[^}]*}/g) ?? [];
const pretendardRules = rules(fontsCss).filter((rule) => rule.includes('font-family: "Pretendard";'));

describe('parseUnicodeRange', () => {
  it('reads single code points, intervals and wildcards', () => {
    expect(parseUnicodeRange('U+20-7e, U+ac00, u+4??')).toEqual([
      [0x20, 0x7e],
      [0xac00, 0xac00],
      [0x400, 0x4ff],
    ]);
  });

  it('rejects what is not a unicode-range', () => {
    expect(() => parseUnicodeRange('U+zz')).toThrow('Not a unicode-range: U+zz');
    expect(() => parseUnicodeRange('20-7e')).toThrow('Not a unicode-range');
    expect(() => parseUnicodeRange('U+4?0')).toThrow('Not a unicode-range');
  });
});

describe('the generated face table', () => {
  it('holds the same subsets, files and weights as fonts.css', () => {
    expect(pretendardRules).toHaveLength(pretendardWeights.length * pretendardSubsetRanges.length);
    for (const rule of pretendardRules) {
      const weight = Number(/font-weight:\s*(\d+)/.exec(rule)?.[1]) as (typeof pretendardWeights)[number];
      const subset = Number(/subset\.(\d+)\.woff2/.exec(rule)?.[1]);
      const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1]?.replace(/\s+/g, ' ').trim();
      expect(pretendardSubsetRanges[subset]).toBe(range);
      const file = pretendardSubsetFiles[weight][subset] ?? '';
      expect(file).toMatch(new RegExp(`Pretendard-\\w+\\.subset\\.${subset}\\.woff2$`));
      expect(rule).toContain(file.slice(file.indexOf('/node_modules/')));
    }
  });

  it('points at font files that exist', () => {
    for (const weight of pretendardWeights)
      for (const file of pretendardSubsetFiles[weight]) expect(existsSync(fileURLToPath(file))).toBe(true);
  });

  it('comes with the fallback faces alone, as fonts.css has them', () => {
    const fallbacks = rules(fontsCss).filter((rule) => rule.includes('"Pretendard Fallback"'));
    // Three weights, each with two Hangul faces and a Latin one.
    expect(fallbacks).toHaveLength(9);
    expect(rules(fallbackCss)).toEqual(fallbacks);
  });
});

describe('SubsetIndex', () => {
  const index = SubsetIndex.fromRanges(pretendardSubsetRanges);

  it('finds the subset of every code point the subsets cover', () => {
    pretendardSubsetRanges.forEach((range, subset) => {
      for (const [first, last] of parseUnicodeRange(range)) {
        expect(index.subsetOf(first)).toBe(subset);
        expect(index.subsetOf(last)).toBe(subset);
        expect(index.subsetOf((first + last) >> 1)).toBe(subset);
      }
    });
  });

  it('keeps the first subset that covers a code point, and finds code points beyond the basic plane', () => {
    const index = new SubsetIndex();
    index.add('U+41-5a', 0);
    index.add('U+4d, U+1f600-1f64f', 1);
    expect(index.subsetOf(0x4d)).toBe(0);
    expect(index.subsetOf(0x1f610)).toBe(1);
    expect(index.subsetOf(0x1f650)).toBeUndefined();
  });

  it('finds none for a code point no subset covers', () => {
    expect(index.subsetOf(0x1f600)).toBeUndefined();
    expect(index.subsetOf(0x10)).toBeUndefined();
  });
});

describe('matchedWeight', () => {
  const available = [400, 600, 700] as const;

  it('picks the weight CSS font matching picks', () => {
    expect(matchedWeight(400, available)).toBe(400);
    expect(matchedWeight(450, available)).toBe(400);
    expect(matchedWeight(500, available)).toBe(400);
    expect(matchedWeight(300, available)).toBe(400);
    expect(matchedWeight(600, available)).toBe(600);
    expect(matchedWeight(650, available)).toBe(700);
    expect(matchedWeight(900, available)).toBe(700);
    expect(matchedWeight(500, [300, 700])).toBe(300);
    expect(matchedWeight(450, [300, 500, 700])).toBe(500);
  });
});

describe('neededSubsets', () => {
  const index = SubsetIndex.fromRanges(pretendardSubsetRanges);
  const subsetOf = (character: string) => index.subsetOf(character.codePointAt(0) ?? 0);

  it('lists, per face weight, the subsets that hold the characters drawn in it', () => {
    const needed = neededSubsets(
      [
        { text: '클린룸', weight: 400 },
        { text: 'A', weight: 500 },
        { text: '공고', weight: 700 },
        { text: '😀', weight: 700 },
      ],
      index,
    );
    expect(needed.get(400)).toEqual(new Set(['클', '린', '룸', 'A'].map(subsetOf)));
    expect(needed.get(700)).toEqual(new Set(['공', '고'].map(subsetOf)));
    expect(needed.has(600)).toBe(false);
  });
});

describe('TaskSlicer', () => {
  /** A window whose clock the test moves and whose tasks it runs. */
  function fakeView() {
    let now = 0;
    const tasks: Array<() => void> = [];
    const view = {
      performance: { now: () => now },
      setTimeout: (callback: () => void) => tasks.push(callback),
    } as unknown as Window;
    return {
      view,
      advance: (ms: number) => {
        now += ms;
      },
      runTasks: () => {
        for (const task of tasks.splice(0)) task();
      },
      pendingTasks: () => tasks.length,
    };
  }

  it('goes on in the same task until the task has run its budget, then in a new one', async () => {
    const { view, advance, runTasks, pendingTasks } = fakeView();
    const slicer = new TaskSlicer(view, 4);
    advance(3);
    await slicer.pause();
    expect(pendingTasks()).toBe(0);

    advance(1);
    let resumed = false;
    const paused = slicer.pause().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(pendingTasks()).toBe(1);
    expect(resumed).toBe(false);
    runTasks();
    await paused;
    expect(resumed).toBe(true);

    // The new task has its whole budget again.
    advance(3);
    await slicer.pause();
    expect(pendingTasks()).toBe(0);
  });

  it('starts a new task when asked, with a fresh budget', async () => {
    const { view, advance, runTasks, pendingTasks } = fakeView();
    const slicer = new TaskSlicer(view, 4);
    advance(10);
    const next = slicer.nextTask();
    expect(pendingTasks()).toBe(1);
    runTasks();
    await next;
    await slicer.pause();
    expect(pendingTasks()).toBe(0);
  });
});
