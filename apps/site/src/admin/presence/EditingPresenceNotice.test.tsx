import type { ContentKind } from '@company/content';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EditingPresenceNotice, presentNames } from './EditingPresenceNotice';
import {
  BEAT_INTERVAL_MS,
  configuredBeatInterval,
  type PresenceTransport,
  type PresentEditor,
} from './useEditingPresence';

const someone = (email: string | null): PresentEditor => ({ email, seen_at: new Date().toISOString() });

/** A transport whose beats answer `others` (changeable) and that records every call. */
function fakeTransport(initial: PresentEditor[] = []) {
  const calls: string[] = [];
  let others = initial;
  const transport: PresenceTransport = {
    beat: vi.fn(async (kind: ContentKind, itemId: number) => {
      calls.push(`beat ${kind} ${itemId}`);
      return others;
    }),
    leave: vi.fn((kind: ContentKind, itemId: number, { unloading }: { unloading: boolean }) => {
      calls.push(`leave ${kind} ${itemId}${unloading ? ' unloading' : ''}`);
    }),
  };
  return {
    transport,
    calls,
    setOthers(next: PresentEditor[]) {
      others = next;
    },
  };
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};
// The page's visibility, as the test sets it (this project's files share one DOM: it is given back after them).
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

afterEach(() => {
  visibility = 'visible';
  vi.useRealTimers();
});

const warning = () => screen.getByTestId('editing-presence');
const noWarning = () => expect(screen.queryByTestId('editing-presence')).toBeNull();

describe('presentNames', () => {
  it("joins the others' addresses as the language does, once each, naming one without an address", () => {
    expect(presentNames([someone('a@example.com')], 'en', 'Someone')).toBe('a@example.com');
    expect(
      presentNames([someone('a@example.com'), someone('b@example.com'), someone(null)], 'en', 'Someone'),
    ).toBe('a@example.com, b@example.com, and Someone');
    expect(presentNames([someone('a@example.com'), someone('a@example.com')], 'ko', '다른 직원')).toBe(
      'a@example.com',
    );
    expect(presentNames([someone('a@example.com'), someone('b@example.com')], 'ko', '다른 직원')).toBe(
      'a@example.com 및 b@example.com',
    );
  });
});

