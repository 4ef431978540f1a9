import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFontFacesAfterFirstPaint, FONT_FACES_ATTRIBUTE } from './fontFaces';

describe('the font faces', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('are turned on only after a frame has been painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    document.body.innerHTML = `<link rel="stylesheet" href="/assets/fonts.css" media="print" ${FONT_FACES_ATTRIBUTE}><link rel="stylesheet" href="/print.css" media="print">`;
    const [faces, other] = document.querySelectorAll('link');
    const applied = applyFontFacesAfterFirstPaint();
    expect(faces?.media).toBe('print');
    vi.advanceTimersToNextFrame();
    expect(faces?.media).toBe('print');
    await vi.runAllTimersAsync();
    await applied;
    expect(faces?.media).toBe('all');
    expect(other?.media).toBe('print');
  });
});
