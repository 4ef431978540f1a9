import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const options = [
  { value: 'sales', label: '영업 문의' },
  { value: 'rnd', label: 'R&D 문의' },
];

describe('SelectField', () => {
  it('is a combobox named by its label, with the placeholder as an empty first choice', () => {
    render(<SelectField label="문의 분야" options={options} placeholder="선택해 주세요" required />);
    const select = screen.getByRole('combobox', { name: /문의 분야/ });
    expect(select).toBeRequired();
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '선택해 주세요',
      '영업 문의',
      'R&D 문의',
    ]);
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Type" options={options} onChange={(event) => onChange(event.target.value)} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'rnd');
    expect(onChange).toHaveBeenCalledWith('rnd');
  });

  it('marks itself invalid and announces its error next to it', () => {
    render(
      <SelectField
        label="문의 분야"
        options={options}
        help="하나를 고르세요"
        error="문의 분야를 선택해 주세요."
      />,
    );
    const select = screen.getByRole('combobox', { name: '문의 분야' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('하나를 고르세요 문의 분야를 선택해 주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('문의 분야를 선택해 주세요.');
  });
});
