// The start gate: a classic, deferred script in the <head> of every page the server renders (server/document.ts).
// The page's HTML holds the application's module script and the module preloads of its code in an inert
// <template id="held-start">; once the browser reports the page's first contentful paint (the frame is on screen)
// this moves them into <head>, and the code starts downloading then, all at once. Until that paint the page's
// text, styles and hero have the network to themselves (docs/performance.md has the figures).
//
// It imports and exports nothing, so that the build emits it as it is, a script of its own (vite.config.ts);
// the template's id is repeated from server/document.ts, whose tests check the two agree.
{
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    const held = document.getElementById('held-start');
    if (!(held instanceof HTMLTemplateElement)) return;
    for (const element of Array.from(held.content.children)) {
      if (element instanceof HTMLScriptElement) {
        // A script cloned from a template would not run: a new element does.
        const script = document.createElement('script');
        for (const { name, value } of Array.from(element.attributes)) script.setAttribute(name, value);
        document.head.append(script);
      } else {
        document.head.append(document.importNode(element, true));
      }
    }
    held.remove();
  };
  const reportsPaints =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (document.visibilityState === 'hidden') {
    // A page opened in the background paints nothing until it is shown: nothing to wait for.
    release();
  } else if (reportsPaints) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(release, 0);
    }).observe({ type: 'paint', buffered: true });
    // Whatever happens to the paint, the page goes live.
    setTimeout(release, 3000);
  } else {
    // Without paint timing: a frame, and the task after it.
    requestAnimationFrame(() => setTimeout(release, 0));
  }
}

export {};
