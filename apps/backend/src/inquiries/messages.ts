import { company, contactCategories, type Language } from '@company/content';
import { lookupTranslation } from '@company/content/resources';

/** An inquiry as the mails need it. */
export interface InquiryForMail {
  reference: string;
  category: string;
  company: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  locale: string;
  createdAt: string;
}

export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

const asLanguage = (locale: string): Language => (locale === 'en' ? 'en' : 'ko');

/** A text of the locales with `{{name}}` filled in (the same placeholders i18next fills). */
function text(language: Language, key: string, values: Record<string, string> = {}): string {
  const found = lookupTranslation(language, key);
  if (typeof found !== 'string') throw new Error(`No text for ${language}/${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The desk of a category: its address and name (an unknown category goes to the company's address). */
export function deskOf(categoryId: string): { email: string; titleKey: string | undefined } {
  const category = contactCategories.find((entry) => entry.id === categoryId);
  return { email: category?.email ?? company.email, titleKey: category?.titleKey };
}

function fieldLines(language: Language, inquiry: InquiryForMail): string {
  const categoryTitle = deskOf(inquiry.category).titleKey;
  const rows: [string, string][] = [
    ['field_category', categoryTitle ? text(language, categoryTitle) : inquiry.category],
    ['field_company', inquiry.company],
    ['field_name', inquiry.name],
    ['field_email', inquiry.email],
    ['field_phone', inquiry.phone ?? '-'],
    ['field_subject', inquiry.subject],
    ['field_date', inquiry.createdAt],
  ];
  const lines = rows.map(([key, value]) => `${text(language, `inquiry:mail.${key}`)}: ${value}`);
  return `${lines.join('\n')}\n\n${text(language, 'inquiry:mail.field_message')}:\n${inquiry.message}`;
}

/** The mail to the category's desk, in Korean (the staff's language), answerable straight to the visitor. */
export function deskMail(inquiry: InquiryForMail): MailMessage {
  const desk = deskOf(inquiry.category);
  return {
    to: desk.email,
    replyTo: inquiry.email,
    subject: text('ko', 'inquiry:mail.desk_subject', {
      reference: inquiry.reference,
      category: desk.titleKey ? text('ko', desk.titleKey) : inquiry.category,
      subject: inquiry.subject,
    }),
    text: `${text('ko', 'inquiry:mail.desk_intro')}\n\n${text('ko', 'inquiry:mail.ack_reference', {
      reference: inquiry.reference,
    })}\n${fieldLines('ko', inquiry)}\n`,
  };
}

/** The acknowledgement to the visitor, in the language of the page they sent it from. */
export function acknowledgementMail(inquiry: InquiryForMail): MailMessage {
  const language = asLanguage(inquiry.locale);
  const desk = deskOf(inquiry.category);
  return {
    to: inquiry.email,
    replyTo: desk.email,
    subject: text(language, 'inquiry:mail.ack_subject', {
      company: company.name[language],
      reference: inquiry.reference,
    }),
    text: [
      text(language, 'inquiry:mail.ack_greeting', { name: inquiry.name }),
      '',
      text(language, 'inquiry:mail.ack_body'),
      text(language, 'inquiry:mail.ack_reference', { reference: inquiry.reference }),
      '',
      `${text(language, 'inquiry:mail.ack_copy')}`,
      fieldLines(language, inquiry),
      '',
      text(language, 'inquiry:mail.ack_footer', { desk: desk.email }),
      company.legalName[language],
      '',
    ].join('\n'),
  };
}
