// The start gate: a classic, deferred script in the <head> of every page the server renders (server/document.ts).
// The page's HTML holds the application's module script and the module preloads of its code in an inert
// <template id="held-start">; once the page has painted (a frame, and the task after it) this moves them into
// <head>, and the code starts downloading then, all at once. Until that paint the page's text, styles and hero
// have the network to themselves (docs/performance.md has the figures).
//
// It imports and exports nothing, so that the build emits it as it is, a script of its own (vite.config.ts);
// the template's id is repeated from server/document.ts, whose tests check the two agree.
{
  const release = (): void => {
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
  requestAnimationFrame(() => setTimeout(release, 0));
}

export {};
