import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { InquiryForm } from './InquiryForm';

describe('InquiryForm', () => {
  it('checks in the browser: a focused summary, each error next to its field, nothing typed lost', async () => {
    await renderWithProviders(<InquiryForm />);
    fireEvent.change(screen.getByRole('textbox', { name: /회사명/ }), { target: { value: '한빛반도체' } });
    fireEvent.change(screen.getByRole('textbox', { name: /이메일/ }), { target: { value: 'minjun@hanbit' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));

    const summary = screen.getAllByRole('alert')[0];
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('입력 내용을 확인해 주세요. 6개 항목을 고쳐야 합니다.');
    expect(screen.getByRole('combobox', { name: /문의 분야/ })).toHaveAccessibleDescription(
      '문의 분야를 선택해 주세요.',
    );
    const email = screen.getByRole('textbox', { name: /이메일/ });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription(
      '답변을 받으실 주소입니다. 이메일 형식이 올바르지 않습니다. 예: name@company.com',
    );
    expect(screen.getByRole('textbox', { name: /회사명/ })).toHaveValue('한빛반도체');
    expect(screen.getByRole('textbox', { name: /회사명/ })).toBeValid();

    // The errors follow what is typed once the visitor has tried to send.
    fireEvent.change(email, { target: { value: 'minjun@hanbit.example' } });
    expect(email).toBeValid();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('5개 항목');
  });

  it('shows the consent as Korean sites do under PIPA, linking the privacy policy', async () => {
    await renderWithProviders(<InquiryForm />, { path: '/en/Qna', language: 'en' });
    const consent = screen.getByRole('group', { name: /Consent to the collection and use/ });
    expect(consent).toHaveTextContent('PurposeReceiving your inquiry');
    expect(consent).toHaveTextContent('Retention periodKept for 3 years');
    expect(screen.getByRole('link', { name: 'Read the full privacy policy' })).toHaveAttribute(
      'href',
      '/en/Privacy',
    );
  });
});
