import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArrowLink } from './ArrowLink';

describe('ArrowLink', () => {
  it('is a link named by its label (the arrow is decoration)', () => {
    render(<ArrowLink href="/company/intro/Vision">비전</ArrowLink>);
    expect(screen.getByRole('link', { name: '비전' })).toHaveAttribute('href', '/company/intro/Vision');
    expect(screen.getByText('→')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders through the given link renderer, with the download arrow', () => {
    render(
      <ArrowLink
        href="/media/logo.svg"
        arrow="↓"
        renderLink={({ children, ...link }) => (
          <a {...link} download="logo.svg" data-router="yes">
            {children}
          </a>
        )}
      >
        로고 내려받기
      </ArrowLink>,
    );
    const link = screen.getByRole('link', { name: '로고 내려받기' });
    expect(link).toHaveAttribute('download', 'logo.svg');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveTextContent('↓');
  });
});
