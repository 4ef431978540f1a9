import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { backendProjects } from './apps/backend/vitest.config.ts';

/**
 * A package's tests as two projects. Most files share one module graph and one DOM per worker, which spares
 * each file a fresh environment and fresh imports of React and its libraries (the ui package's tests took
 * 108 s on two cores, 32 s so). The files named in `isolated` change what others would share (globals,
 * prototypes, module mocks, the application's pending start-up) and run each in a fresh one.
 */
function splitByIsolation(name: string, root: string, isolated: string[]): TestProjectInlineConfiguration[] {
  const base = { extends: `${root}/vitest.config.ts`, root };
  return [
    {
      ...base,
      test: {
        name,
        isolate: false,
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: [...configDefaults.exclude, ...isolated],
      },
    },
    { ...base, test: { name: `${name} (isolated)`, include: isolated } },
  ];
}

export default defineConfig({
  test: {
    projects: [
      'packages/content/vitest.config.ts',
      'packages/tokens/vitest.config.ts',
      // One project per storage target (apps/backend/vitest.config.ts says which files each runs).
      ...backendProjects('./apps/backend'),
      ...splitByIsolation('ui', './packages/ui', [
        'src/CountUpStat/CountUpStat.test.tsx',
        'src/HeroVideo/HeroVideo.carousel.test.tsx',
        'src/HeroVideo/HeroVideo.loading.test.tsx',
        'src/ImageField/ImageField.test.tsx',
        'src/IntroOverlay/IntroOverlay.reduced.test.tsx',
        'src/IntroOverlay/IntroOverlay.test.tsx',
        'src/MegaHeader/MegaHeader.hydration.test.tsx',
        'src/MegaHeader/MegaHeader.loadFailure.test.tsx',
        'src/MegaHeader/MegaHeader.test.tsx',
        'src/Notice/Notice.loadFailure.test.tsx',
        'src/RichEditor/RichEditor.test.tsx',
        'src/ScrollToTopButton/ScrollToTopButton.test.tsx',
        'src/ScrollToTopButton/useScrolledPast.test.ts',
        'src/SiteFooter/SiteFooter.test.tsx',
        'src/VideoEmbed/VideoEmbed.test.tsx',
      ]),
      ...splitByIsolation('site', './apps/site', [
        'src/app/HomeIntro.test.tsx',
        'src/app/introGate.test.ts',
        'src/app/PageArea.test.tsx',
        'src/app/startApp.test.tsx',
        'src/images/storageImages.baked.test.ts',
        'src/seo/excerptOfHtml.test.ts',
      ]),
    ],
    // A worker per core, in CI too: left to itself with CI set, a run on a two-core machine took 253 s, against
    // 152 s with a worker per core.
    maxWorkers: availableParallelism(),
  },
});
