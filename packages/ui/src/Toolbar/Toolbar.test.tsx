import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toolbar } from './Toolbar';

describe('Toolbar', () => {
  it('shows its items in order', () => {
    render(
      <Toolbar>
        <p>총 3건</p>
        <button type="button">검색</button>
      </Toolbar>,
    );
    expect(screen.getByText('총 3건').nextElementSibling).toBe(screen.getByRole('button', { name: '검색' }));
  });
});
