import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsentField } from './ConsentField';

const terms = [
  { term: '수집·이용 목적', description: '문의 답변' },
  { term: '보유·이용 기간', description: '3년' },
];

describe('ConsentField', () => {
  it('is a group named by its title that lists each term and its description', () => {
    render(<ConsentField title="개인정보 수집·이용 동의" terms={terms} agreeLabel="동의합니다" />);
    const group = screen.getByRole('group', { name: '개인정보 수집·이용 동의' });
    expect(group).toHaveTextContent('수집·이용 목적문의 답변');
    expect(group).toHaveTextContent('보유·이용 기간3년');
  });

  it('is agreed to with its checkbox, by label', async () => {
    render(<ConsentField title="Consent" terms={terms} agreeLabel="I agree" required />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeRequired();
    await userEvent.click(screen.getByText('I agree'));
    expect(box).toBeChecked();
  });

  it('shows the policy link and announces an error on the checkbox', () => {
    render(
      <ConsentField
        title="Consent"
        terms={terms}
        agreeLabel="I agree"
        policyLink={<a href="/Privacy">Privacy policy</a>}
        error="Consent is required."
      />,
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/Privacy');
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Consent is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Consent is required.');
  });
});
