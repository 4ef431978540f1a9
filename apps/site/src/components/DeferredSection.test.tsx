import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferredSection } from './DeferredSection';

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
});
