import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './TextAreaField';

const counterLabel = (count: number, max: number) => `${count} / ${max}자`;

function Controlled({ max }: { max: number }) {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label="문의 내용"
      value={value}
      maxLength={max}
      counterLabel={counterLabel}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('TextAreaField', () => {
  it('is a textbox named by its label, described by its counter', () => {
    render(
      <TextAreaField label="문의 내용" value="안녕하세요" maxLength={5000} counterLabel={counterLabel} />,
    );
    expect(screen.getByRole('textbox', { name: '문의 내용' })).toHaveAccessibleDescription('5 / 5000자');
  });

  it('counts as the visitor types, and past the limit marks the field invalid without cutting the text', async () => {
    render(<Controlled max={5} />);
    const field = screen.getByRole('textbox', { name: '문의 내용' });
    await userEvent.type(field, '12345');
    expect(screen.getByText('5 / 5자')).toBeInTheDocument();
    expect(field).toBeValid();
    await userEvent.type(field, '67');
    expect(field).toHaveValue('1234567');
    expect(screen.getByText('7 / 5자')).toBeInTheDocument();
    expect(field).toBeInvalid();
  });

  it('announces its error', () => {
    render(
      <TextAreaField
        label="Message"
        value=""
        maxLength={10}
        counterLabel={counterLabel}
        error="Enter your message."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your message.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Enter your message. 0 / 10자',
    );
  });
});
