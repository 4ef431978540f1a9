import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminPageHeader } from './AdminPageHeader';

describe('AdminPageHeader', () => {
  it('is the page heading with its lead and actions', () => {
    render(
      <AdminPageHeader title="휴지통" lead="삭제한 게시물" actions={<button type="button">비우기</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '휴지통' })).toBeInTheDocument();
    expect(screen.getByText('삭제한 게시물')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '비우기' })).toBeInTheDocument();
  });

  it('leaves out the lead and actions when not given', () => {
    const { container } = render(<AdminPageHeader title="직원" />);
    expect(container.querySelector('p')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
