import { describe, expect, it } from 'vitest';
import { type InquiryDraft, inquiryReference, validateInquiry } from './inquiry';

const complete: InquiryDraft = {
  category: 'sales',
  company: '한빛반도체',
  name: '김민준',
  email: 'minjun@hanbit.example',
  phone: '',
  subject: '견적 문의',
  message: '클린룸 견적을 부탁드립니다.',
  consent: true,
};

describe('validateInquiry', () => {
  it('accepts a complete draft, with or without a phone', () => {
    expect(validateInquiry(complete)).toEqual({});
    expect(validateInquiry({ ...complete, phone: '+82 52-270-1210' })).toEqual({});
  });

  it('names every missing field, in the form’s order', () => {
    const empty: InquiryDraft = {
      category: '',
      company: ' ',
      name: '',
      email: '',
      phone: '',
      subject: '',
      message: '\n',
      consent: false,
    };
    expect(validateInquiry(empty)).toEqual({
      category: 'category_required',
      company: 'company_required',
      name: 'name_required',
      email: 'email_required',
      subject: 'subject_required',
      message: 'message_required',
      consent: 'consent_required',
    });
  });

  it('refuses what the table refuses: an unknown category, a malformed e-mail or phone, too long a text', () => {
    expect(validateInquiry({ ...complete, category: 'press' })).toEqual({ category: 'category_required' });
    for (const email of ['minjun@hanbit', 'min jun@hanbit.example', 'minjun@@hanbit.example', 'a@b.']) {
      expect(validateInquiry({ ...complete, email }), email).toEqual({ email: 'email_invalid' });
    }
    expect(validateInquiry({ ...complete, phone: 'call me' })).toEqual({ phone: 'phone_invalid' });
    expect(validateInquiry({ ...complete, phone: '1'.repeat(31) })).toEqual({ phone: 'too_long' });
    expect(validateInquiry({ ...complete, message: '문'.repeat(5000) })).toEqual({});
    expect(validateInquiry({ ...complete, message: '문'.repeat(5001) })).toEqual({ message: 'too_long' });
    expect(validateInquiry({ ...complete, subject: 's'.repeat(201) })).toEqual({ subject: 'too_long' });
    // Counted as the database counts: an emoji is one character.
    expect(validateInquiry({ ...complete, subject: '🙂'.repeat(200) })).toEqual({});
  });
});

describe('inquiryReference', () => {
  it('is INQ- and the id’s first eight hex digits, upper case (the table’s generated column)', () => {
    expect(inquiryReference('1a2b3c4d-0000-4000-8000-000000000000')).toBe('INQ-1A2B3C4D');
  });
});
