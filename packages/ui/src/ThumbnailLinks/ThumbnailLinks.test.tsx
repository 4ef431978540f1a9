import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThumbnailLinks } from './ThumbnailLinks';

describe('ThumbnailLinks', () => {
  it('names each link by its label alone (the thumbnail is decorative)', () => {
    render(
      <ThumbnailLinks label="다른 브랜드" items={[{ href: '/b/slown', label: 'Slown', image: '/s.svg' }]} />,
    );
    const list = screen.getByRole('list', { name: '다른 브랜드' });
    expect(within(list).getByRole('link', { name: 'Slown' })).toHaveAttribute('href', '/b/slown');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
