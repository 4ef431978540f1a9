import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DateTimePicker } from './DateTimePicker';

/** The picker as a caller uses it: it keeps the value. */
function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateTimePicker
      label="게시 예약 일시"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('DateTimePicker', () => {
  it('is a date and time input named by its label, showing the value', () => {
    render(<DateTimePicker label="게시 예약 일시" value="2026-12-01T09:00" onChange={() => {}} />);
    const input = screen.getByLabelText('게시 예약 일시');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveValue('2026-12-01T09:00');
  });

  it('passes the moment the user picks, and the empty string when cleared', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('게시 예약 일시');
    fireEvent.change(input, { target: { value: '2026-12-24T18:30' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24T18:30');
    expect(input).toHaveValue('2026-12-24T18:30');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps the earliest moment and describes the input with its hint', () => {
    render(
      <DateTimePicker
        label="Publish at"
        value=""
        onChange={() => {}}
        min="2026-11-25T12:00"
        hint="Korea Standard Time (KST)"
      />,
    );
    const input = screen.getByLabelText('Publish at');
    expect(input).toHaveAttribute('min', '2026-11-25T12:00');
    expect(input).toHaveAccessibleDescription('Korea Standard Time (KST)');
  });

  it('announces an error and marks the input invalid', () => {
    render(
      <DateTimePicker
        label="게시 예약 일시"
        value=""
        onChange={() => {}}
        error="지금 이후의 일시를 고르세요."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('지금 이후의 일시를 고르세요.');
    const input = screen.getByLabelText('게시 예약 일시');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('지금 이후의 일시를 고르세요.');
  });

  it('can be disabled', () => {
    render(<DateTimePicker label="게시 예약 일시" value="" onChange={() => {}} disabled />);
    expect(screen.getByLabelText('게시 예약 일시')).toBeDisabled();
  });

  it('renders on the server', () => {
    expect(renderToString(<DateTimePicker label="게시 예약 일시" value="" onChange={() => {}} />)).toContain(
      'datetime-local',
    );
  });
});
