/** The intro's phases, in the order the specification gives them. */
export const INTRO_PHASES = ['particles', 'logo', 'lines', 'leaving', 'finished'] as const;
export type IntroPhase = (typeof INTRO_PHASES)[number];

/** Timing of the intro in ms. Text delay, letter stagger and leave duration are fixed by the specification. */
export const INTRO_TIMING = {
  textDelayMs: 500,
  letterStaggerMs: 50,
  textHoldMs: 400,
  logoPathDrawMs: 500,
  logoPathStaggerMs: 220,
  logoFillMs: 450,
  linesMs: 700,
  leaveMs: 800,
  reducedHoldMs: 1200,
  reducedFadeMs: 400,
} as const;

export interface PhaseStep {
  phase: IntroPhase;
  /** When the phase starts, in ms from the overlay's start. */
  atMs: number;
}

/** When each phase starts, for a text of `letterCount` letters and a logo of `pathCount` paths. */
export function introSchedule(letterCount: number, pathCount: number, reducedMotion = false): PhaseStep[] {
  const t = INTRO_TIMING;
  if (reducedMotion) {
    return [
      { phase: 'lines', atMs: 0 },
      { phase: 'leaving', atMs: t.reducedHoldMs },
      { phase: 'finished', atMs: t.reducedHoldMs + t.reducedFadeMs },
    ];
  }
  const logoAt = t.textDelayMs + letterCount * t.letterStaggerMs + t.textHoldMs;
  const logoMs = Math.max(0, pathCount - 1) * t.logoPathStaggerMs + t.logoPathDrawMs + t.logoFillMs;
  const linesAt = logoAt + logoMs;
  const leavingAt = linesAt + t.linesMs;
  return [
    { phase: 'particles', atMs: 0 },
    { phase: 'logo', atMs: logoAt },
    { phase: 'lines', atMs: linesAt },
    { phase: 'leaving', atMs: leavingAt },
    { phase: 'finished', atMs: leavingAt + t.leaveMs },
  ];
}

export function phaseIndex(phase: IntroPhase): number {
  return INTRO_PHASES.indexOf(phase);
}
