import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { pendingDiscardedMail } from './discard-mail';
import { acknowledgementMail, deskMail, type MailMessage } from './messages';
import { claimDueMail, markFailed, markSent, type OutboxEntry, retryDelaySeconds } from './outbox';
import { reviewRequestMail } from './review-mail';

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  /** How often the outbox is looked at. */
  pollMs: number;
  /** The wait after the first failure; it doubles with each further one, up to `retryMaxSeconds`. */
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  log: (line: string) => void;
  /** The site's address, for the link in a review request's mail (without it the link is a path). */
  siteUrl?: string;
}

export interface InquiryMailer {
  /** Sends what is due now; returns how many messages went out. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const BATCH = 10;
// Longer than one delivery can take (the transport's own time-outs are 10 s each step).
const LEASE_SECONDS = 120;

/**
 * The message of an outbox row. The acknowledgement is handed only the reference, category, address and
 * language, never the visitor's text; which rows exist (one acknowledgement per address a day) the
 * database decided when it queued them.
 */
function messageFor(entry: OutboxEntry, siteUrl: string | undefined): MailMessage {
  if (entry.kind === 'review_request') return reviewRequestMail(entry.review, siteUrl);
  if (entry.kind === 'pending_discarded') return pendingDiscardedMail(entry.discarded, siteUrl);
  if (entry.kind === 'desk') return deskMail(entry.inquiry);
  const { reference, category, email, locale } = entry.inquiry;
  return acknowledgementMail({ reference, category, email, locale });
}

/**
 * Delivers the inquiry outbox through SMTP: each message is marked sent only once the server took it;
 * a failure is recorded and retried later with exponential backoff, forever (the inquiry stays stored).
 */
export function startInquiryMailer(db: Database, options: MailerOptions): InquiryMailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  async function deliver(entry: OutboxEntry): Promise<boolean> {
    const message = messageFor(entry, options.siteUrl);
    try {
      await transport.sendMail({ from: options.from, ...message });
      await markSent(db, entry.id);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelaySeconds(entry.attempts + 1, options.retryBaseSeconds, options.retryMaxSeconds);
      await markFailed(db, entry.id, reason, delay);
      options.log(`Inquiry mail ${entry.id} (${entry.kind}) failed, retrying in ${delay}s: ${reason}`);
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await claimDueMail(db, BATCH, LEASE_SECONDS);
      for (const entry of due) if (await deliver(entry)) sent++;
      if (due.length < BATCH || stopped) return sent;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().catch((error: unknown) => {
        options.log(`Inquiry mail: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      });
      void running.then(schedule);
    }, options.pollMs);
  }
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
