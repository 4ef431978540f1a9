import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is an input named by its label, with placeholder, type and required', () => {
    render(<TextField label="비밀번호" placeholder="비밀번호를 입력하세요" type="password" required />);
    const input = screen.getByLabelText(/비밀번호/);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('placeholder', '비밀번호를 입력하세요');
    expect(input).toBeRequired();
  });

  it('defaults to a text input', () => {
    render(<TextField label="제목" />);
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveAttribute('type', 'text');
  });

  it('describes the input with its help text', () => {
    render(<TextField label="제목" help="최대 100자" />);
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveAccessibleDescription('최대 100자');
  });

  it('marks the input invalid and announces the error', () => {
    render(<TextField label="아이디" help="e-mail" error="필수 항목입니다" />);
    const input = screen.getByRole('textbox', { name: '아이디' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('e-mail 필수 항목입니다');
    expect(screen.getByRole('alert')).toHaveTextContent('필수 항목입니다');
  });

  it('passes typing through onChange', async () => {
    const onChange = vi.fn();
    render(<TextField label="Title" onChange={(event) => onChange(event.target.value)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Hi');
    expect(onChange).toHaveBeenLastCalledWith('Hi');
  });

  it('renders on the server', () => {
    expect(renderToString(<TextField label="아이디" error="오류" />)).toContain('aria-invalid="true"');
  });
});
