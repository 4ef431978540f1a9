/**
 * The moments the application waits for before it evaluates its code: the server's HTML shown (the first
 * contentful paint) and the page hero's image shown (the largest paint). Start-up work begun earlier would
 * compete with those paints for the main thread.
 */

/** The User Timing mark set when the application's code starts to evaluate (after both gates). */
export const APP_START_MARK = 'app-start';

/** How long start-up waits for the hero image after the first paint before it goes ahead anyway. */
export const HERO_IMAGE_WAIT_MS = 1500;

/** The Element Timing name of the page hero, whose background image is the page's largest paint. */
export const HERO_ELEMENT_TIMING = 'page-hero';

/** The image the server marked as the page's largest paint: a high-priority image preload. */
export const HERO_PRELOAD_SELECTOR = 'link[rel="preload"][as="image"][fetchpriority="high"]';

/**
 * Resolves once the browser has shown the server's HTML (its first contentful paint). A page without server
 * HTML, a hidden tab (it paints nothing) and a browser without paint timing do not wait.
 */
export function afterFirstPaint(): Promise<void> {
  const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
  const paintTiming = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  if (!serverRendered || !paintTiming || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    // Should no paint be reported (the tab went to the background meanwhile), start anyway.
    const fallback = setTimeout(done, 3000);
  });
}

/**
 * Resolves once the hero image the server preloads is on screen, so the page's largest paint is not held back
 * by start-up work: when the browser reports the hero's paint (Element Timing), or two frames after the
 * image is decoded in a browser without Element Timing or when the hero is out of view (a link to a part
 * further down the page: an element far out of view is not painted). It resolves at once when there is no such image
 * or the tab is hidden, as soon as the image fails or the visitor presses a key or a pointer (they want a
 * live page more than a picture), and after `HERO_IMAGE_WAIT_MS` at the latest.
 */
export function afterHeroImage(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>(HERO_PRELOAD_SELECTOR);
  if (!preload || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const inputs = ['pointerdown', 'keydown'] as const;
    const done = () => {
      clearTimeout(fallback);
      observer?.disconnect();
      for (const type of inputs) removeEventListener(type, done, true);
      resolve();
    };
    const fallback = setTimeout(done, HERO_IMAGE_WAIT_MS);
    for (const type of inputs) addEventListener(type, done, true);
    const observer = whenHeroPainted(done);
    // The decode tells a failed image (no paint will come) and, without Element Timing, when it is ready.
    const image = new Image();
    // The same candidate the preload chose, so the decode reuses its response instead of fetching again.
    if (preload.imageSrcset) {
      image.sizes = preload.imageSizes;
      image.srcset = preload.imageSrcset;
    }
    if (preload.href) image.src = preload.href;
    image.decode().then(() => {
      if (!observer) afterFrames(2).then(done);
      else whenHeroOutOfView(() => afterFrames(2).then(done));
    }, done);
  });
}

/** Calls `painted` once Element Timing reports the hero's paint; undefined without Element Timing. */
function whenHeroPainted(painted: () => void): PerformanceObserver | undefined {
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return undefined;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name === 'image-paint' && isHero(entry))) painted();
  });
  observer.observe({ type: 'element', buffered: true });
  return observer;
}

/**
 * Calls `outOfView` when the hero is not in the viewport (or not on the page). An IntersectionObserver tells
 * with the next frame, where reading the hero's box here would force a layout in the middle of start-up.
 */
function whenHeroOutOfView(outOfView: () => void): void {
  const hero = document.querySelector(`[elementtiming="${HERO_ELEMENT_TIMING}"]`);
  if (!hero) {
    outOfView();
    return;
  }
  const visibility = new IntersectionObserver((entries) => {
    visibility.disconnect();
    if (!entries.some((entry) => entry.isIntersecting)) outOfView();
  });
  visibility.observe(hero);
}

function isHero(entry: PerformanceEntry): boolean {
  return (entry as PerformanceEntry & { identifier?: string }).identifier === HERO_ELEMENT_TIMING;
}

/** Resolves in a task after the given number of rendered frames: their paints are done by then. */
function afterFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => {
      if (left === 0) setTimeout(resolve, 0);
      else requestAnimationFrame(() => step(left - 1));
    };
    step(count);
  });
}
