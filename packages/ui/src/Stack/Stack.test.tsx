import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack';

describe('Stack', () => {
  it('keeps its blocks in order', () => {
    render(
      <Stack>
        <p>첫째</p>
        <p>둘째</p>
      </Stack>,
    );
    const first = screen.getByText('첫째');
    expect(first.nextElementSibling).toBe(screen.getByText('둘째'));
  });
});
