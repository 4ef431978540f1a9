import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequiredMark } from './RequiredMark';

describe('RequiredMark', () => {
  it('shows an asterisk hidden from screen readers and says the same in words', () => {
    render(
      <span data-testid="label">
        본문
        <RequiredMark text="(게시에 필요)" />
      </span>,
    );
    const label = screen.getByTestId('label');
    expect(label).toHaveTextContent('본문* (게시에 필요)');
    expect(label.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
  });
});
