import { type ReactElement, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydratePage } from './hydratePage';

const SECTIONS = 60;
const SECTION_WORK_MS = 3;

function Section({ index, log }: { index: number; log: string[] }) {
  const until = performance.now() + SECTION_WORK_MS;
  while (performance.now() < until) {
    // a section's rendering work
  }
  log.push(`section ${index}`);
  return <p>section {index}</p>;
}

/** A page of sections that each take a few milliseconds to render, logging the order they render in. */
function Page({ log, onCommit }: { log: string[]; onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return (
    <main>
      {Array.from({ length: SECTIONS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <Section key={index} index={index} log={log} />
      ))}
    </main>
  );
}

const pageWithLog = (log: string[], onCommit: () => void) => <Page log={log} onCommit={onCommit} />;

/** Hydrates with `hydrate` and reports where a task queued just after it ran, among the sections' renders. */
async function taskPositionDuringHydration(hydrate: (container: Element, app: ReactElement) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(pageWithLog([], () => {}));
  const log: string[] = [];
  const hydrated = new Promise<void>((resolve) => hydrate(container, pageWithLog(log, resolve)));
  setTimeout(() => log.push('other task'), 0);
  await hydrated;
  await new Promise((settle) => setTimeout(settle, 10));
  return {
    position: log.indexOf('other task'),
    sections: log.filter((entry) => entry !== 'other task').length,
  };
}

describe('hydratePage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("lets the browser's other tasks run while the page hydrates, instead of one long task", async () => {
    const { position, sections } = await taskPositionDuringHydration(hydratePage);
    expect(sections).toBe(SECTIONS);
    // The other task ran after some sections were hydrated and before the last: hydration yielded.
    expect(position).toBeGreaterThan(0);
    expect(position).toBeLessThan(SECTIONS);
  });

  it('(the contrast: plain hydration holds the main thread until the whole page is done)', async () => {
    const { position } = await taskPositionDuringHydration((container, app) => {
      hydrateRoot(container, app);
    });
    expect(position === 0 || position === SECTIONS).toBe(true);
  });
});
