import { afterAll, beforeAll } from 'vitest';
import { type RunningBackend, startBackend } from '../support/backend';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import type { Target } from '../support/targets';

/**
 * The inquiry suites' server: behind one trusted proxy (each test names its visitor's address), sign-ups
 * open, and inquiry mail going to a local SMTP sink, polled often and retried after 1 s, 2 s, ...
 */
export function inquiriesServer(target: Target): { get(): RunningBackend; sink(): SmtpSink } {
  let backend: RunningBackend | undefined;
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const storage = await target.freshStorage();
    backend = await startBackend({
      ...storage,
      env: {
        ...storage.env,
        ALLOW_SIGNUP: '1',
        TRUST_PROXY: '1',
        SMTP_URL: sink.url,
        MAIL_POLL_MS: '200',
        MAIL_RETRY_SECONDS: '1',
      },
    });
  });
  afterAll(async () => {
    await backend?.dispose();
    await sink?.close();
  });
  return {
    get() {
      if (!backend) throw new Error('the inquiry suites’ backend is not running');
      return backend;
    },
    sink() {
      if (!sink) throw new Error('the SMTP sink is not running');
      return sink;
    },
  };
}
