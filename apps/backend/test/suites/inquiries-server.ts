import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  let dataDir: string | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = mkdtempSync(join(tmpdir(), 'backend-inquiries-'));
    const storage = await target.seededStorage(dataDir);
    backend = await startBackend({
      dataDir,
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
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
