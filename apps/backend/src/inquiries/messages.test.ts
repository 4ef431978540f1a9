import { describe, expect, it } from 'vitest';
import { acknowledgementMail, deskMail, type InquiryForMail } from './messages';

const sample: InquiryForMail = {
  reference: 'INQ-1A2B3C4D',
  category: 'procurement',
  company: 'Acme Parts',
  name: 'Jane Doe',
  email: 'jane@acme.example',
  phone: null,
  subject: 'Supplier registration',
  message: 'We would like to register as a supplier.',
  locale: 'en',
  createdAt: '2026-11-26 10:00 KST',
};

describe('inquiry mails', () => {
  it('sends the desk mail to the category’s address, in Korean, answerable to the visitor', () => {
    const mail = deskMail(sample);
    expect(mail.to).toBe('purchase@cleanairtech.co.kr');
    expect(mail.replyTo).toBe('jane@acme.example');
    expect(mail.subject).toBe('[웹사이트 문의 INQ-1A2B3C4D] 구매 문의 · Supplier registration');
    expect(mail.text).toContain('연락처: -');
    expect(mail.text).toContain('We would like to register as a supplier.');
  });

  it('acknowledges in the visitor’s language, naming the desk to write to', () => {
    const english = acknowledgementMail(sample);
    expect(english.to).toBe('jane@acme.example');
    expect(english.text).toContain('please write to purchase@cleanairtech.co.kr');
    const korean = acknowledgementMail({ ...sample, locale: 'ko', name: '김지은' });
    expect(korean.subject).toBe('[클린에어텍] 문의가 접수되었습니다 (INQ-1A2B3C4D)');
    expect(korean.text).toContain('김지은 님, 안녕하세요.');
  });
});
