import { fireEvent, render, screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { withLinkProps } from './withLinkProps';

/** Like a router's link: takes `to`, passes every other prop on to its anchor. */
function RouterLink({ to, ...rest }: { to: string; children: string }) {
  return <a href={to} {...rest} />;
}

describe('withLinkProps', () => {
  it('adds attributes to the rendered link without overriding its own', () => {
    render(
      withLinkProps(
        <a href="/a" className="own">
          A
        </a>,
        { 'aria-expanded': true, className: 'added', 'data-state': 'open' },
      ),
    );
    const link = screen.getByRole('link', { name: 'A' });
    expect(link).toHaveAttribute('aria-expanded', 'true');
    expect(link).toHaveAttribute('data-state', 'open');
    expect(link).toHaveClass('own');
    expect(link).not.toHaveClass('added');
  });

  it('runs the link’s own handler first, then the added one', () => {
    const calls: string[] = [];
    const own = (event: MouseEvent) => {
      event.preventDefault();
      calls.push('own');
    };
    render(
      withLinkProps(
        <a href="/a" onClick={own}>
          A
        </a>,
        { onClick: () => calls.push('added') },
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    expect(calls).toEqual(['own', 'added']);
  });

  it('passes the added props through a router-like link component', () => {
    render(withLinkProps(<RouterLink to="/b">B</RouterLink>, { id: 'trigger-b' }));
    expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('id', 'trigger-b');
  });

  it('leaves anything but an element alone', () => {
    expect(withLinkProps('text', { id: 'x' })).toBe('text');
  });
});
