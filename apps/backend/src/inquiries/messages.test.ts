import { describe, expect, it } from 'vitest';
import { acknowledgementMail, deskMail, type InquiryForMail, oneLine, quotedBlock } from './messages';

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

/** What a phisher would type into the form to have the company mail it to someone else. */
const phishing: InquiryForMail = {
  ...sample,
  company: 'PHISH-COMPANY-7Q',
  name: 'Your account is locked PHISH-NAME-7Q',
  phone: '010-7777-0007',
  subject: 'Verify now at https://evil.example PHISH-SUBJECT-7Q',
  message: 'Click https://evil.example/login PHISH-MESSAGE-7Q',
};

/** Lines of a mail's text that look like header lines (`Bcc: x`, `To: x`). */
const headerLike = (text: string) =>
  text.split('\n').filter((line) => /^\s*(to|cc|bcc|from|reply-to)\s*:/i.test(line));

describe('inquiry mails', () => {
  it('sends the desk mail to the category’s address, in Korean, answerable to the visitor', () => {
    const mail = deskMail(sample);
    expect(mail.to).toEqual({ name: '', address: 'purchase@cleanairtech.co.kr' });
    expect(mail.replyTo).toEqual({ name: '', address: 'jane@acme.example' });
    expect(mail.subject).toBe('[웹사이트 문의 INQ-1A2B3C4D] 구매 문의 · Supplier registration');
    expect(mail.text).toContain('성함: Jane Doe');
    expect(mail.text).toContain('연락처: -');
    expect(mail.text).toContain('언어: English');
    expect(mail.text).toContain('| We would like to register as a supplier.');
  });

  it('acknowledges in English with the reference, the category and how to report an inquiry one did not send', () => {
    const english = acknowledgementMail(sample);
    expect(english.to).toEqual({ name: '', address: 'jane@acme.example' });
    expect(english.replyTo).toEqual({ name: '', address: 'purchase@cleanairtech.co.kr' });
    expect(english.subject).toBe('[CleanAir Tech] We have received your inquiry (INQ-1A2B3C4D)');
    expect(english.text).toContain('Reference number: INQ-1A2B3C4D');
    expect(english.text).toContain('Inquiry type: Procurement');
    expect(english.text).toContain(
      'If you did not send this inquiry, reply to this e-mail or write to contact@cleanairtech.co.kr and we will delete it.',
    );
    expect(english.text).toContain('please write to purchase@cleanairtech.co.kr');
  });

  it('acknowledges in Korean the same way', () => {
    const korean = acknowledgementMail({ ...sample, locale: 'ko' });
    expect(korean.subject).toBe('[클린에어텍] 문의가 접수되었습니다 (INQ-1A2B3C4D)');
    expect(korean.text).toContain('접수 번호: INQ-1A2B3C4D');
    expect(korean.text).toContain('문의 분야: 구매 문의');
    expect(korean.text).toContain(
      '이 문의를 보내신 적이 없다면 이 메일에 회신하시거나 contact@cleanairtech.co.kr(으)로 알려 주세요. 해당 문의를 삭제하겠습니다.',
    );
  });

  it('puts none of the visitor’s text into the acknowledgement, whatever is passed in', () => {
    for (const locale of ['en', 'ko']) {
      const mail = acknowledgementMail({ ...phishing, locale });
      const everything = `${mail.subject}\n${mail.text}`;
      for (const typed of [
        phishing.company,
        phishing.name,
        phishing.subject,
        phishing.message,
        phishing.phone,
      ]) {
        expect(everything).not.toContain(typed);
      }
      expect(everything).not.toContain('PHISH');
      expect(everything).not.toContain('evil.example');
    }
  });

  it('keeps the visitor’s text in the desk mail, for the staff', () => {
    const mail = deskMail(phishing);
    for (const typed of [phishing.company, phishing.name, phishing.subject, phishing.phone]) {
      expect(mail.text).toContain(typed);
    }
    expect(mail.text).toContain(`| ${phishing.message}`);
    expect(mail.subject).toContain(phishing.subject);
  });

  it('flattens CR, LF and other control characters in every one-line field, so no header-like line appears', () => {
    const mail = deskMail({
      ...sample,
      name: 'Jane\r\nBcc: victim@example.org',
      subject: 'Hello\nTo: victim@example.org\rCc: other@example.org',
      company: 'Acme\u2028Reply-To: evil@example.org\u0085From: ceo@cleanairtech.co.kr',
      message:
        'First line\r\nBcc: victim@example.org\rTo: x@example.org\u2028From: y@example.org\n\n\u0000end\u202E',
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Hello To: victim@example.org Cc: other@example.org');
    expect(headerLike(mail.text)).toEqual([]);
    expect(mail.text).toContain('성함: Jane Bcc: victim@example.org');
    expect(mail.text).toContain('회사명: Acme Reply-To: evil@example.org From: ceo@cleanairtech.co.kr');
    expect(mail.text).toContain(
      '| First line\n| Bcc: victim@example.org\n| To: x@example.org\n| From: y@example.org\n|\n| end',
    );
    for (const unsafe of ['\u0000', '\r', '\u0085', '\u2028', '\u202E'])
      expect(mail.text).not.toContain(unsafe);
  });

  it('oneLine and quotedBlock', () => {
    expect(oneLine('  a\r\n\tb\u0000c\u202Ed  ')).toBe('a b c d');
    expect(quotedBlock('a\r\nb\r\rc')).toBe('| a\n| b\n|\n| c');
  });
});
