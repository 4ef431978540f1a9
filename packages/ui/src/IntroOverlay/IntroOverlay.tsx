import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type CSSProperties, memo, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import * as styles from './IntroOverlay.css';
import { type IntroPhase, phaseIndex } from './introSchedule';
import { makeParticles, type Particle } from './particles';
import type { IntroParts } from './playIntro';

const PARTICLES_PER_HALF = 80;

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
  /**
   * Whether the intro plays (the default). While false the overlay holds its first frame, as the server
   * renders it, and loads nothing: a page can paint that frame from its HTML and start the intro once it knows
   * the visitor is to see it.
   */
  play?: boolean;
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
 * The component renders a still picture: the first frame (or a frozen phase), on the server as in the
 * browser. Playing, it loads its timeline (playIntro.ts, with Motion) and Motion moves that picture; until the
 * intro plays, none of that code is loaded.
 */
export function IntroOverlay({
  text,
  logoPaths,
  logoViewBox,
  logoLabel,
  onFinish,
  skipLabel,
  play = true,
  phase: frozenPhase,
  seed = 1,
  particleCount = PARTICLES_PER_HALF,
}: IntroOverlayProps) {
  const letters = useMemo(() => Array.from(text), [text]);
  const reducedMotion = usePrefersReducedMotion();
  const isFrozen = frozenPhase !== undefined;
  const [playingPhase, setPlayingPhase] = useState<IntroPhase>('particles');
  const phase: IntroPhase = frozenPhase ?? playingPhase;
  const finished = phase === 'finished';
  const playing = play && !isFrozen && !finished;
  // Set once the intro plays in the browser: the server's still frame has no skip button, which needs script.
  const [started, setStarted] = useState(false);

  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;

  const topParticles = useMemo(() => makeParticles(particleCount, seed), [particleCount, seed]);
  const bottomParticles = useMemo(() => makeParticles(particleCount, seed + 7919), [particleCount, seed]);

  const root = useRef<HTMLDivElement>(null);
  const topHalf = useRef<HTMLDivElement>(null);
  const bottomHalf = useRef<HTMLDivElement>(null);
  const topField = useRef<HTMLDivElement>(null);
  const bottomField = useRef<HTMLDivElement>(null);
  const typed = useRef<HTMLSpanElement>(null);
  const logo = useRef<SVGSVGElement>(null);
  const lineFromLeft = useRef<HTMLSpanElement>(null);
  const lineFromRight = useRef<HTMLSpanElement>(null);

  // The timeline: loaded, then played on the rendered picture, once per play, and stopped (its twinkles too)
  // when the intro ends or the overlay goes. A timeline that cannot load or start ends the intro at once rather
  // than leave the overlay over the page.
  useEffect(() => {
    if (!play || isFrozen || finished) return;
    setPlayingPhase(reducedMotion ? 'lines' : 'particles');
    setStarted(true);
    let cancelled = false;
    let stop: (() => void) | undefined;
    const end = () => {
      if (!cancelled) setPlayingPhase('finished');
    };
    import('./playIntro')
      .then(({ playIntro }) => {
        const parts = collectParts();
        if (cancelled || !parts) return;
        stop = playIntro(parts, { reducedMotion, onPhase: setPlayingPhase, onFinish: end });
      })
      .catch(end);
    return () => {
      cancelled = true;
      stop?.();
    };

    function collectParts(): IntroParts | undefined {
      const [top, bottom, left, right] = [topHalf, bottomHalf, lineFromLeft, lineFromRight].map(
        (ref) => ref.current,
      );
      if (!root.current || !top || !bottom || !left || !right) return undefined;
      return {
        root: root.current,
        halves: [top, bottom],
        letters: [...(typed.current?.children ?? [])],
        paths: [...(logo.current?.querySelectorAll('path') ?? [])],
        lines: [left, right],
        fields: [
          { dots: [...(topField.current?.children ?? [])], particles: topParticles },
          { dots: [...(bottomField.current?.children ?? [])], particles: bottomParticles },
        ],
      };
    }
  }, [play, isFrozen, finished, reducedMotion, topParticles, bottomParticles]);

  useEffect(() => {
    if (play && !isFrozen && finished) onFinishRef.current?.();
  }, [play, isFrozen, finished]);

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

  if (finished) return null;

  // The still picture: a frozen phase as it is; playing, reduced motion's whole picture or the first frame,
  // which the timeline then moves (React never writes this picture again while the intro plays).
  const pictured: IntroPhase = frozenPhase ?? (reducedMotion ? 'lines' : 'particles');
  const at = phaseIndex(pictured);
  const showAll = isFrozen || reducedMotion;
  const drawn = at >= phaseIndex('logo');
  const filled = at >= phaseIndex('lines');
  // A frozen "leaving" shows the moment halfway through, so a still picture says what happens.
  const shift = pictured === 'leaving' ? 40 : 0;
  const halfStyle = (direction: 1 | -1): CSSProperties => ({
    transform: `translateY(${direction * shift}%)`,
  });
  const lineStyle = (direction: 1 | -1): CSSProperties => ({
    transform: `translateX(${direction * shift}%) scaleX(${filled ? 1 : 0})`,
  });

  return (
    <div ref={root} className={styles.root} data-phase={phase} data-frozen={isFrozen || undefined}>
      <div ref={topHalf} className={`${styles.half} ${styles.topHalf}`} style={halfStyle(-1)}>
        <ParticleField ref={topField} particles={topParticles} still={showAll} />
        <p className={styles.text}>
          <VisuallyHidden>{text}</VisuallyHidden>
          <span ref={typed} aria-hidden="true" className={styles.typed}>
            {letters.map((letter, index) => (
              // Every letter is laid out from the start, transparent until typed: typing one changes its opacity,
              // which the compositor draws, instead of a new layout of the whole text.
              // biome-ignore lint/suspicious/noArrayIndexKey: the letters of a fixed text, in order
              <span key={index} className={showAll ? undefined : styles.untyped}>
                {letter}
              </span>
            ))}
          </span>
        </p>
      </div>
      <div ref={bottomHalf} className={`${styles.half} ${styles.bottomHalf}`} style={halfStyle(1)}>
        <ParticleField ref={bottomField} particles={bottomParticles} still={showAll} />
        <svg ref={logo} className={styles.logo} viewBox={logoViewBox} role="img" aria-label={logoLabel}>
          {logoPaths.map((d, index) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: the paths are a fixed drawing, drawn in order
              key={index}
              d={d}
              className={styles.logoPath}
              // The path measured as one unit: one dash of length 1 draws it whole, of length 0 not at all
              // (the form Motion's pathLength animates). Hidden until its turn: a path drawn to length zero
              // still shows its round caps as a dot.
              pathLength={1}
              strokeDasharray={drawn || showAll ? '1 0' : '0 1'}
              strokeOpacity={drawn || showAll ? 1 : 0}
              fillOpacity={filled || reducedMotion ? 1 : 0}
            />
          ))}
        </svg>
      </div>
      <div className={styles.seam} aria-hidden="true">
        <span ref={lineFromLeft} className={`${styles.line} ${styles.lineFromLeft}`} style={lineStyle(1)} />
        <span
          ref={lineFromRight}
          className={`${styles.line} ${styles.lineFromRight}`}
          style={lineStyle(-1)}
        />
      </div>
      {skipLabel && playing && started ? (
        <button type="button" className={styles.skip} onClick={() => setPlayingPhase('finished')}>
          {skipLabel}
        </button>
      ) : null}
    </div>
  );
}

/** A half's particle field; its particles never change while the intro plays, so phase changes skip it. */
const ParticleField = memo(function ParticleField({
  ref,
  particles,
  still,
}: {
  ref: Ref<HTMLDivElement>;
  particles: Particle[];
  still: boolean;
}) {
  return (
    <div ref={ref} className={styles.particles} aria-hidden="true" data-still={still || undefined}>
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
