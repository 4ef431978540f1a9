import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeParticles } from './particles';
import { startTwinkle, TWINKLE_DIM, TWINKLES_PER_TASK, twinkleKeyframes } from './twinkle';

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
      if (!particle) throw new Error('no particle');
      expect(animate).toHaveBeenCalledTimes(1);
      const [keyframes, options] = animate.mock.calls[0] ?? [];
      expect(keyframes).toEqual({ opacity: twinkleKeyframes(particle) });
      expect(options).toMatchObject({
        duration: particle.duration * 1000,
        delay: particle.delay * 1000,
        iterations: Number.POSITIVE_INFINITY,
      });
    });
  });

  it('dims a dot from its own brightness and brings it back smoothly, on opacity alone (a compositor property)', () => {
    const [particle] = makeParticles(1, 3);
    if (!particle) throw new Error('no particle');
    expect(twinkleKeyframes(particle)).toEqual([
      particle.opacity,
      particle.opacity * TWINKLE_DIM,
      particle.opacity,
    ]);
    const { dot, animate } = recordingDot();
    startTwinkle([dot], [particle]);
    const [keyframes, options] = animate.mock.calls[0] ?? [];
    expect(Object.keys(keyframes ?? {})).toEqual(['opacity']);
    expect(options?.easing).not.toMatch(/steps|linear\(/);
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
