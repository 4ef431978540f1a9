import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('says the status in words, whatever its tone', () => {
    render(
      <>
        <StatusBadge tone="attention">신규</StatusBadge>
        <StatusBadge tone="done">완료</StatusBadge>
      </>,
    );
    expect(screen.getByText('신규')).toBeInTheDocument();
    expect(screen.getByText('완료')).toBeInTheDocument();
  });
});
