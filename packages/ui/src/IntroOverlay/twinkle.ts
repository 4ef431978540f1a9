import { animateMini } from 'motion';
import type { Particle } from './particles';

/**
 * A dot's twinkle: its colour dims to a third and comes back. The colour, not opacity or transform: a
 * compositor animation would give each of the 160 dots a layer of its own, which every frame the main
 * thread draws during the intro (the typing, the logo) must then commit, and a dimming colour costs a
 * small repaint instead.
 */
export const twinkleKeyframes = [
  'currentcolor',
  'color-mix(in srgb, currentcolor 35%, transparent)',
  'currentcolor',
];

/** How many times a twinkle's colour changes in one cycle. */
export const TWINKLE_STEPS = 8;

/**
 * A twinkle's pace: its colour changes in eight steps a cycle (every 0.2 to 0.5 s), not smoothly, from the
 * first keyframe to the last (CSS's `steps(8, jump-none)`). A smooth twinkle changes all 160 dots every frame,
 * and the browser restyles and repaints them all each time (the most costly part of the intro's frames on a
 * phone); stepped, each frame changes only the few dots whose step has come. It reads as stars flickering.
 * Motion hands an easing function to the browser as a `linear()` curve, which holds each step's value.
 */
export function twinkleEase(progress: number): number {
  return Math.min(TWINKLE_STEPS - 1, Math.floor(progress * TWINKLE_STEPS)) / (TWINKLE_STEPS - 1);
}

/**
 * How many dots start twinkling per task: starting an animation costs a tenth of a millisecond or more on a
 * phone, so starting all 160 at once is one long task (and 40 a task still made tasks of over 10 ms).
 */
export const TWINKLES_PER_TASK = 16;

/**
 * Starts each dot's twinkle with its particle's timing, with Motion's `animateMini`: the browser's Web
 * Animations API, which runs the stepped colour without the page's scripts and, unlike CSS animations, sends
 * no animation events (which would reach the page's event listeners as each of the 160 dots starts and
 * repeats). The first dots start at once, the others a batch per task. Returns a function that stops them all
 * (and the batches still to come). Does nothing where the API is missing.
 */
export function startTwinkle(dots: readonly Element[], particles: readonly Particle[]): () => void {
  const animations: { cancel(): void }[] = [];
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startBatch = () => {
    const end = Math.min(next + TWINKLES_PER_TASK, dots.length);
    for (; next < end; next += 1) {
      const dot = dots[next];
      const particle = particles[next];
      if (!dot || !particle || typeof dot.animate !== 'function') continue;
      animations.push(
        animateMini(
          dot,
          { backgroundColor: twinkleKeyframes },
          {
            duration: particle.duration,
            delay: particle.delay,
            repeat: Number.POSITIVE_INFINITY,
            ease: twinkleEase,
          },
        ),
      );
    }
    timer = next < dots.length ? setTimeout(startBatch, 0) : undefined;
  };
  startBatch();
  return () => {
    clearTimeout(timer);
    for (const animation of animations) animation.cancel();
  };
}
