import type { PageKey } from '@company/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageModules } from '../pages/registry';
import type { PageModule } from '../pages/types';
import { prefetchFirstPage } from './App';

const replaced = new Map<PageKey, (() => Promise<PageModule>) | undefined>();

/** Puts a recording loader in place of a page's module loader. */
function recordLoads(key: PageKey, answer: Promise<PageModule> = new Promise(() => {})) {
  replaced.set(key, pageModules[key]);
  const loader = vi.fn(() => answer);
  pageModules[key] = loader;
  return loader;
}

afterEach(() => {
  for (const [key, loader] of replaced) pageModules[key] = loader;
  replaced.clear();
});

describe('prefetchFirstPage', () => {
  it("starts loading the module of the path's page, in either language, without waiting for it", () => {
    const intro = recordLoads('company_intro_intro');
    const news = recordLoads('news_detail');
    prefetchFirstPage('/company/intro/Intro');
    prefetchFirstPage('/en/newsroom/News/12');
    expect(intro).toHaveBeenCalledTimes(1);
    expect(news).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a path that only redirects', () => {
    const intro = recordLoads('company_intro_intro');
    prefetchFirstPage('/company');
    expect(intro).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the page load that follows, without an unhandled rejection', async () => {
    const failing = Promise.reject(new Error('offline'));
    const home = recordLoads('home', failing);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetchFirstPage('/');
      await new Promise((settled) => setTimeout(settled, 0));
      expect(home).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
