import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberedList } from './NumberedList';

describe('NumberedList', () => {
  it('is an ordered list whose visible numbers are hidden from assistive technology', () => {
    render(<NumberedList items={['매출 목표', '해외 비중']} aria-label="목표" />);
    const list = screen.getByRole('list', { name: '목표' });
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '01매출 목표',
      '02해외 비중',
    ]);
    expect(screen.getByText('02')).toHaveAttribute('aria-hidden', 'true');
  });
});
