import { markIntroShown, readIntroLastShown, shouldShowIntro } from '@company/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const HomeIntroOverlay = lazy(() => import('./HomeIntroOverlay'));

/** Local-storage key of the time the intro last showed (spec section 9). */
export const INTRO_STORAGE_KEY = 'introLastShown';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The intro overlay on home: once, then again only when more than 60 minutes have passed; never under
 * reduced motion. It is decided after the page has painted (the server's HTML shows the page at once) and
 * its code loads only when it shows. Its texts are the page's: every namespace of the page's language is in
 * before the page renders.
 */
export function HomeIntro() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const now = Date.now();
    if (prefersReducedMotion()) return;
    if (!shouldShowIntro(readIntroLastShown(storage(), INTRO_STORAGE_KEY), now)) return;
    markIntroShown(storage(), INTRO_STORAGE_KEY, now);
    setVisible(true);
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <HomeIntroOverlay onFinish={() => setVisible(false)} />
    </Suspense>
  );
}
