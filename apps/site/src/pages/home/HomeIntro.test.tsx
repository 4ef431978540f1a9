import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/renderWithProviders';
import { HomeIntro, INTRO_GATE_ATTRIBUTE, INTRO_STORAGE_KEY } from './HomeIntro';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('ko');
});

const withI18n = (children: ReactNode) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const minute = 60_000;
const skipButton = () => screen.queryByRole('button', { name: '인트로 건너뛰기' });
const logo = () => screen.queryByRole('img', { name: '클린에어텍' });

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The server's HTML of the intro, hydrated as the home page is: after the gate marked <html>. */
async function hydrate(mark: 'play' | 'skip' | null): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(withI18n(<HomeIntro />));
  if (mark) document.documentElement.setAttribute(INTRO_GATE_ATTRIBUTE, mark);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, withI18n(<HomeIntro />));
  });
  if (!root) throw new Error('not hydrated');
  return { container, root };
}

describe('HomeIntro', () => {
  let hydrated: { container: HTMLElement; root: Root } | undefined;
  afterEach(() => {
    if (hydrated) {
      act(() => hydrated?.root.unmount());
      hydrated.container.remove();
      hydrated = undefined;
    }
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(INTRO_GATE_ATTRIBUTE);
    document.body.style.overflow = '';
  });

  describe('in the server’s HTML', () => {
    it('is the first frame of the overlay, undecided: named for assistive technology, nothing to press', () => {
      const page = document.body.appendChild(document.createElement('div'));
      try {
        page.innerHTML = renderToString(withI18n(<HomeIntro />));
        document.documentElement.setAttribute(INTRO_GATE_ATTRIBUTE, 'play');
        expect(page.querySelector('[data-home-intro="pending"] [data-phase="particles"]')).not.toBeNull();
        expect(logo()).toBeInTheDocument();
        expect(skipButton()).toBeNull();
      } finally {
        page.remove();
      }
    });

    it('shows only where the gate marked the page for the intro', () => {
      const page = document.body.appendChild(document.createElement('div'));
      try {
        page.innerHTML = renderToString(withI18n(<HomeIntro />));
        const slot = page.querySelector('[data-home-intro]') as HTMLElement;
        expect(getComputedStyle(slot).display).toBe('none');
        document.documentElement.setAttribute(INTRO_GATE_ATTRIBUTE, 'skip');
        expect(getComputedStyle(slot).display).toBe('none');
        document.documentElement.setAttribute(INTRO_GATE_ATTRIBUTE, 'play');
        expect(getComputedStyle(slot).display).not.toBe('none');
      } finally {
        page.remove();
      }
    });
  });

  describe('hydrated', () => {
    it('plays where the gate marked the page for it, and marks it shown', async () => {
      preferReducedMotion(false);
      hydrated = await hydrate('play');
      expect(skipButton()).toBeVisible();
      expect(hydrated.container.querySelector('[data-home-intro="playing"]')).not.toBeNull();
      expect(document.body.style.overflow).toBe('hidden');
      const shownAt = Number(window.localStorage.getItem(INTRO_STORAGE_KEY));
      expect(Date.now() - shownAt).toBeLessThan(minute);
    });

    it('goes where the gate marked the page to skip it, though the intro’s own rules would now play it', async () => {
      preferReducedMotion(false);
      hydrated = await hydrate('skip');
      expect(logo()).toBeNull();
      expect(hydrated.container.querySelector('[data-home-intro]')).toBeNull();
      expect(window.localStorage.getItem(INTRO_STORAGE_KEY)).toBeNull();
    });

    it('goes where no gate ran: the first paint did not show it', async () => {
      preferReducedMotion(false);
      hydrated = await hydrate(null);
      expect(logo()).toBeNull();
    });

    it('goes under reduced motion', async () => {
      preferReducedMotion(true);
      hydrated = await hydrate('play');
      expect(logo()).toBeNull();
    });

    it('the skip button ends it', async () => {
      preferReducedMotion(false);
      hydrated = await hydrate('play');
      await act(async () => skipButton()?.click());
      expect(logo()).toBeNull();
      expect(document.body.style.overflow).toBe('');
    });
  });

  describe('reached from another page', () => {
    it('plays on a first visit', () => {
      preferReducedMotion(false);
      render(withI18n(<HomeIntro />));
      expect(skipButton()).toBeVisible();
    });

    it('stays away within 60 minutes of the last intro, and plays after', () => {
      preferReducedMotion(false);
      window.localStorage.setItem(INTRO_STORAGE_KEY, String(Date.now() - 59 * minute));
      const { unmount } = render(withI18n(<HomeIntro />));
      expect(logo()).toBeNull();
      unmount();
      window.localStorage.setItem(INTRO_STORAGE_KEY, String(Date.now() - 61 * minute));
      render(withI18n(<HomeIntro />));
      expect(logo()).toBeInTheDocument();
    });

    it('stays away under reduced motion', () => {
      preferReducedMotion(true);
      render(withI18n(<HomeIntro />));
      expect(logo()).toBeNull();
    });
  });
});
