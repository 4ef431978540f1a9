import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CtaBand } from './CtaBand';

describe('CtaBand', () => {
  it('shows its sentence and its action', () => {
    render(<CtaBand text="필터를 찾으세요?" action={<a href="/Qna">문의</a>} />);
    expect(screen.getByText('필터를 찾으세요?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '문의' })).toHaveAttribute('href', '/Qna');
  });
});
