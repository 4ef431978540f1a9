import { markIntroShown, readIntroLastShown, shouldShowIntro } from '@company/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ensureTranslations } from '../i18n/i18n';
import { useLanguage } from '../i18n/useLanguage';

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
 * its code and texts load only when it shows.
 */
export function HomeIntro() {
  const language = useLanguage();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const now = Date.now();
    if (prefersReducedMotion()) return;
    if (!shouldShowIntro(readIntroLastShown(storage(), INTRO_STORAGE_KEY), now)) return;
    markIntroShown(storage(), INTRO_STORAGE_KEY, now);
    // Not cancelled on clean-up: the intro is marked shown already, so a second run would not show it.
    void ensureTranslations(language).then(() => setVisible(true));
  }, [language]);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <HomeIntroOverlay onFinish={() => setVisible(false)} />
    </Suspense>
  );
}
