import { company, contactCategories, type Language } from '@company/content';
import { lookupTranslation } from '@company/content/resources';
import type { Tables } from '@company/database';

type InquiryRow = Tables<'inquiries'>;

/**
 * An inquiry as the desk's mail needs it: everything the visitor wrote, from the table's row. `reference` is
 * never null (a column generated from the id); `createdAt` is the moment as the mail shows it (Korean time).
 */
export type InquiryForMail = Pick<
  InquiryRow,
  'category' | 'company' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'locale'
> & {
  reference: NonNullable<InquiryRow['reference']>;
  createdAt: string;
};

/**
 * What the acknowledgement may use: the reference and category (the company's own words) and where and
 * in which language to send it. Nothing the visitor typed as text is here, so the acknowledgement, which
 * goes to an address nobody has shown to be the sender's, cannot carry someone else's words.
 */
export type AcknowledgementFor = Pick<InquiryForMail, 'reference' | 'category' | 'email' | 'locale'>;

/** One mailbox, given as an object so the mailer never parses it as a list of recipients. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
}

const asLanguage = (locale: string): Language => (locale === 'en' ? 'en' : 'ko');

/**
 * Control characters (CR, LF, tab, NUL, DEL, C1 such as NEL), Unicode's line and paragraph separators
 * and the bidirectional overrides and isolates, which can make a line read as something else.
 */
const UNSAFE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/** A value on one line: every run of control characters becomes one space. */
export function oneLine(value: string): string {
  return value.replace(UNSAFE, ' ').trim();
}

/**
 * A visitor's multi-line text as a block: line breaks kept, tabs made spaces, other control characters
 * gone, and every line set off by `| `, so none of it can pass for one of the mail's own lines
 * (`Bcc: …`, `성함: …`).
 */
export function quotedBlock(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .split('\n')
    .map((line) => `| ${line.replace(/\t/g, ' ').replace(UNSAFE, '')}`.trimEnd())
    .join('\n');
}

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

/** The category's name in `language` (the company's words; an unknown id as it is, on one line). */
function categoryTitle(language: Language, categoryId: string): string {
  const { titleKey } = deskOf(categoryId);
  return titleKey ? text(language, titleKey) : oneLine(categoryId);
}

const mailbox = (address: string): MailAddress => ({ name: '', address: oneLine(address) });

/** The mail to the category's desk, in Korean (the staff's language), answerable straight to the visitor. */
export function deskMail(inquiry: InquiryForMail): MailMessage {
  const language: Language = 'ko';
  const field = (key: string, value: string) => `${text(language, `inquiry:mail.${key}`)}: ${oneLine(value)}`;
  const lines = [
    text(language, 'inquiry:mail.desk_intro'),
    '',
    text(language, 'inquiry:mail.ack_reference', { reference: inquiry.reference }),
    field('field_category', categoryTitle(language, inquiry.category)),
    field('field_company', inquiry.company),
    field('field_name', inquiry.name),
    field('field_email', inquiry.email),
    field('field_phone', inquiry.phone ?? '-'),
    field('field_subject', inquiry.subject),
    field('field_date', inquiry.createdAt),
    field('field_language', inquiry.locale === 'en' ? 'English' : '한국어'),
    '',
    `${text(language, 'inquiry:mail.field_message')}:`,
    quotedBlock(inquiry.message),
    '',
  ];
  return {
    to: mailbox(deskOf(inquiry.category).email),
    replyTo: mailbox(inquiry.email),
    subject: oneLine(
      text(language, 'inquiry:mail.desk_subject', {
        reference: inquiry.reference,
        category: categoryTitle(language, inquiry.category),
        subject: oneLine(inquiry.subject),
      }),
    ),
    text: lines.join('\n'),
  };
}

/**
 * The acknowledgement, in the language of the page the inquiry came from: the reference, the category and
 * the company's own words, among them how to have an inquiry the reader did not send deleted.
 */
export function acknowledgementMail(inquiry: AcknowledgementFor): MailMessage {
  const language = asLanguage(inquiry.locale);
  const desk = deskOf(inquiry.category);
  return {
    to: mailbox(inquiry.email),
    replyTo: mailbox(desk.email),
    subject: text(language, 'inquiry:mail.ack_subject', {
      company: company.name[language],
      reference: inquiry.reference,
    }),
    text: [
      text(language, 'inquiry:mail.ack_greeting', { company: company.name[language] }),
      '',
      text(language, 'inquiry:mail.ack_body'),
      '',
      text(language, 'inquiry:mail.ack_reference', { reference: inquiry.reference }),
      `${text(language, 'inquiry:mail.field_category')}: ${categoryTitle(language, inquiry.category)}`,
      '',
      text(language, 'inquiry:mail.ack_no_copy'),
      text(language, 'inquiry:mail.ack_not_you', { address: company.email }),
      '',
      text(language, 'inquiry:mail.ack_footer', { desk: desk.email }),
      company.legalName[language],
      '',
    ].join('\n'),
  };
}
