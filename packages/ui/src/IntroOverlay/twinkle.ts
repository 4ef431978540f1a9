import type { Particle } from './particles';

/**
 * A dot's twinkle: its colour dims to a third and comes back. The colour, not opacity or transform: a
 * compositor animation would give each of the 160 dots a layer of its own, which every frame the main
 * thread draws during the intro (the typing, the logo) must then commit, and a dimming colour costs a
 * small repaint instead.
 */
export const twinkleKeyframes: Keyframe[] = [
  { backgroundColor: 'currentcolor' },
  { backgroundColor: 'color-mix(in srgb, currentcolor 35%, transparent)' },
  { backgroundColor: 'currentcolor' },
];

/**
 * A twinkle's pace: its colour changes in eight steps a cycle (every 0.2 to 0.5 s), not smoothly. A smooth
 * twinkle changes all 160 dots every frame, and the browser restyles and repaints them all each time (the
 * most costly part of the intro's frames on a phone); stepped, each frame changes only the few dots whose
 * step has come. It reads as stars flickering.
 */
export const TWINKLE_EASING = 'steps(8, jump-none)';

/**
 * How many dots start twinkling per task: starting an animation costs a tenth of a millisecond or more on a
 * phone, so starting all 160 at once is one long task (and 40 a task still made tasks of over 10 ms).
 */
export const TWINKLES_PER_TASK = 16;

/**
 * Starts each dot's twinkle with its particle's timing, through the Web Animations API: unlike CSS
 * animations, these send no animation events, which would reach the page's event listeners as each of the
 * 160 dots starts and repeats. The first dots start at once, the others a batch per task. Returns a function
 * that stops them all (and the batches still to come). Does nothing where the API is missing.
 */
export function startTwinkle(dots: readonly Element[], particles: readonly Particle[]): () => void {
  const animations: Animation[] = [];
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startBatch = () => {
    const end = Math.min(next + TWINKLES_PER_TASK, dots.length);
    for (; next < end; next += 1) {
      const dot = dots[next];
      const particle = particles[next];
      if (!dot || !particle || typeof dot.animate !== 'function') continue;
      animations.push(
        dot.animate(twinkleKeyframes, {
          duration: particle.duration * 1000,
          delay: particle.delay * 1000,
          iterations: Number.POSITIVE_INFINITY,
          easing: TWINKLE_EASING,
        }),
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
