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
 * Starts each dot's twinkle with its particle's timing, through the Web Animations API: unlike CSS
 * animations, these send no animation events, which would reach the page's event listeners as each of the
 * 160 dots starts and repeats. Returns a function that stops them. Does nothing where the API is missing.
 */
export function startTwinkle(dots: readonly Element[], particles: readonly Particle[]): () => void {
  const animations: Animation[] = [];
  dots.forEach((dot, index) => {
    const particle = particles[index];
    if (!particle || typeof dot.animate !== 'function') return;
    animations.push(
      dot.animate(twinkleKeyframes, {
        duration: particle.duration * 1000,
        delay: particle.delay * 1000,
        iterations: Number.POSITIVE_INFINITY,
        easing: 'ease-in-out',
      }),
    );
  });
  return () => {
    for (const animation of animations) animation.cancel();
  };
}
