import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeParticles } from './particles';
import { startTwinkle, TWINKLE_EASING, TWINKLES_PER_TASK, twinkleKeyframes } from './twinkle';

/** A dot whose `animate` records its calls (jsdom has no Web Animations API). */
function recordingDot() {
  const cancel = vi.fn();
  const animate = vi.fn((_keyframes: Keyframe[], _options: KeyframeAnimationOptions) => ({ cancel }));
  const dot = document.createElement('span') as HTMLSpanElement & { animate: typeof animate };
  Object.defineProperty(dot, 'animate', { value: animate });
  return { dot, animate, cancel };
}

describe('startTwinkle', () => {
  it('starts each dot with its own particle timing, forever', () => {
    const particles = makeParticles(3, 5);
    const dots = particles.map(() => recordingDot());
    startTwinkle(
      dots.map(({ dot }) => dot),
      particles,
    );
    dots.forEach(({ animate }, index) => {
      const particle = particles[index];
      expect(animate).toHaveBeenCalledTimes(1);
      expect(animate).toHaveBeenCalledWith(twinkleKeyframes, {
        duration: (particle?.duration ?? 0) * 1000,
        delay: (particle?.delay ?? 0) * 1000,
        iterations: Number.POSITIVE_INFINITY,
        easing: TWINKLE_EASING,
      });
    });
  });

  it('changes a dot’s colour in a few steps a cycle, so that most frames restyle only a few dots', () => {
    const steps = /^steps\((\d+), jump-none\)$/.exec(TWINKLE_EASING);
    expect(Number(steps?.[1])).toBeGreaterThanOrEqual(4);
    expect(Number(steps?.[1])).toBeLessThanOrEqual(12);
  });

  describe('with many dots', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('starts them a batch per task', () => {
      vi.useFakeTimers();
      const particles = makeParticles(TWINKLES_PER_TASK * 2 + 1, 2);
      const dots = particles.map(() => recordingDot());
      const started = () => dots.filter(({ animate }) => animate.mock.calls.length > 0).length;
      startTwinkle(
        dots.map(({ dot }) => dot),
        particles,
      );
      expect(started()).toBe(TWINKLES_PER_TASK);
      vi.advanceTimersToNextTimer();
      expect(started()).toBe(TWINKLES_PER_TASK * 2);
      vi.advanceTimersToNextTimer();
      expect(started()).toBe(particles.length);
    });

    it('starts no more once stopped', () => {
      vi.useFakeTimers();
      const particles = makeParticles(TWINKLES_PER_TASK + 1, 2);
      const dots = particles.map(() => recordingDot());
      const stop = startTwinkle(
        dots.map(({ dot }) => dot),
        particles,
      );
      stop();
      vi.runAllTimers();
      expect(dots.at(-1)?.animate).not.toHaveBeenCalled();
      for (const { cancel } of dots.slice(0, TWINKLES_PER_TASK)) expect(cancel).toHaveBeenCalledTimes(1);
    });
  });

  it('dims the colour and brings it back, with no compositor property', () => {
    expect(twinkleKeyframes.at(0)).toEqual(twinkleKeyframes.at(-1));
    for (const frame of twinkleKeyframes) expect(Object.keys(frame)).toEqual(['backgroundColor']);
    expect(twinkleKeyframes[1]?.backgroundColor).toMatch(/currentcolor 35%, transparent/);
  });

  it('stops every twinkle it started', () => {
    const particles = makeParticles(2, 1);
    const dots = particles.map(() => recordingDot());
    const stop = startTwinkle(
      dots.map(({ dot }) => dot),
      particles,
    );
    stop();
    for (const { cancel } of dots) expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('leaves dots alone where the browser has no Web Animations API, or with no particle', () => {
    const plain = document.createElement('span');
    const extra = recordingDot();
    expect(() => startTwinkle([plain, extra.dot], makeParticles(1, 1))()).not.toThrow();
    expect(extra.animate).not.toHaveBeenCalled();
  });
});
