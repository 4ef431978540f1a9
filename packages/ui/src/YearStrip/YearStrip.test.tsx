import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { YearStrip } from './YearStrip';

describe('YearStrip', () => {
  it('lists the years in the given order with their headlines', () => {
    render(
      <YearStrip
        label="연도별 요약"
        years={[
          { year: 2019, headline: '설립' },
          { year: 2020, headline: '브랜드 출시' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: '연도별 요약' })).toBeInTheDocument();
    expect(items.map((item) => item.textContent)).toEqual(['2019설립', '2020브랜드 출시']);
  });
});
