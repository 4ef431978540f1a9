import { animateMini } from 'motion';
import type { Particle } from './particles';

/** How far a twinkling dot dims, as a share of its own brightness. */
export const TWINKLE_DIM = 0.35;

/**
 * A dot's twinkle: its opacity (its brightness) dims and comes back. Opacity is a compositor property: the
 * browser runs the 160 twinkles on its compositor thread, each dot a tiny layer of its own, and the page's main
 * thread neither restyles nor repaints anything for them. (A colour twinkle restyled the dots and repainted
 * the whole half they sit on every frame of the intro, 2.1 s of main-thread work in its first 7 s.)
 */
export function twinkleKeyframes(particle: Particle): number[] {
  return [particle.opacity, particle.opacity * TWINKLE_DIM, particle.opacity];
}

/**
 * How many dots start twinkling per task: starting an animation costs a tenth of a millisecond or more on a
 * phone, so starting all 160 at once is one long task (and 40 a task still made tasks of over 10 ms).
 */
export const TWINKLES_PER_TASK = 16;

/**
 * Starts each dot's twinkle with its particle's timing, with Motion's `animateMini`: the browser's Web
 * Animations API, which the compositor runs without the page's scripts and, unlike CSS animations, sends no
 * animation events (which would reach the page's event listeners as each of the 160 dots starts and
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
          { opacity: twinkleKeyframes(particle) },
          {
            duration: particle.duration,
            delay: particle.delay,
            repeat: Number.POSITIVE_INFINITY,
            ease: 'easeInOut',
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
