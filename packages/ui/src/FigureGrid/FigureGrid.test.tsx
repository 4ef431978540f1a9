import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureGrid } from './FigureGrid';

describe('FigureGrid', () => {
  it('pairs labels with values and units, marking a rise visually only', () => {
    render(
      <FigureGrid
        figures={[
          { id: 'sales', label: '매출액', value: '812', unit: '억 원' },
          { id: 'change', label: '전일대비', value: '350원 상승', trend: 'up' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['매출액', '전일대비']);
    const values = screen.getAllByRole('definition');
    expect(values[0]).toHaveTextContent('812 억 원');
    expect(screen.getByText('▲')).toHaveAttribute('aria-hidden', 'true');
    expect(values[1]).toHaveTextContent('350원 상승');
  });
});
