/** What `pnpm start` runs: the server compiled by scripts/build.mjs, without a TypeScript loader. */
export const BUILT_SERVER = 'dist/main.js';

/**
 * V8 flags the server runs with: `package.json`'s start script passes them (a test keeps the two in
 * step) and so does the test and benchmark harness. They cannot be set from inside the process: V8
 * sizes its heap when it starts.
 *
 * - `--max-semi-space-size=2` (MB): by default the young generation grows to 3 × 16 MB under load,
 *   a third of the server's memory on PostgreSQL. A request's garbage is small and short-lived, so
 *   2 MB semi-spaces only mean more, equally cheap, scavenges.
 * - `--heap-growing-percent=30`: the old generation may grow to 1.3 × what survived the last full
 *   collection before the next one (V8 otherwise allows up to 4 ×). Under load, requests in flight
 *   are promoted and then die; with a live heap of about 20 MB the extra collections cost little.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2', '--heap-growing-percent=30'];
