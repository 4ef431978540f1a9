import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineArrow } from './InlineArrow';

describe('InlineArrow', () => {
  it('follows the label with a no-break space, hidden from screen readers', () => {
    render(
      <a href="/business/Business">
        View the project
        <InlineArrow />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'View the project' });
    expect(link.textContent).toBe('View the project\u00a0→');
    expect(link.querySelector('[data-arrow]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('goes before the label of a back link, and draws the other arrows', () => {
    render(
      <>
        <a href="/admin/inquiries">
          <InlineArrow arrow="←" side="start" />
          Back to the list
        </a>
        <a href="https://example.com">
          Blog
          <InlineArrow arrow="↗" />
        </a>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Back to the list' }).textContent).toBe(
      '←\u00a0Back to the list',
    );
    expect(screen.getByRole('link', { name: 'Blog' }).textContent).toBe('Blog\u00a0↗');
  });
});
