import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PillarCards } from './PillarCards';

describe('PillarCards', () => {
  it('shows each pillar with its heading and its link, the initial hidden', () => {
    render(
      <PillarCards
        pillars={[
          {
            id: 'e',
            letter: 'E',
            title: '환경',
            description: '탄소',
            link: { href: '/env', label: '환경 보기' },
          },
          { id: 'g', letter: 'G', title: '지배구조', description: '투명' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '환경' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '환경 보기' });
    expect(link).toHaveAttribute('href', '/env');
    // The arrow is drawn, joined to the label by a no-break space and hidden from screen readers.
    expect(link.textContent).toBe('환경 보기\u00a0→');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('E')).toHaveAttribute('aria-hidden', 'true');
  });
});
