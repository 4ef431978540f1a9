import { IntroOverlay, logoSymbol, markIntroShown, readIntroLastShown, shouldShowIntro } from '@company/ui';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/useT';
import * as styles from './HomeIntro.css';

/** Local-storage key of the time the intro last showed (spec section 9). */
export const INTRO_STORAGE_KEY = 'introLastShown';

/** The attribute the intro gate (introGate.ts) sets on <html> before the home page is painted: play or skip. */
export const INTRO_GATE_ATTRIBUTE = 'data-intro';

/** pending: the first frame, undecided (the server's HTML); playing; done: gone. */
type IntroState = 'pending' | 'playing' | 'done';

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

const noSubscription = () => () => {};

/** True on the server and while React hydrates the server's HTML; false in a render of the browser's own. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Whether the intro plays now. The overlay hydrated from the server's HTML follows the gate's mark, which
 * decided what the first paint showed: the intro never appears over a page already seen, and the first frame
 * seen is never taken away for nothing. Mounted in the browser (a visit that reaches home from another page),
 * it decides itself, by the same rules. Either way never under reduced motion, and a first frame that gave up
 * waiting (the page is on screen) does not play.
 */
function decide(hydrated: boolean, slot: HTMLElement | null): boolean {
  if (prefersReducedMotion()) return false;
  if (hydrated) {
    if (document.documentElement.getAttribute(INTRO_GATE_ATTRIBUTE) !== 'play') return false;
    if (slot && getComputedStyle(slot).visibility === 'hidden') return false;
  } else if (!shouldShowIntro(readIntroLastShown(storage(), INTRO_STORAGE_KEY), Date.now())) {
    return false;
  }
  markIntroShown(storage(), INTRO_STORAGE_KEY, Date.now());
  return true;
}

/**
 * The intro overlay on home: once, then again only when more than 60 minutes have passed; never under
 * reduced motion. The server's HTML always carries its first frame, which the gate shows or hides before the
 * first paint (HomeIntro.css.ts); once live, the overlay plays (loading its timeline) or goes, decided before
 * the browser paints again. Rendered first by the home page, so only home loads it; its texts are in the
 * namespaces home names (company, and the page frame's common), loaded before the page renders.
 */
export function HomeIntro() {
  const { t } = useT();
  const [state, setState] = useState<IntroState>('pending');
  const slot = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  // Whether this overlay's first render hydrated the server's HTML (a ref keeps the answer of that render).
  const hydrated = useRef(hydrating);
  // Decided once: the decision marks the intro shown, and a second one would then say no.
  const decided = useRef(false);

  // Before the browser paints the live page, so no frame shows a first frame that is to go.
  useLayoutEffect(() => {
    if (decided.current) return;
    decided.current = true;
    setState(decide(hydrated.current, slot.current) ? 'playing' : 'done');
  }, []);

  if (state === 'done') return null;
  return (
    <div ref={slot} className={styles.slot} data-home-intro={state}>
      <IntroOverlay
        text={t('company:intro.main_text')}
        logoPaths={[...logoSymbol.paths]}
        logoViewBox={logoSymbol.viewBox}
        logoLabel={t('common:company_name')}
        skipLabel={t('common:intro_skip')}
        play={state === 'playing'}
        onFinish={() => setState('done')}
      />
    </div>
  );
}
