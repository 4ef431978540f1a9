import { homeSettings } from '@company/content';
import { HeroVideo } from '@company/ui';
import { Lines } from '@company/ui/sections';
import { useT } from '../../i18n/useT';

const sources = [
  { src: '/media/hero.webm', type: 'video/webm' },
  { src: '/media/hero.mp4', type: 'video/mp4' },
];

// The page's largest paint, and the whole hero on a phone or when the visitor saves data or asks for reduced
// motion: small AVIF/WebP stills of the video's first frame (scripts/media/hero-poster.mjs).
const poster = {
  src: '/media/hero-poster.webp',
  width: 1280,
  height: 720,
  srcSet: '/media/hero-poster-640.webp 640w, /media/hero-poster-960.webp 960w, /media/hero-poster.webp 1280w',
  sizes: '100vw',
  sources: [
    {
      type: 'image/avif',
      srcSet:
        '/media/hero-poster-640.avif 640w, /media/hero-poster-960.avif 960w, /media/hero-poster-1280.avif 1280w',
    },
  ],
};

/**
 * The full-screen looping background video with its one slide, which carries the title and description
 * (the page's h1). The specification's slide is empty; ours fills that slot with the hero copy. With one
 * slide the track has nothing to advance to; the 5 s interval applies as soon as slides are added.
 */
export function HomeHero() {
  const { t } = useT();
  return (
    <HeroVideo
      sources={sources}
      poster={poster}
      headingLevel={1}
      intervalMs={homeSettings.heroAutoAdvanceMs}
      slides={[
        {
          id: 'main',
          title: <Lines>{t('home:hero.title')}</Lines>,
          description: t('home:hero.description'),
        },
      ]}
      labels={{
        region: t('home:hero.region'),
        previous: t('home:hero.previous'),
        next: t('home:hero.next'),
        pause: t('home:hero.pause'),
        play: t('home:hero.play'),
        slide: (position, total) => t('home:hero.slide', { position, total }),
      }}
    />
  );
}
