import type { SupabaseClient } from '@supabase/supabase-js';
import type { AddressObject, ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../support/backend';
import { within } from '../support/eventually';
import { adminClient, inquiry, referenceOf } from '../support/inquiries';
import type { SmtpSink, SunkMail } from '../support/smtp-sink';
import { clientFrom } from './auth-server';

interface MailServer {
  get(): RunningBackend;
  sink(): SmtpSink;
}

const subjectOf = (mail: { subject?: string }): string => mail.subject ?? '';

/** Every address of a parsed To/Cc/Bcc/Reply-To header, in lower case. */
function addressesOf(header: AddressObject | AddressObject[] | undefined): string[] {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return objects.flatMap((object) => object.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** Everything of a received mail that a reader sees: headers, subject and text. */
const wholeOf = (mail: ParsedMail): string =>
  [...mail.headerLines.map((line) => line.line), mail.subject ?? '', mail.text ?? ''].join('\n');

/** Lines of a mail's text that read as header lines (`Bcc: x`, `To: x`). */
const headerLikeLines = (text: string | undefined): string[] =>
  (text ?? '').split(/\r?\n/).filter((line) => /^\s*(to|cc|bcc|from|reply-to|subject)\s*:/i.test(line));

/** What was delivered to `address` (compared case-insensitively) so far. */
const deliveredTo = (sink: SmtpSink, address: string): SunkMail[] =>
  sink.received.filter((entry) => entry.to.some((to) => to.toLowerCase() === address.toLowerCase()));

const REPORT = {
  en: 'If you did not send this inquiry, reply to this e-mail or write to contact@cleanairtech.co.kr and we will delete it.',
  ko: '이 문의를 보내신 적이 없다면 이 메일에 회신하시거나 contact@cleanairtech.co.kr(으)로 알려 주세요. 해당 문의를 삭제하겠습니다.',
};

/** E-mail through the outbox to a local SMTP sink: the desk, the visitor's acknowledgement, retries. */
export function inquiryMailSuite(server: MailServer): void {
  describe('inquiry e-mail', () => {
    let backend: RunningBackend;
    let admin: SupabaseClient;
    beforeAll(async () => {
      backend = server.get();
      admin = await adminClient(backend);
    });

    it('sends the visitor’s text to the desk, and an English acknowledgement with none of it', async () => {
      const sink = server.sink();
      const row = inquiry({
        category: 'export',
        company: 'Nordic Filters AB ZQX-COMPANY',
        name: 'Astrid Berg ZQX-NAME',
        email: 'astrid@nordic.example',
        phone: '+46 8 555 0199',
        subject: 'Your parcel is held, pay at https://evil.example ZQX-SUBJECT',
        message: 'We need 2,000 m² of filter media. ZQX-MESSAGE',
        locale: 'en',
      });
      const { error } = await clientFrom(backend, '203.0.113.10').from('inquiries').insert(row);
      expect(error).toBeNull();
      const reference = referenceOf(row.id);

      const desk = await sink.waitFor('export@cleanairtech.co.kr', (mail) =>
        subjectOf(mail).includes(reference),
      );
      expect(subjectOf(desk.mail)).toContain('Your parcel is held, pay at https://evil.example ZQX-SUBJECT');
      expect(desk.mail.replyTo?.text).toContain('astrid@nordic.example');
      for (const typed of [
        'We need 2,000 m² of filter media. ZQX-MESSAGE',
        'Nordic Filters AB ZQX-COMPANY',
      ]) {
        expect(desk.mail.text).toContain(typed);
      }
      expect(desk.mail.text).toContain('Astrid Berg ZQX-NAME');
      expect(desk.mail.text).toContain('+46 8 555 0199');

      const ack = await sink.waitFor('astrid@nordic.example');
      expect(subjectOf(ack.mail)).toBe(`[CleanAir Tech] We have received your inquiry (${reference})`);
      expect(ack.mail.text).toContain(`Reference number: ${reference}`);
      expect(ack.mail.text).toContain('Inquiry type: Export');
      expect(ack.mail.text).toContain(REPORT.en);
      const seen = wholeOf(ack.mail);
      expect(seen).not.toContain('ZQX');
      expect(seen).not.toContain('evil.example');
      expect(seen).not.toContain('Astrid');
      expect(seen).not.toContain('555 0199');

      const outbox = await admin
        .from('inquiry_outbox')
        .select('kind, sent_at, attempts')
        .eq('inquiry_id', row.id);
      expect(outbox.data).toHaveLength(2);
      for (const entry of outbox.data ?? []) {
        expect(entry.sent_at).not.toBeNull();
        expect(entry.attempts).toBe(1);
      }
    });

    it('acknowledges a Korean visitor in Korean, with none of their text', async () => {
      const sink = server.sink();
      const row = inquiry({
        category: 'rnd',
        email: 'researcher@univ.example',
        company: '가짜은행 QJV-회사',
        name: '이서연 QJV-성함',
        subject: '계정이 정지되었습니다 QJV-제목',
        message: '지금 확인하세요 QJV-내용',
        locale: 'ko',
      });
      expect((await clientFrom(backend, '203.0.113.11').from('inquiries').insert(row)).error).toBeNull();
      const reference = referenceOf(row.id);
      const ack = await sink.waitFor('researcher@univ.example');
      expect(subjectOf(ack.mail)).toBe(`[클린에어텍] 문의가 접수되었습니다 (${reference})`);
      expect(ack.mail.text).toContain(`접수 번호: ${reference}`);
      expect(ack.mail.text).toContain('문의 분야: R&D 문의');
      expect(ack.mail.text).toContain(REPORT.ko);
      expect(wholeOf(ack.mail)).not.toContain('QJV');
      expect(wholeOf(ack.mail)).not.toContain('이서연');
      const desk = await sink.waitFor('rnd@cleanairtech.co.kr', (mail) =>
        subjectOf(mail).includes(reference),
      );
      expect(subjectOf(desk.mail)).toContain('R&D 문의');
      expect(desk.mail.text).toContain('지금 확인하세요 QJV-내용');
    });

    it('acknowledges an address once a day: a second inquiry (the address in other case) reaches the desk only', async () => {
      const sink = server.sink();
      const first = inquiry({ category: 'sales', email: 'Repeat.Sender@Example.net', locale: 'en' });
      const second = inquiry({ category: 'export', email: 'repeat.sender@example.NET', locale: 'ko' });
      expect((await clientFrom(backend, '203.0.113.20').from('inquiries').insert(first)).error).toBeNull();
      expect((await clientFrom(backend, '203.0.113.21').from('inquiries').insert(second)).error).toBeNull();

      await sink.waitFor('sales@cleanairtech.co.kr', (mail) =>
        subjectOf(mail).includes(referenceOf(first.id)),
      );
      await sink.waitFor('export@cleanairtech.co.kr', (mail) =>
        subjectOf(mail).includes(referenceOf(second.id)),
      );
      // The envelope's domain may come out in lower case: compare addresses case-insensitively.
      await within(
        30_000,
        async () => deliveredTo(sink, 'repeat.sender@example.net').length > 0,
        'the acknowledgement',
      );
      expect(subjectOf(deliveredTo(sink, 'repeat.sender@example.net')[0]?.mail ?? {})).toContain(
        referenceOf(first.id),
      );

      const outbox = await admin
        .from('inquiry_outbox')
        .select('inquiry_id, kind, sent_at')
        .in('inquiry_id', [first.id, second.id]);
      const kinds = (id: unknown) =>
        (outbox.data ?? [])
          .filter((entry) => entry.inquiry_id === id)
          .map((entry) => entry.kind)
          .sort();
      expect(kinds(first.id)).toEqual(['acknowledgement', 'desk']);
      expect(kinds(second.id)).toEqual(['desk']);
      expect((outbox.data ?? []).every((entry) => entry.sent_at !== null)).toBe(true);
      expect(deliveredTo(sink, 'repeat.sender@example.net')).toHaveLength(1);
    });

    it('queues one acknowledgement for inquiries to one address sent at the same moment', async () => {
      const sink = server.sink();
      const rows = ['Burst@Example.org', 'burst@example.org', 'BURST@EXAMPLE.ORG', 'burst@Example.Org'].map(
        (email) => inquiry({ category: 'procurement', email }),
      );
      const answers = await Promise.all(
        rows.map((row, index) =>
          clientFrom(backend, `203.0.113.${30 + index}`)
            .from('inquiries')
            .insert(row),
        ),
      );
      expect(answers.map((answer) => answer.error)).toEqual([null, null, null, null]);
      const outbox = await admin
        .from('inquiry_outbox')
        .select('kind')
        .in(
          'inquiry_id',
          rows.map((row) => row.id),
        );
      const kinds = (outbox.data ?? []).map((entry) => entry.kind);
      expect(kinds.filter((kind) => kind === 'desk')).toHaveLength(4);
      expect(kinds.filter((kind) => kind === 'acknowledgement')).toHaveLength(1);
      for (const row of rows) {
        await sink.waitFor('purchase@cleanairtech.co.kr', (mail) =>
          subjectOf(mail).includes(referenceOf(row.id)),
        );
      }
      await within(
        30_000,
        async () => deliveredTo(sink, 'burst@example.org').length > 0,
        'the acknowledgement',
      );
      expect(deliveredTo(sink, 'burst@example.org')).toHaveLength(1);
    });

    it('keeps CR and LF in the name, subject and message from forging header lines in any mail', async () => {
      const sink = server.sink();
      const row = inquiry({
        category: 'sales',
        email: 'forger@example.com',
        company: 'Forgery Ltd\r\nCc: cc-victim@example.org',
        name: 'Mallory\r\nBcc: bcc-victim@example.org',
        subject: 'Quote\r\nTo: to-victim@example.org\nBcc: bcc-victim@example.org',
        message: 'Hello\r\nBcc: bcc-victim@example.org\nTo: to-victim@example.org\n\nthanks',
        locale: 'en',
      });
      expect((await clientFrom(backend, '203.0.113.40').from('inquiries').insert(row)).error).toBeNull();
      const reference = referenceOf(row.id);
      const desk = await sink.waitFor('sales@cleanairtech.co.kr', (mail) =>
        subjectOf(mail).includes(reference),
      );
      const ack = await sink.waitFor('forger@example.com');

      for (const { to, mail } of [desk, ack]) {
        const victims = ['to-victim@example.org', 'bcc-victim@example.org', 'cc-victim@example.org'];
        for (const victim of victims) {
          expect(to).not.toContain(victim);
          expect(addressesOf(mail.to)).not.toContain(victim);
        }
        expect(mail.headers.has('bcc')).toBe(false);
        expect(mail.headers.has('cc')).toBe(false);
        expect(addressesOf(mail.to)).toHaveLength(1);
        expect(addressesOf(mail.replyTo)).toHaveLength(1);
        expect(subjectOf(mail)).not.toMatch(/[\r\n]/);
        expect(headerLikeLines(mail.text)).toEqual([]);
      }
      expect(subjectOf(desk.mail)).toContain('Quote To: to-victim@example.org Bcc: bcc-victim@example.org');
      expect(desk.mail.text).toContain('Mallory Bcc: bcc-victim@example.org');
      expect(desk.mail.text).toContain('| Bcc: bcc-victim@example.org');
      for (const victim of ['to-victim@example.org', 'bcc-victim@example.org', 'cc-victim@example.org']) {
        expect(deliveredTo(sink, victim)).toEqual([]);
      }
    });

    it('retries a refused delivery with growing waits, and the inquiry stays stored throughout', async () => {
      const sink = server.sink();
      const desk = 'ir@cleanairtech.co.kr';
      sink.refuse(desk, 2);
      const row = inquiry({
        category: 'investment',
        company: 'retry-company',
        email: 'investor@fund.example',
      });
      expect((await clientFrom(backend, '203.0.113.12').from('inquiries').insert(row)).error).toBeNull();

      // The acknowledgement is not held back by the desk's failures.
      await sink.waitFor('investor@fund.example');
      const reference = referenceOf(row.id);
      await sink.waitFor(desk, (mail) => subjectOf(mail).includes(reference));

      const tries = sink.attempts.filter((attempt) => attempt.to.includes(desk));
      expect(tries.map((attempt) => attempt.accepted)).toEqual([false, false, true]);
      const [first, second, third] = tries.map((attempt) => attempt.at);
      // MAIL_RETRY_SECONDS=1: about 1 s, then about 2 s (polled every 200 ms).
      expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(900);
      expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(1900);

      const { data } = await admin
        .from('inquiry_outbox')
        .select('attempts, sent_at, last_error')
        .eq('inquiry_id', row.id)
        .eq('kind', 'desk')
        .single();
      expect(data).toMatchObject({ attempts: 3, last_error: null });
      expect(data?.sent_at).not.toBeNull();
      const stored = await admin.from('inquiries').select('id').eq('id', row.id);
      expect(stored.data).toEqual([{ id: row.id }]);
    });
  });
}
