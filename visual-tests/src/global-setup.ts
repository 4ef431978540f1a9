import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, TEMPLATE_ENV } from './servers';

/**
 * Makes the seeded data folder every test server starts from: the compiled server creates, migrates and seeds
 * its database and the admin account once, then stops cleanly (releasing the folder's lock). The workers
 * inherit its path through the environment; the folder goes when the run ends.
 */
export default async function globalSetup(): Promise<() => void> {
  const template = mkdtempSync(join(tmpdir(), 'site-template-'));
  // The first start on a busy machine: generous.
  const server = await startServer(template, { startTimeoutMs: 300_000 });
  await server.stop();
  process.env[TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
