import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredSection } from './DeferredSection';
import { NEAR_VIEWPORT_MARGIN } from './sectionGate';

/** A hand-driven IntersectionObserver: the test says when the observed elements come near the screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  comeNear() {
    if (this.disconnected) return;
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Section() {
  return <button type="button">다음 프로젝트</button>;
}

describe('DeferredSection', () => {
  it('is marked as not live in the server HTML, so its controls take no clicks before hydration', () => {
    const html = renderToString(
      <DeferredSection>
        <Section />
      </DeferredSection>,
    );
    expect(html).toMatch(/^<div class="[^"]+" data-hydrating="">/);
    expect(html).toContain('다음 프로젝트');
  });

  it('becomes live once its lazily loaded code has rendered', async () => {
    let resolve: (module: { default: typeof Section }) => void = () => {};
    const LazySection = lazy(() => new Promise<{ default: typeof Section }>((done) => (resolve = done)));
    const { container } = render(
      <DeferredSection>
        <LazySection />
      </DeferredSection>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-hydrating');
    await act(async () => resolve({ default: Section }));
    expect(screen.getByRole('button', { name: '다음 프로젝트' })).toBeVisible();
    expect(container.firstElementChild).not.toHaveAttribute('data-hydrating');
  });

  describe('hydrating server HTML', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      document.body.innerHTML = '';
      FakeIntersectionObserver.instances = [];
      vi.unstubAllGlobals();
    });

    /** Server HTML of a deferred section, hydrated with a lazy section whose loads are counted. */
    async function hydrateDeferred() {
      const html = renderToString(
        <DeferredSection>
          <Section />
        </DeferredSection>,
      );
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const load = vi.fn(async () => ({ default: Section }));
      const LazySection = lazy(load);
      const recoverableErrors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(
          container,
          <DeferredSection>
            <LazySection />
          </DeferredSection>,
          { onRecoverableError: (error) => recoverableErrors.push(error) },
        );
      });
      const wrapper = container.firstElementChild as HTMLElement;
      return { load, wrapper, recoverableErrors };
    }

    it('keeps the server HTML and loads no code until the section comes near the screen', async () => {
      const { load, wrapper, recoverableErrors } = await hydrateDeferred();
      expect(load).not.toHaveBeenCalled();
      expect(wrapper).toHaveAttribute('data-hydrating');
      expect(screen.getByRole('button', { name: '다음 프로젝트' })).toBeInTheDocument();
      const observer = FakeIntersectionObserver.instances[0];
      expect(observer?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
      expect(observer?.targets).toContain(wrapper.querySelector('button'));

      await act(async () => observer?.comeNear());
      expect(load).toHaveBeenCalledTimes(1);
      expect(wrapper).not.toHaveAttribute('data-hydrating');
      expect(observer?.disconnected).toBe(true);
      expect(recoverableErrors).toEqual([]);
    });

    it('loads at once when the visitor presses inside the section before it is near', async () => {
      const { load, wrapper, recoverableErrors } = await hydrateDeferred();
      await act(async () => {
        fireEvent.pointerDown(screen.getByRole('button', { name: '다음 프로젝트' }));
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(wrapper).not.toHaveAttribute('data-hydrating');
      expect(recoverableErrors).toEqual([]);
    });
  });

  it('rendered in the browser, without server HTML to wait behind, loads at once', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const load = vi.fn(async () => ({ default: Section }));
    const LazySection = lazy(load);
    render(
      <DeferredSection>
        <LazySection />
      </DeferredSection>,
    );
    expect(await screen.findByRole('button', { name: '다음 프로젝트' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
