import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type CSSProperties, memo, useEffect, useMemo, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../ScrollToTopButton/usePrefersReducedMotion';
import * as styles from './IntroOverlay.css';
import { INTRO_TIMING, type IntroPhase, introSchedule, phaseIndex } from './introSchedule';
import { makeParticles, type Particle } from './particles';
import { startTwinkle } from './twinkle';

const PARTICLES_PER_HALF = 80;
const LEAVE_EASING = 'cubic-bezier(0.65, 0, 0.35, 1)';
const DRAW_EASING = 'cubic-bezier(0.45, 0, 0.55, 1)';

export interface IntroOverlayProps {
  /** The main text that types in (the site passes its translated company.intro.main_text). */
  text: string;
  /** The logo as SVG path data (`d` attributes), stroked one by one and then filled white. */
  logoPaths: string[];
  /** The logo's viewBox, e.g. "0 0 120 40". */
  logoViewBox: string;
  /** Accessible name of the logo, e.g. the company name. */
  logoLabel: string;
  /** Runs once when the overlay has left; the caller then unmounts it and marks it shown. */
  onFinish?: () => void;
  /** Label of an optional "skip" button that ends the intro at once. No button when absent. */
  skipLabel?: string;
  /** Freeze the overlay in one phase (stories, docs): no timers, no scroll lock, no onFinish. */
  phase?: Exclude<IntroPhase, 'finished'>;
  /** Seed of the particle field; the same seed always draws the same field. */
  seed?: number;
  /** Particles per half (the specification says about 80). */
  particleCount?: number;
}

/**
 * The home page's intro: a full-screen blue overlay split into two halves with twinkling particles.
 * The text types in, the logo is stroked and filled, two lines grow and slide out, the halves part,
 * then `onFinish` runs. Body scrolling is locked while it plays. Under reduced motion it shows the
 * finished picture briefly and fades.
 *
 * Every movement is a CSS transition from one phase's picture to the next: the halves, the lines and the
 * fade move only transforms and opacity, which the compositor runs without the page's main thread.
 */
