import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports';

export interface SunkMail {
  to: string[];
  mail: ParsedMail;
}

export interface SinkAttempt {
  to: string[];
  at: number;
  accepted: boolean;
}

/** A local SMTP server that keeps what it is sent, and can turn some deliveries away for a while. */
export interface SmtpSink {
  url: string;
  received: SunkMail[];
  attempts: SinkAttempt[];
  /** Refuse (451, temporary) the next `times` deliveries to `recipient`. */
  refuse(recipient: string, times: number): void;
  /** Waits until a message to `recipient` satisfying `match` has arrived. */
  waitFor(recipient: string, match?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<SunkMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  const attempts: SinkAttempt[] = [];
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusedFor = to.find((address) => (refusals.get(address) ?? 0) > 0);
        attempts.push({ to, at: Date.now(), accepted: refusedFor === undefined });
        if (refusedFor !== undefined) {
          refusals.set(refusedFor, (refusals.get(refusedFor) ?? 0) - 1);
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({ to, mail });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    refuse(recipient, times) {
      refusals.set(recipient, times);
    },
    async waitFor(recipient, match = () => true, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((entry) => entry.to.includes(recipient) && match(entry.mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${recipient} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
