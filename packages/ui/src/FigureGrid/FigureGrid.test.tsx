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

  it('sets % against its figure and keeps other units on the figure’s line', () => {
    render(
      <FigureGrid
        figures={[
          { id: 'overseas', label: 'Share of overseas sales', value: '14', unit: '%' },
          { id: 'backlog', label: 'Order backlog', value: '1,280', unit: 'KRW 100 million' },
        ]}
      />,
    );
    const [share, backlog] = screen.getAllByRole('definition');
    expect(share?.textContent).toBe('14%');
    expect(backlog?.textContent).toBe('1,280\u00a0KRW 100 million');
  });
});
