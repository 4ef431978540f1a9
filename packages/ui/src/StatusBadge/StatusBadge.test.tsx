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

describe('StatusBadge for publication', () => {
  it('says each publication status in the given words', () => {
    render(
      <>
        <StatusBadge status="draft" label="임시저장" />
        <StatusBadge status="published" label="게시됨" />
      </>,
    );
    expect(screen.getByText('임시저장')).toHaveAttribute('data-status', 'draft');
    expect(screen.getByText('게시됨')).toHaveAttribute('data-status', 'published');
  });

  it('reads a scheduled item with its moment', () => {
    render(<StatusBadge status="scheduled" label="예약" detail="2026-12-01 09:00" />);
    const badge = screen.getByText('예약');
    expect(badge).toHaveTextContent('예약2026-12-01 09:00');
    expect(badge).toHaveAttribute('data-tone', 'attention');
  });

  it('leaves the detail out when there is none', () => {
    render(<StatusBadge status="draft" label="Draft" />);
    expect(screen.getByText('Draft').textContent).toBe('Draft');
  });
});
