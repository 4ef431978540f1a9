import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { BUILT_SERVER, SERVER_NODE_FLAGS } from './node-flags';

it('the start script runs the server with the same V8 flags as the test harness', () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  expect(manifest.scripts.start).toBe(
    `node scripts/build.mjs && node ${SERVER_NODE_FLAGS.join(' ')} ${BUILT_SERVER}`,
  );
});
