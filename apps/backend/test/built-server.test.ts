import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER } from '../src/node-flags';
import { type RunningBackend, startBackend } from './support/backend';

// `pnpm start` runs the server compiled by scripts/build.mjs: the bundle must find what the sources find
// from their own files (the migrations and seed under the repository's root, the PGlite initialiser).
describe('the compiled server (pnpm start)', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startBackend({ built: true });
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it('runs the compiled file without a TypeScript loader', () => {
    const commandLine = readFileSync(`/proc/${backend.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain(BUILT_SERVER);
    expect(commandLine).not.toContain('--import');
  });

  it('answers the API on a migrated, seeded database', async () => {
    const response = await fetch(`${backend.url}/rest/v1/news?select=id,title&limit=1`, {
      headers: { apikey: backend.anonKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([expect.objectContaining({ id: expect.any(Number) })]);
  });

  it('serves the site', async () => {
    const response = await fetch(`${backend.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"');
  });
});
