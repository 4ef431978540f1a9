import { useEffect, useState } from 'react';

/**
 * True once the window's `load` event has fired (at once if it already has). False on the server and
 * in the first render, so work that waits for it never competes with the page's first paint.
 */
export function useWindowLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
