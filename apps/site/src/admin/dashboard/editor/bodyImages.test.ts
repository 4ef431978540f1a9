import { describe, expect, it } from 'vitest';
import { imagesMissingAlt } from './bodyImages';

describe('imagesMissingAlt', () => {
  it('counts images without alternative text', () => {
    expect(imagesMissingAlt('<p>text only</p>')).toBe(0);
    expect(imagesMissingAlt('<img src="a.png" alt="클린룸 도면">')).toBe(0);
    expect(imagesMissingAlt("<IMG alt='filter' src=b.png>")).toBe(0);
    expect(imagesMissingAlt('<img src="a.png">')).toBe(1);
    expect(imagesMissingAlt('<img src="a.png" alt="">')).toBe(1);
    expect(imagesMissingAlt('<img alt="   " src="a.png"><p>x</p><img src="b.png" alt="ok">')).toBe(1);
    expect(imagesMissingAlt('<img src="a.png" data-alt="x">')).toBe(1);
  });
});
