import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { HeroPoster, type HeroVideoPoster } from './HeroPoster';
import * as styles from './HeroVideo.css';
import { useVideoPlaysWell } from './useVideoPlaysWell';
import { useWindowLoaded } from './useWindowLoaded';

export type { HeroVideoPoster, HeroVideoPosterSource } from './HeroPoster';

export interface HeroVideoSource {
  src: string;
  /** MIME type, e.g. video/mp4 or video/webm. */
  type: string;
}

export interface HeroVideoSlide {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  /** Anything else for the slide (buttons, links). */
  children?: ReactNode;
}

export interface HeroVideoLabels {
  /** Accessible name of the hero carousel. */
  region: string;
  previous: string;
  next: string;
  /** Label of the button that stops the video and the auto-advance. */
  pause: string;
  /** Label of the same button when stopped. */
  play: string;
  /** Name of a slide's dot, e.g. (2, 3) => "슬라이드 2 / 3". */
  slide: (position: number, total: number) => string;
}

export interface HeroVideoProps {
  /**
   * Video sources in order of preference. They are attached only where the video plays well (from the desktop
   * breakpoint, without Save-Data, `prefers-reduced-data` or reduced motion) and only after the window's
   * `load` event; the video then fades in over the poster once it plays. Elsewhere nothing of it is requested.
   */
  sources: HeroVideoSource[];
  /**
   * The still picture under the video, and all of the hero on a phone: a URL, or an image with its size and
   * responsive candidates (AVIF/WebP sources, srcSet, sizes), so that a phone loads a phone-sized one. It is
   * an eagerly loaded, high-priority `<img>`: the page's largest paint.
   */
  poster: string | HeroVideoPoster;
  /** The title/description slides over the video (the site has one). */
  slides: HeroVideoSlide[];
  labels: HeroVideoLabels;
  /** Auto-advance interval in ms (the specification: 5000). */
  intervalMs?: number;
  /** Play the video and advance the slides on their own; false for a still hero (stories, print). */
  autoPlay?: boolean;
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * Full-screen hero: a poster image, a looping, muted, inline background video that starts after the
 * page has loaded and fades in over it (on wide screens only, and never when the visitor saves data or
 * asks for reduced motion), and a slide track of titles and descriptions that advances every 5 s.
 * Advancing pauses while the hero is hovered or focused, after the pause button, and under reduced motion.
 */
export function HeroVideo({
  sources,
  poster,
  slides,
  labels,
  intervalMs = 5000,
  autoPlay = true,
  headingLevel = 2,
  className,
}: HeroVideoProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const [videoAttached, setVideoAttached] = useState(false);
  const windowLoaded = useWindowLoaded();
  const videoPlaysWell = useVideoPlaysWell();
  const videoRef = useRef<HTMLVideoElement>(null);
  const count = slides.length;
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: count > 1, align: 'start' });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const motionAllowed = autoPlay && !reducedMotion && !stoppedByUser;
  const advancing = motionAllowed && count > 1 && !hovered && !focused;
  const attachVideo = windowLoaded && autoPlay && videoPlaysWell && sources.length > 0;

  // Once attached, the sources stay (a window narrowed later keeps its loaded video); pausing and playing
  // again reuse it.
  useEffect(() => {
    if (attachVideo) setVideoAttached(true);
  }, [attachVideo]);

  useEffect(() => {
    if (!advancing) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [advancing, count, intervalMs]);

  useEffect(() => {
    if (emblaApi && emblaApi.selectedScrollSnap() !== index) emblaApi.scrollTo(index, reducedMotion);
  }, [emblaApi, index, reducedMotion]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setIndex(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  // React sets `muted` as a property only; set it before playing so autoplay policies allow it.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    if (motionAllowed && videoAttached) void video.play?.()?.catch(() => {});
    else video.pause?.();
  }, [motionAllowed, videoAttached]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const showControls = count > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className={clsx(styles.root, className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      data-advancing={advancing || undefined}
    >
      <HeroPoster poster={poster} className={styles.poster} />
      {/* Without sources (and with no poster of its own: the picture above is it) the element requests nothing. */}
      <video
        ref={videoRef}
        className={styles.video}
        autoPlay={motionAllowed && videoAttached}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setVideoPlaying(true)}
        data-playing={videoPlaying || undefined}
      >
        {videoAttached
          ? sources.map((source) => <source key={source.src} src={source.src} type={source.type} />)
          : null}
      </video>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.inner}>
        <div
          className={styles.viewport}
          // One slide has nothing to scroll to: the carousel engine, which measures the track as it starts
          // (a forced layout while the page hydrates), starts only for two or more.
          ref={count > 1 ? viewportRef : undefined}
          aria-live={advancing ? 'off' : 'polite'}
        >
          <div className={styles.track}>
            {slides.map((slide, slideIndex) => {
              const active = slideIndex === index;
              return (
                // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names slides as groups
                <div
                  key={slide.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={labels.slide(slideIndex + 1, count)}
                  className={styles.slide}
                  inert={!active}
                  aria-hidden={active ? undefined : true}
                >
                  {slide.title ? <Heading className={styles.title}>{slide.title}</Heading> : null}
                  {slide.description ? <div className={styles.description}>{slide.description}</div> : null}
                  {slide.children}
                </div>
              );
            })}
          </div>
        </div>
        <div className={styles.controls}>
          {showControls ? (
            <>
              <button
                type="button"
                className={styles.control}
                aria-label={labels.previous}
                onClick={() => go(index - 1)}
              >
                <span aria-hidden="true">←</span>
              </button>
              <ul className={styles.dots}>
                {slides.map((slide, slideIndex) => (
                  <li key={slide.id}>
                    <button
                      type="button"
                      className={styles.dot}
                      aria-label={labels.slide(slideIndex + 1, count)}
                      aria-current={slideIndex === index ? 'true' : undefined}
                      onClick={() => go(slideIndex)}
                    />
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={styles.control}
                aria-label={labels.next}
                onClick={() => go(index + 1)}
              >
                <span aria-hidden="true">→</span>
              </button>
            </>
          ) : null}
          {autoPlay && !reducedMotion ? (
            <button
              type="button"
              className={styles.control}
              aria-label={stoppedByUser ? labels.play : labels.pause}
              onClick={() => setStoppedByUser((stopped) => !stopped)}
            >
              <span aria-hidden="true" className={stoppedByUser ? styles.playIcon : styles.pauseIcon} />
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
