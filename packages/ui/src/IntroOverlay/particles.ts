/** mulberry32: a tiny seeded PRNG, so particle fields are identical on every render and screenshot. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Particle {
  /** Position in % of the half's width and height. */
  x: number;
  y: number;
  /** Diameter in px. */
  size: number;
  /** Twinkle timing in seconds. */
  delay: number;
  duration: number;
  opacity: number;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function makeParticles(count: number, seed: number): Particle[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    x: round(random() * 100),
    y: round(random() * 100),
    size: round(1 + random() * 2.5, 1),
    delay: round(random() * 3),
    duration: round(1.6 + random() * 2.4),
    opacity: round(0.35 + random() * 0.6),
  }));
}
