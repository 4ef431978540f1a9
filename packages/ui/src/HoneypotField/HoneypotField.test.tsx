import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HoneypotField } from './HoneypotField';

describe('HoneypotField', () => {
  it('is hidden from assistive technology and skipped by the keyboard', async () => {
    render(
      <>
        <button type="button">before</button>
        <HoneypotField name="website" label="Leave empty" value="" onChange={() => undefined} />
        <button type="button">after</button>
      </>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('reports what a robot types', () => {
    const onChange = vi.fn();
    const { container } = render(
      <HoneypotField name="website" label="Leave empty" value="" onChange={onChange} />,
    );
    const input = container.querySelector('input[name="website"]');
    if (!input) throw new Error('no input');
    fireEvent.change(input, { target: { value: 'http://spam.example' } });
    expect(onChange).toHaveBeenCalledWith('http://spam.example');
  });
});
