import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactBand } from './FactBand';

describe('FactBand', () => {
  it('pairs each label with its value under a heading, with the note', () => {
    render(
      <FactBand
        title="숫자로 보는 회사"
        facts={[
          { id: 'founded', label: '설립', value: '2019년' },
          { id: 'capacity', label: '생산 능력', value: '연 275억 원' },
        ]}
        note="2025년 기준"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '숫자로 보는 회사' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['설립', '생산 능력']);
    expect(values).toEqual(['2019년', '연 275억 원']);
    expect(screen.getByText('2025년 기준')).toBeInTheDocument();
  });
});
