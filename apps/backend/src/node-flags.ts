/**
 * V8 flags the server runs with: `package.json`'s start script passes them (a test keeps the two in
 * step) and so does the test and benchmark harness. They cannot be set from inside the process: V8
 * sizes its heap when it starts.
 *
 * `--max-semi-space-size=2` (MB): by default the young generation grows to 3 × 16 MB under load,
 * which on the PostgreSQL backend was a third of the server's memory. A request's garbage is small
 * and short-lived, so 2 MB semi-spaces only mean more, equally cheap, scavenges.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];