export function IntroOverlay({
  text,
  logoPaths,
  logoViewBox,
  logoLabel,
  onFinish,
  skipLabel,
  phase: frozenPhase,
  seed = 1,
  particleCount = PARTICLES_PER_HALF,
}: IntroOverlayProps) {
  const letters = useMemo(() => Array.from(text), [text]);
  const reducedMotion = usePrefersReducedMotion();
  const isFrozen = frozenPhase !== undefined;
  const [playingPhase, setPlayingPhase] = useState<IntroPhase>('particles');
  const phase: IntroPhase = frozenPhase ?? playingPhase;
  const playing = !isFrozen && phase !== 'finished';

  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;

  // The phase clock: one timeout per phase change, started once per play.
  useEffect(() => {
    if (isFrozen) return;
    const steps = introSchedule(letters.length, logoPaths.length, reducedMotion);
    setPlayingPhase(steps[0]?.phase ?? 'particles');
    const timers = steps
      .slice(1)
      .map(({ phase: next, atMs }) => setTimeout(() => setPlayingPhase(next), atMs));
    return () => timers.forEach(clearTimeout);
  }, [isFrozen, letters.length, logoPaths.length, reducedMotion]);

  useEffect(() => {
    if (!isFrozen && phase === 'finished') onFinishRef.current?.();
  }, [isFrozen, phase]);

  // Scroll lock while playing; the previous overflow comes back afterwards.
  useEffect(() => {
    if (!playing) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [playing]);

  const topParticles = useMemo(() => makeParticles(particleCount, seed), [particleCount, seed]);
  const bottomParticles = useMemo(() => makeParticles(particleCount, seed + 7919), [particleCount, seed]);

  if (phase === 'finished') return null;

  const at = phaseIndex(phase);
  const showAll = isFrozen || reducedMotion;
  const drawn = at >= phaseIndex('logo');
  const filled = at >= phaseIndex('lines');
  const linesIn = at >= phaseIndex('lines');
  const leaving = phase === 'leaving';
  // A frozen "leaving" shows the moment halfway through, so a still picture says what happens.
  const leaveShare = isFrozen ? 40 : 100;
  const fadeOnly = reducedMotion && !isFrozen;
  const halfShift = leaving && !fadeOnly ? leaveShare : 0;
  const stroked = drawn || showAll;
  // A frozen picture shows its phase as it is, without moving into it.
  const transition = (value: string): string | undefined => (isFrozen ? undefined : value);
  const halfStyle = (direction: 1 | -1): CSSProperties => ({
    transform: `translateY(${direction * halfShift}%)`,
    transition: transition(`transform ${INTRO_TIMING.leaveMs}ms ${LEAVE_EASING}`),
  });
  const lineStyle = (direction: 1 | -1): CSSProperties => ({
    transform: `translateX(${direction * halfShift}%) scaleX(${linesIn || reducedMotion ? 1 : 0})`,
    transition: transition(`transform ${leaving ? INTRO_TIMING.leaveMs : INTRO_TIMING.linesMs}ms ease-out`),
  });

  return (
    <div
      className={styles.root}
      data-phase={phase}
      data-frozen={isFrozen || undefined}
      style={{
        opacity: fadeOnly && leaving ? 0 : 1,
        transition: transition(`opacity ${INTRO_TIMING.reducedFadeMs}ms ease-out`),
      }}
    >
      <div className={`${styles.half} ${styles.topHalf}`} style={halfStyle(-1)}>
        <ParticleField particles={topParticles} still={showAll} />
        <p className={styles.text}>
          <VisuallyHidden>{text}</VisuallyHidden>
          <TypedText letters={letters} showAll={showAll} />
        </p>
      </div>
      <div className={`${styles.half} ${styles.bottomHalf}`} style={halfStyle(1)}>
        <ParticleField particles={bottomParticles} still={showAll} />
        <svg className={styles.logo} viewBox={logoViewBox} role="img" aria-label={logoLabel}>
          {logoPaths.map((d, index) => {
            const turn = index * INTRO_TIMING.logoPathStaggerMs;
            return (
              <path
                // biome-ignore lint/suspicious/noArrayIndexKey: the paths are a fixed drawing, drawn in order
                key={index}
                d={d}
                // The stroke's dashes measure the path as one unit: an offset of 1 hides it, 0 draws it whole.
                pathLength={1}
                className={styles.logoPath}
                style={{
                  strokeDashoffset: stroked ? 0 : 1,
                  // Hidden until its turn: a path drawn to length zero still shows its round caps as a dot.
                  strokeOpacity: stroked ? 1 : 0,
                  fillOpacity: filled || reducedMotion ? 1 : 0,
                  transition: transition(
                    `stroke-dashoffset ${INTRO_TIMING.logoPathDrawMs}ms ${DRAW_EASING} ${turn}ms, ` +
                      `stroke-opacity 0s linear ${turn}ms, fill-opacity ${INTRO_TIMING.logoFillMs}ms ease-out`,
                  ),
                }}
              />
            );
          })}
        </svg>
      </div>
      <div className={styles.seam} aria-hidden="true">
        <span className={`${styles.line} ${styles.lineFromLeft}`} style={lineStyle(1)} />
        <span className={`${styles.line} ${styles.lineFromRight}`} style={lineStyle(-1)} />
      </div>
      {skipLabel && playing ? (
        <button type="button" className={styles.skip} onClick={() => setPlayingPhase('finished')}>
          {skipLabel}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The typewriter: after the text delay, one more letter every stagger. It keeps its own state, so a letter
 * re-renders this text only, not the overlay and its particles. Every letter is laid out from the start,
 * hidden until typed: typing one changes its visibility, which costs a repaint of the letter instead of a new
 * layout of the whole text.
 */
function TypedText({ letters, showAll }: { letters: readonly string[]; showAll: boolean }) {
  const [typedCount, setTypedCount] = useState(0);
  useEffect(() => {
    if (showAll) return;
    setTypedCount(0);
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      interval = setInterval(() => {
        setTypedCount((count) => {
          if (count + 1 >= letters.length && interval) clearInterval(interval);
          return Math.min(count + 1, letters.length);
        });
      }, INTRO_TIMING.letterStaggerMs);
    }, INTRO_TIMING.textDelayMs);
    return () => {
      clearTimeout(start);
      if (interval) clearInterval(interval);
    };
  }, [showAll, letters.length]);
  const visibleLetters = showAll ? letters.length : typedCount;
  return (
    <span aria-hidden="true" className={styles.typed}>
      {letters.map((letter, index) => {
        const typed = index < visibleLetters;
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the letters of a fixed text, in order
            key={index}
            data-typed={typed ? '' : undefined}
            className={typed ? undefined : styles.untyped}
          >
            {letter}
          </span>
        );
      })}
    </span>
  );
}

/** The twinkling field; its particles never change while the intro plays, so phase changes skip it. */
const ParticleField = memo(function ParticleField({
  particles,
  still,
}: {
  particles: Particle[];
  still: boolean;
}) {
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dots = field.current?.children;
    if (still || !dots) return;
    return startTwinkle([...dots], particles);
  }, [particles, still]);
  return (
    <div ref={field} className={styles.particles} aria-hidden="true" data-still={still || undefined}>
      {particles.map((p, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, seeded field that never reorders
          key={index}
          className={styles.particle}
          style={{
            left: `${p.x}%`,
            top: `${p.y}%`,
            width: p.size,
            height: p.size,
            opacity: p.opacity,
          }}
        />
      ))}
    </div>
  );
});
