import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLayoutApis } from '../test/layoutStubs';
import { HeroVideo } from './HeroVideo';

/** The elements the hero hands to the carousel engine, which starts (and measures) on the first one. */
const handedToEngine = new Set<Element>();

vi.mock('embla-carousel-react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('embla-carousel-react')>();
  const useEmblaCarousel = (...args: Parameters<typeof actual.default>) => {
    const [ref, api] = actual.default(...args);
    const recordingRef = (node: HTMLElement | null) => {
      if (node) handedToEngine.add(node);
      ref(node);
    };
    return [recordingRef, api] as const;
  };
  return { ...actual, default: useEmblaCarousel };
});

const labels = {
  region: 'Hero',
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause',
  play: 'Play',
  slide: (position: number, total: number) => `Slide ${position} of ${total}`,
};

function renderHero(count: number) {
  const slides = Array.from({ length: count }, (_, index) => ({ id: `s${index}`, title: `Slide ${index}` }));
  return render(
    <HeroVideo sources={[]} poster="/poster.jpg" slides={slides} labels={labels} autoPlay={false} />,
  );
}

describe('HeroVideo carousel engine', () => {
  beforeEach(() => {
    stubLayoutApis();
  });
  afterEach(() => {
    handedToEngine.clear();
    vi.unstubAllGlobals();
  });

  it('is not started for a single slide, which has nothing to scroll to', () => {
    renderHero(1);
    expect(handedToEngine.size).toBe(0);
  });

  it('is started on the slide viewport for two or more slides', () => {
    renderHero(3);
    expect(handedToEngine.size).toBe(1);
    expect([...handedToEngine][0]?.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
  });
});
