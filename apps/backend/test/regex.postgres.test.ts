import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_ABIDING_FREEZE } from './suites/bounded-queries';
import { type RunningBackend, startBackend } from './support/backend';
import { EDITOR } from './support/staff';
import { postgres } from './support/targets';

const target = postgres();

/** With REST_ALLOW_REGEX=1 on PostgreSQL, the role's statement_timeout is what bounds a regular expression. */
describe.skipIf(!target.available)('regular expressions allowed on PostgreSQL', () => {
  let backend: RunningBackend;
  let dataDir: string;
  let editorToken: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'backend-regex-'));
    const storage = await target.seededStorage(dataDir, { withEditor: true });
    const env = { ...storage.env, REST_ALLOW_REGEX: '1' };
    backend = await startBackend({ dataDir, env });
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    editorToken = ((await response.json()) as { access_token: string }).access_token;
    // Enough text for the pattern to take its time.
    const long = `<p>${'가나다 abc 123 '.repeat(4000)}</p>`;
    const insert = await fetch(`${backend.url}/rest/v1/news`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${editorToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ title: '긴 글', content: long, thumbnail: '/t.png', status: 'draft' }),
    });
    expect(insert.status).toBe(201);
  });
  afterAll(async () => {
    await backend?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves an editor’s pattern within the role’s 2 s statement timeout, and /healthz meanwhile', async () => {
    let hostileSettled = false;
    const hostile = fetch(
      `${backend.url}/rest/v1/news?select=id&content=match.${encodeURIComponent(RULE_ABIDING_FREEZE)}`,
      { headers: { apikey: backend.anonKey, Authorization: `Bearer ${editorToken}` } },
    ).finally(() => {
      hostileSettled = true;
    });
    // The pattern runs in the database, not in the server's event loop: /healthz answers while it runs.
    // (An order, not a duration: the test must not depend on how busy the machine is.)
    expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
    expect(hostileSettled, 'the pattern held up /healthz').toBe(false);
    const response = await hostile;
    // Either it finished in time or Postgres cancelled it at the role's statement timeout (57014, answered 500
    // as PostgREST does); without the timeout it would run for minutes, past the test's own timeout.
    expect([200, 500]).toContain(response.status);
    if (response.status === 500) expect(((await response.json()) as { code: string }).code).toBe('57014');
  });

  it('still refuses them to anonymous requests', async () => {
    const response = await fetch(`${backend.url}/rest/v1/news?select=id&title=match.a`, {
      headers: { apikey: backend.anonKey },
    });
    expect(response.status).toBe(400);
  });
});
