import { supportsFlags } from 'motion';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeParticles } from './particles';
import { startTwinkle, TWINKLE_STEPS, TWINKLES_PER_TASK, twinkleEase, twinkleKeyframes } from './twinkle';

/**
 * A dot whose Web Animations API records what Motion asks of it (jsdom has none): each call's keyframes and
 * timing, and an animation that counts its cancels.
 */
function recordingDot() {
  const cancel = vi.fn();
  const animate = vi.fn((_keyframes: PropertyIndexedKeyframes, _options: KeyframeAnimationOptions) => ({
    cancel,
    pause: () => {},
    play: () => {},
    finish: () => {},
    commitStyles: () => {},
    onfinish: null,
    playState: 'running',
    playbackRate: 1,
    startTime: 0,
    currentTime: 0,
    effect: null,
  }));
  const dot = document.createElement('span');
  Object.defineProperty(dot, 'animate', { value: animate });
  return { dot, animate, cancel };
}

/** The values a stepped `linear()` curve takes (Motion hands an easing function to the browser as one). */
function linearStops(easing: string | undefined): number[] {
  const stops = /^linear\((.*)\)$/.exec(easing ?? '')?.[1] ?? '';
  return stops.split(',').map((stop) => Number.parseFloat(stop));
}

// The browsers the site supports take `linear()` easing curves; jsdom stands in for one.
supportsFlags.linearEasing = true;

describe('startTwinkle', () => {
  it('runs each dot on the browser with its own particle timing, forever, through Motion', () => {
    const particles = makeParticles(3, 5);
    const dots = particles.map(() => recordingDot());
    startTwinkle(
      dots.map(({ dot }) => dot),
      particles,
    );
    dots.forEach(({ animate }, index) => {
      const particle = particles[index];
      expect(animate).toHaveBeenCalledTimes(1);
      const [keyframes, options] = animate.mock.calls[0] ?? [];
      expect(keyframes).toEqual({ backgroundColor: twinkleKeyframes });
      expect(options).toMatchObject({
        duration: (particle?.duration ?? 0) * 1000,
        delay: (particle?.delay ?? 0) * 1000,
        iterations: Number.POSITIVE_INFINITY,
      });
      // A stepped curve: it holds each of its values, from the first keyframe to the last.
      const values = new Set(linearStops(options?.easing));
      expect(values.size).toBe(TWINKLE_STEPS);
      expect(Math.min(...values)).toBe(0);
      expect(Math.max(...values)).toBe(1);
    });
  });

  it('changes a dot’s colour in a few steps a cycle, so that most frames restyle only a few dots', () => {
    const values = new Set(Array.from({ length: 1001 }, (_, index) => twinkleEase(index / 1000)));
    expect(values.size).toBe(TWINKLE_STEPS);
    expect(TWINKLE_STEPS).toBeGreaterThanOrEqual(4);
    expect(TWINKLE_STEPS).toBeLessThanOrEqual(12);
    expect(twinkleEase(0)).toBe(0);
    expect(twinkleEase(1)).toBe(1);
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
    expect(twinkleKeyframes[1]).toMatch(/currentcolor 35%, transparent/);
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
