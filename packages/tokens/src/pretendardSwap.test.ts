import { describe, expect, it } from 'vitest';
import { pretendardWaitingStack } from './pretendardSwap.css';
import { defaultTheme } from './themes/default';

describe('pretendardWaitingStack', () => {
  it('is the body stack without Pretendard, its metric-matched fallback first', () => {
    expect(defaultTheme.font.family.body.startsWith('Pretendard, ')).toBe(true);
    expect(pretendardWaitingStack).toBe(defaultTheme.font.family.body.slice('Pretendard, '.length));
    expect(pretendardWaitingStack.startsWith("'Pretendard Fallback', ")).toBe(true);
    expect(pretendardWaitingStack).not.toMatch(/(^|,\s*)["']?Pretendard["']?\s*(,|$)/);
  });
});
