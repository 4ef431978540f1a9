import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSR_STATE_ID, serializeState } from '../ssr/state';

/** What the mocked React DOM was asked to do, and whether a transition was running at the time. */
const calls: string[] = [];
let inTransition = false;

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      inTransition = true;
      try {
        scope();
      } finally {
        inTransition = false;
      }
    },
  };
});

vi.mock('react-dom/client', () => ({
  hydrateRoot: () => {
    calls.push(inTransition ? 'hydrate in a transition' : 'hydrate');
  },
  createRoot: () => ({
    render: () => {
      calls.push(inTransition ? 'render in a transition' : 'render');
    },
  }),
}));

const PATH = '/company/intro/Intro';

afterEach(() => {
  calls.length = 0;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('startApp', () => {
  it("hydrates the server's page as a transition, so that hydration yields to the browser", async () => {
    window.history.replaceState(null, '', PATH);
    const state = serializeState({
      language: 'ko',
      path: PATH,
      queries: { mutations: [], queries: [] },
      liveData: false,
    });
    document.body.innerHTML = `<div id="root" data-hydrating></div><script id="${SSR_STATE_ID}" type="application/json">${state}</script>`;
    const { startApp } = await import('./startApp');
    await startApp();
    expect(calls).toEqual(['hydrate in a transition']);
  }, 30_000);
});
