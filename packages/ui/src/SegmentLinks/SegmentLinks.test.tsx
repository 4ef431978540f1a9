import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SegmentLinks } from './SegmentLinks';

describe('SegmentLinks', () => {
  it('marks only the current page', () => {
    render(
      <SegmentLinks
        label="뉴스룸"
        links={[
          { href: '/news', label: '뉴스', current: true },
          { href: '/videos', label: '영상' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: '뉴스룸' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '뉴스' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '영상' })).not.toHaveAttribute('aria-current');
  });
});
