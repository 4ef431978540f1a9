import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequiredMark } from './RequiredMark';

describe('RequiredMark', () => {
  it('shows an asterisk that leaves the accessible name as the label', () => {
    render(
      <>
        <span id="label">
          본문
          <RequiredMark />
        </span>
        <input aria-labelledby="label" required />
      </>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: '본문' })).toBeRequired();
  });
});
