import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message and the description', () => {
    render(<EmptyState message="뉴스 데이터 없음" description="잠시 후 다시 확인해 주세요." />);
    expect(screen.getByText('뉴스 데이터 없음')).toBeInTheDocument();
    expect(screen.getByText('잠시 후 다시 확인해 주세요.')).toBeInTheDocument();
  });

  it('offers the optional action', async () => {
    const onBack = vi.fn();
    render(<EmptyState message="No news" action={<Button onClick={onBack}>Back</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('renders no button when no action is given', () => {
    render(<EmptyState message="No news" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders on the server', () => {
    expect(renderToString(<EmptyState message="뉴스 데이터 없음" />)).toContain('뉴스 데이터 없음');
  });
});
