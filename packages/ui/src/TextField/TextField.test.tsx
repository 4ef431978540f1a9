import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

const counterLabel = (count: number, max: number) => `${count} / ${max}자`;

function Controlled({ max }: { max: number }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="제목"
      value={value}
      maxLength={max}
      counterLabel={counterLabel}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

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

  describe('with a counter', () => {
    it('is described by its counter and sets no maxlength of the browser’s', () => {
      render(
        <TextField label="제목" value="안녕하세요" maxLength={300} counterLabel={counterLabel} readOnly />,
      );
      const input = screen.getByRole('textbox', { name: '제목' });
      expect(input).toHaveAccessibleDescription('5 / 300자');
      expect(input).not.toHaveAttribute('maxlength');
    });

    it('counts as one types; past the limit the input is invalid and keeps everything typed', async () => {
      render(<Controlled max={5} />);
      const input = screen.getByRole('textbox', { name: '제목' });
      await userEvent.type(input, '12345');
      expect(screen.getByText('5 / 5자', { selector: 'p' })).toBeInTheDocument();
      expect(input).toBeValid();
      await userEvent.type(input, '67');
      expect(input).toHaveValue('1234567');
      expect(screen.getByText('7 / 5자', { selector: 'p' })).toBeInTheDocument();
      expect(input).toBeInvalid();
    });

    it('counts an uncontrolled input too, in characters (not UTF-16 units)', async () => {
      render(<TextField label="제목" defaultValue="😀" maxLength={10} counterLabel={counterLabel} />);
      expect(screen.getByText('1 / 10자', { selector: 'p' })).toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '가나');
      expect(screen.getByText('3 / 10자', { selector: 'p' })).toBeInTheDocument();
    });

    it('announces the count politely only near and past the limit', async () => {
      render(<Controlled max={10} />);
      const live = document.querySelector('[aria-live="polite"]');
      const input = screen.getByRole('textbox', { name: '제목' });
      await userEvent.type(input, '12345678');
      expect(live).toHaveTextContent('');
      await userEvent.type(input, '9');
      expect(live).toHaveTextContent('9 / 10자');
      await userEvent.type(input, '01');
      expect(live).toHaveTextContent('11 / 10자');
    });

    it('keeps the browser’s maxlength without a counter', () => {
      render(<TextField label="설명" maxLength={300} />);
      expect(screen.getByRole('textbox', { name: '설명' })).toHaveAttribute('maxlength', '300');
    });
  });
});