describe('EditingPresenceNotice', () => {
  it('warns, in the admin language, who else has the item open, and says nothing when no one has', async () => {
    const fake = fakeTransport([someone('editor@example.com')]);
    await renderWithProviders(<EditingPresenceNotice kind="news" id={7} transport={fake.transport} />);
    await waitFor(() =>
      expect(warning()).toHaveTextContent(
        'editor@example.com님도 이 항목을 열어 두었습니다. 같은 내용을 고치면 나중에 저장하는 쪽이 충돌을 해결해야 합니다.',
      ),
    );
    expect(fake.calls[0]).toBe('beat news 7');
    expect(warning()).toHaveAttribute('role', 'status');
  });

  it('names several in English with the plural verb', async () => {
    const fake = fakeTransport([someone('a@example.com'), someone('b@example.com')]);
    await renderWithProviders(<EditingPresenceNotice kind="youtube" id={3} transport={fake.transport} />, {
      language: 'en',
    });
    await waitFor(() =>
      expect(warning()).toHaveTextContent(
        'a@example.com and b@example.com also have this item open. If you change the same text, whoever saves last will have to resolve the conflict.',
      ),
    );
  });

  it('shows nothing while no one else is there, and nothing when a beat fails', async () => {
    const fake = fakeTransport([]);
    await renderWithProviders(<EditingPresenceNotice kind="news" id={7} transport={fake.transport} />);
    await waitFor(() => expect(fake.calls).toContain('beat news 7'));
    noWarning();

    const failing: PresenceTransport = {
      beat: () => Promise.reject(new Error('offline')),
      leave: () => undefined,
    };
    await renderWithProviders(<EditingPresenceNotice kind="news" id={8} transport={failing} />);
    await act(() => new Promise((wake) => setTimeout(wake, 20)));
    noWarning();
  });

  it('beats again every interval, so the warning follows who comes and goes', async () => {
    const fake = fakeTransport([]);
    await renderWithProviders(
      <EditingPresenceNotice kind="news" id={7} transport={fake.transport} intervalMs={40} />,
    );
    await waitFor(() => expect(fake.calls).toContain('beat news 7'));
    noWarning();
    fake.setOthers([someone('admin@example.com')]);
    await waitFor(() => expect(warning()).toHaveTextContent('admin@example.com님도'));
    fake.setOthers([]);
    await waitFor(noWarning);
    expect(fake.calls.filter((call) => call === 'beat news 7').length).toBeGreaterThanOrEqual(3);
  });

  it("beats as often as the backend asks (a test server's short beat) when not told", async () => {
    const fake = fakeTransport([]);
    const asked: PresenceTransport = { ...fake.transport, beatInterval: async () => 40 };
    await renderWithProviders(<EditingPresenceNotice kind="news" id={9} transport={asked} />);
    await waitFor(() =>
      expect(fake.calls.filter((call) => call === 'beat news 9').length).toBeGreaterThanOrEqual(3),
    );
  });

  it("keeps the 15 s beat unless the backend's /config.json names a short one it can keep", () => {
    expect(BEAT_INTERVAL_MS).toBe(15_000);
    expect(configuredBeatInterval({})).toBe(15_000);
    expect(configuredBeatInterval({ presenceBeatMs: 1000 })).toBe(1000);
    expect(configuredBeatInterval({ presenceBeatMs: 100 })).toBe(100);
    // Longer than 15 s could miss the database's 45 s window; nonsense is not a beat.
    for (const presenceBeatMs of [15_001, 60_000, 99, 0, -1, 1.5, Number.NaN, '1000' as unknown as number]) {
      expect(configuredBeatInterval({ presenceBeatMs }), String(presenceBeatMs)).toBe(15_000);
    }
  });

  it('stops beating while the tab is hidden, and beats at once when it is shown again', async () => {
    const fake = fakeTransport([someone('admin@example.com')]);
    await renderWithProviders(
      <EditingPresenceNotice kind="news" id={7} transport={fake.transport} intervalMs={40} />,
    );
    await waitFor(() => expect(warning()).toHaveTextContent('admin@example.com'));
    act(() => setVisibility('hidden'));
    const beatsWhenHidden = fake.calls.length;
    await act(() => new Promise((wake) => setTimeout(wake, 200)));
    expect(fake.calls.length).toBe(beatsWhenHidden);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(fake.calls.length).toBeGreaterThan(beatsWhenHidden));
    await waitFor(() => expect(warning()).toHaveTextContent('admin@example.com'));
  });

  it('does not beat from a tab opened in the background until it is shown', async () => {
    setVisibility('hidden');
    const fake = fakeTransport([someone('admin@example.com')]);
    await renderWithProviders(
      <EditingPresenceNotice kind="shareholders" id={5} transport={fake.transport} />,
    );
    await act(() => new Promise((wake) => setTimeout(wake, 100)));
    expect(fake.calls).toEqual([]);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(warning()).toHaveTextContent('admin@example.com'));
    expect(fake.calls).toEqual(['beat shareholders 5']);
  });

  it('leaves when the editor closes, and when the page goes away (a request that outlives it)', async () => {
    const fake = fakeTransport([]);
    const { view } = await renderWithProviders(
      <EditingPresenceNotice kind="announcement" id={12} transport={fake.transport} />,
    );
    await waitFor(() => expect(fake.calls).toContain('beat announcement 12'));
    window.dispatchEvent(new Event('pagehide'));
    expect(fake.calls).toContain('leave announcement 12 unloading');
    view.unmount();
    expect(fake.calls.at(-1)).toBe('leave announcement 12');
    // After it closed, no more beats and no more page-hide leaves.
    const closed = fake.calls.length;
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((wake) => setTimeout(wake, 50));
    expect(fake.calls.length).toBe(closed);
  });
});
