import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparisonBars } from './ComparisonBars';

describe('ComparisonBars', () => {
  it('lists each bar by its label and places it on the scale', () => {
    render(
      <ComparisonBars
        max={60}
        ticks={[0, 30, 60]}
        bars={[
          { id: 'a', label: '기존 12–24개월', from: 12, to: 24 },
          { id: 'b', label: '신규 36–60개월', from: 36, to: 60, highlight: true },
        ]}
        note="같은 풍량"
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '기존 12–24개월',
      '신규 36–60개월',
    ]);
    const track = screen.getByText('기존 12–24개월').nextElementSibling as HTMLElement;
    expect(track).toHaveAttribute('aria-hidden', 'true');
    const fill = track.firstElementChild as HTMLElement;
    expect(fill.style.left).toBe('20%');
    expect(fill.style.width).toBe('20%');
    expect(screen.getByText('같은 풍량')).toBeInTheDocument();
  });

  it('refuses a scale without length', () => {
    expect(() => render(<ComparisonBars max={0} bars={[]} />)).toThrow(/positive max/);
  });
});
