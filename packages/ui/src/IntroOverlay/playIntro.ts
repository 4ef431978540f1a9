import { type AnimationSequence, animate, type Easing, stagger } from 'motion';
import { INTRO_TIMING, type IntroPhase, introSchedule, type PhaseStep } from './introSchedule';
import type { Particle } from './particles';
import { startTwinkle } from './twinkle';

/**
 * The intro's timeline, played with Motion. This module (and Motion with it) is loaded only when an intro
 * plays: IntroOverlay imports it dynamically, so the overlay's first frame renders, on the server too, without
 * any of it.
 */

/** The halves leave with a slow start and a slow end. */
const LEAVE_EASE: Easing = [0.65, 0, 0.35, 1];
/** A logo path is drawn with an even, unhurried stroke. */
const DRAW_EASE: Easing = [0.45, 0, 0.55, 1];

/** The parts of the overlay the timeline moves, as IntroOverlay rendered them (its first frame). */
export interface IntroParts {
  root: HTMLElement;
  halves: readonly [top: HTMLElement, bottom: HTMLElement];
  /** The typed text's letters, in order, hidden until typed. */
  letters: readonly Element[];
  /** The logo's paths, in drawing order. */
  paths: readonly SVGPathElement[];
  lines: readonly [fromLeft: HTMLElement, fromRight: HTMLElement];
  /** Each half's dots with the particle each one draws. */
  fields: readonly { dots: readonly Element[]; particles: readonly Particle[] }[];
}

export interface PlayIntroOptions {
  /** The short version: the whole picture at once, held, then a fade (no movement, no twinkle). */
  reducedMotion: boolean;
  /** Each phase as it begins (not the first, which the overlay shows from the start). */
  onPhase: (phase: IntroPhase) => void;
  /** Once, when the overlay has left. */
  onFinish: () => void;
}

const seconds = (ms: number) => ms / 1000;

/**
 * The intro's movement, as one Motion sequence, every step at the time `introSchedule` gives: the typing, the
 * lines and the halves. Only `opacity` and whole `transform` values, which Motion hands to the browser (Web
 * Animations) and the compositor runs: the page's main thread has no work for them from frame to frame.
 */
export function introSequence(parts: IntroParts, reducedMotion: boolean): AnimationSequence {
  const t = INTRO_TIMING;
  const steps = introSchedule(parts.letters.length, parts.paths.length, reducedMotion);
  const at = (phase: IntroPhase) => seconds(phaseStart(steps, phase));
  if (reducedMotion) {
    return [[parts.root, { opacity: [1, 0] }, { at: at('leaving'), duration: seconds(t.reducedFadeMs) }]];
  }
  const [top, bottom] = parts.halves;
  const [fromLeft, fromRight] = parts.lines;
  const leaving = { at: at('leaving'), duration: seconds(t.leaveMs) };
  return [
    // The text types in after the delay, a letter every stagger (the first one stagger after the delay).
    [
      parts.letters,
      { opacity: [0, 1] },
      {
        at: seconds(t.textDelayMs + t.letterStaggerMs),
        delay: stagger(seconds(t.letterStaggerMs)),
        duration: 0,
      },
    ],
    // Two lines grow in from either side, then slide out the way they grew. Whole `transform` values, not
    // Motion's x/y/scaleX shorthands, which a script would restyle every frame.
    [
      parts.lines,
      { transform: ['scaleX(0)', 'scaleX(1)'] },
      { at: at('lines'), duration: seconds(t.linesMs), ease: 'easeOut' },
    ],
    [fromLeft, { transform: ['translateX(0%)', 'translateX(100%)'] }, { ...leaving, ease: 'easeOut' }],
    [fromRight, { transform: ['translateX(0%)', 'translateX(-100%)'] }, { ...leaving, ease: 'easeOut' }],
    // The halves leave, the top one up and the bottom one down.
    [top, { transform: ['translateY(0%)', 'translateY(-100%)'] }, { ...leaving, ease: LEAVE_EASE }],
    [bottom, { transform: ['translateY(0%)', 'translateY(100%)'] }, { ...leaving, ease: LEAVE_EASE }],
  ];
}

/**
 * The logo's drawing, from the moment it starts: each path stroked in turn (its stroke shown as its drawing
 * starts: a path drawn to length zero would show its round caps as a dot), then all filled white before the
 * lines come. A path's length is not a compositor property, so Motion draws it frame by frame on the main
 * thread: this sequence is started when the logo's turn comes, so that those frames are the logo's second and
 * a half, not the whole intro.
 */
export function logoSequence(parts: IntroParts): AnimationSequence {
  const t = INTRO_TIMING;
  const steps = introSchedule(parts.letters.length, parts.paths.length, false);
  const fillAt = seconds(phaseStart(steps, 'lines') - phaseStart(steps, 'logo') - t.logoFillMs);
  return [
    [
      parts.paths,
      { pathLength: [0, 1], strokeOpacity: [0, 1] },
      {
        at: 0,
        delay: stagger(seconds(t.logoPathStaggerMs)),
        duration: seconds(t.logoPathDrawMs),
        ease: DRAW_EASE,
        strokeOpacity: { duration: 0 },
      },
    ],
    [parts.paths, { fillOpacity: [0, 1] }, { at: fillAt, duration: seconds(t.logoFillMs), ease: 'easeOut' }],
  ];
}

const phaseStart = (steps: readonly PhaseStep[], phase: IntroPhase): number =>
  steps.find((step) => step.phase === phase)?.atMs ?? 0;

/**
 * Plays the intro on the overlay's parts: the timeline, each phase reported as it begins, the particles'
 * twinkle, and `onFinish` when the halves have left. Returns a function that stops it all (no `onFinish`).
 */
export function playIntro(
  parts: IntroParts,
  { reducedMotion, onPhase, onFinish }: PlayIntroOptions,
): () => void {
  const steps = introSchedule(parts.letters.length, parts.paths.length, reducedMotion);
  const animations: { cancel(): void }[] = [animate(introSequence(parts, reducedMotion))];
  // The phases on the clock, not on a frame loop: a timer costs the main thread nothing until it fires.
  const timers = steps.slice(1).map(({ phase, atMs }) =>
    setTimeout(() => {
      if (phase === 'finished') onFinish();
      else onPhase(phase);
      if (phase === 'logo') animations.push(animate(logoSequence(parts)));
    }, atMs),
  );
  const stopTwinkles = reducedMotion
    ? []
    : parts.fields.map(({ dots, particles }) => startTwinkle(dots, particles));
  return () => {
    for (const timer of timers) clearTimeout(timer);
    for (const animation of animations) animation.cancel();
    for (const stop of stopTwinkles) stop();
  };
}
