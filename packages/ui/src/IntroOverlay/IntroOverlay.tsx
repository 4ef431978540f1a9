import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { LazyMotion, m, useReducedMotion } from 'motion/react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { loadMotionFeatures } from '../motion';
import * as styles from './IntroOverlay.css';
import { INTRO_TIMING, type IntroPhase, introSchedule, phaseIndex } from './introSchedule';
import { makeParticles, type Particle } from './particles';
import { startTwinkle } from './twinkle';

const PARTICLES_PER_HALF = 80;
const seconds = (ms: number) => ms / 1000;
const leaveEase = [0.65, 0, 0.35, 1] as const;

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
  const reducedMotion = useReducedMotion() ?? false;
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
  const halfTransition = { duration: seconds(INTRO_TIMING.leaveMs), ease: leaveEase };

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <m.div
        className={styles.root}
        data-phase={phase}
        data-frozen={isFrozen || undefined}
        initial={false}
        animate={{ opacity: fadeOnly && leaving ? 0 : 1 }}
        transition={{ duration: seconds(INTRO_TIMING.reducedFadeMs) }}
      >
        <m.div
          className={`${styles.half} ${styles.topHalf}`}
          initial={false}
          animate={{ y: leaving && !fadeOnly ? `-${leaveShare}%` : '0%' }}
          transition={halfTransition}
        >
          <ParticleField particles={topParticles} still={showAll} />
          <p className={styles.text}>
            <VisuallyHidden>{text}</VisuallyHidden>
            <TypedText letters={letters} showAll={showAll} />
          </p>
        </m.div>
        <m.div
          className={`${styles.half} ${styles.bottomHalf}`}
          initial={false}
          animate={{ y: leaving && !fadeOnly ? `${leaveShare}%` : '0%' }}
          transition={halfTransition}
        >
          <ParticleField particles={bottomParticles} still={showAll} />
          <svg className={styles.logo} viewBox={logoViewBox} role="img" aria-label={logoLabel}>
            {logoPaths.map((d, index) => (
              <m.path
                // biome-ignore lint/suspicious/noArrayIndexKey: the paths are a fixed drawing, drawn in order
                key={index}
                d={d}
                className={styles.logoPath}
                // Hidden until its turn: a path of length zero still shows its round caps as a dot.
                initial={isFrozen ? false : { pathLength: 0, fillOpacity: 0, strokeOpacity: 0 }}
                animate={{
                  pathLength: drawn || showAll ? 1 : 0,
                  strokeOpacity: drawn || showAll ? 1 : 0,
                  fillOpacity: filled || reducedMotion ? 1 : 0,
                }}
                transition={{
                  pathLength: {
                    duration: seconds(INTRO_TIMING.logoPathDrawMs),
                    delay: seconds(index * INTRO_TIMING.logoPathStaggerMs),
                  },
                  strokeOpacity: { duration: 0, delay: seconds(index * INTRO_TIMING.logoPathStaggerMs) },
                  fillOpacity: { duration: seconds(INTRO_TIMING.logoFillMs) },
                }}
              />
            ))}
          </svg>
        </m.div>
        <div className={styles.seam} aria-hidden="true">
          <m.span
            className={`${styles.line} ${styles.lineFromLeft}`}
            initial={false}
            animate={{
              scaleX: linesIn || reducedMotion ? 1 : 0,
              x: leaving && !fadeOnly ? `${leaveShare}%` : '0%',
            }}
            transition={{ duration: seconds(leaving ? INTRO_TIMING.leaveMs : INTRO_TIMING.linesMs) }}
          />
          <m.span
            className={`${styles.line} ${styles.lineFromRight}`}
            initial={false}
            animate={{
              scaleX: linesIn || reducedMotion ? 1 : 0,
              x: leaving && !fadeOnly ? `-${leaveShare}%` : '0%',
            }}
            transition={{ duration: seconds(leaving ? INTRO_TIMING.leaveMs : INTRO_TIMING.linesMs) }}
          />
        </div>
        {skipLabel && playing ? (
          <button type="button" className={styles.skip} onClick={() => setPlayingPhase('finished')}>
            {skipLabel}
          </button>
        ) : null}
      </m.div>
    </LazyMotion>
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
