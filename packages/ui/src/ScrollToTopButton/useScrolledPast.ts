import { useEffect, useState } from 'react';

/** Whether the window is scrolled further than `threshold` px; false on the server. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // The first reading waits for the next frame. Reading the scroll position lays the page out; right after
    // hydration that layout would run inside React's effects, lengthening their task, instead of in the
    // frame that lays the page out anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
