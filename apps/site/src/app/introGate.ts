// The intro gate: a classic script in the <head> of the home page's HTML (server/document.ts). Without async or
// defer it runs before the browser goes on to the body, so before anything of the page is painted. It marks
// <html data-intro="play"> when the intro is to play (it never showed, or more than 60 minutes ago, and the
// visitor does not ask for reduced motion), otherwise data-intro="skip". The overlay's first frame, which the
// server's HTML always carries, shows only under "play" (pages/home/HomeIntro.css.ts), and HomeIntro follows the
// same mark once the page is live: a repeat visitor never sees a frame of the overlay, a first visitor no frame of
// the page before it.
//
// It imports and exports nothing, so that the build emits it as it is, a script of its own (vite.config.ts):
// the rules it repeats (the storage key, the 60 minutes, readIntroLastShown and shouldShowIntro of the intro's
// storage helpers) are checked against the originals by its tests.
{
  const storageKey = 'introLastShown';
  const intervalMs = 60 * 60_000;
  let play = true;
  try {
    play = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    // No media queries: no preference.
  }
  if (play) {
    try {
      const raw = window.localStorage.getItem(storageKey);
      const lastShown = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
      const now = Date.now();
      play = !Number.isFinite(lastShown) || lastShown > now || now - lastShown > intervalMs;
    } catch {
      // Storage blocked: as if it never showed (the intro cannot remember it either).
    }
  }
  document.documentElement.setAttribute('data-intro', play ? 'play' : 'skip');
}

export {};
