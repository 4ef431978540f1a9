import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';
import { logoSymbol } from './logoSymbol';

describe('Logo', () => {
  it('is one image named by its label, drawing the symbol and the logotype in two parts', () => {
    const { container } = render(<Logo label="클린에어텍" logotype={{ strong: '클린에어', light: '텍' }} />);
    const logo = screen.getByRole('img', { name: '클린에어텍' });
    expect(logo).toHaveAttribute('data-logo', 'light');
    expect([...container.querySelectorAll('path')].map((path) => path.getAttribute('d'))).toEqual([
      ...logoSymbol.paths,
    ]);
    expect(container.querySelector('[data-logotype]')).toHaveTextContent('클린에어 텍');
    expect(container.querySelector('[data-logo-symbol]')?.getAttribute('fill')).toMatch(
      /^url\(#logo-gradient-/,
    );
  });

  it('draws the symbol alone without a logotype, and in the current colour when reversed', () => {
    const { container } = render(<Logo label="CleanAir Tech" tone="reversed" />);
    expect(container.querySelector('[data-logotype]')).toBeNull();
    expect(screen.getByRole('img', { name: 'CleanAir Tech' })).toHaveAttribute('data-logo', 'reversed');
    expect(container.querySelector('[data-logo-symbol]')).toHaveAttribute('fill', 'currentColor');
  });

  it('keeps its logotype at every width unless told to show the symbol alone below 360 px', () => {
    const { container } = render(
      <>
        <Logo label="A" logotype={{ strong: 'CleanAir', light: 'Tech' }} />
        <Logo label="B" logotype={{ strong: 'CleanAir', light: 'Tech' }} symbolOnlyWhenNarrow />
      </>,
    );
    const [whole, bar] = container.querySelectorAll('[data-logo]');
    expect(whole).not.toHaveAttribute('data-symbol-only-below');
    expect(bar).toHaveAttribute('data-symbol-only-below', '360');
  });

  it('gives each logo on a page its own gradient', () => {
    const { container } = render(
      <>
        <Logo label="A" />
        <Logo label="B" />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('renders on the server', () => {
    expect(
      renderToString(<Logo label="CleanAir Tech" logotype={{ strong: 'CleanAir', light: 'Tech' }} />),
    ).toContain(logoSymbol.paths[0]);
  });
});
