import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `DATA_DIR/server.json`: where the running server answers and its process id, so that the `users`
 * commands reach a running server through its admin API (PGlite admits one process) instead of opening
 * the database themselves. Written once listening, removed on a clean stop.
 */
export const SERVER_FILE = 'server.json';

export interface ServerFile {
  url: string;
  pid: number;
}

export function writeServerFile(dataDir: string, host: string, port: number): void {
  const loopback = ['0.0.0.0', '::', '', 'localhost'].includes(host) ? '127.0.0.1' : host;
  const url = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
  const file: ServerFile = { url, pid: process.pid };
  writeFileSync(join(dataDir, SERVER_FILE), `${JSON.stringify(file)}\n`, { mode: 0o600 });
}

/** Removes the file when it is this process's own (another server may have started on the same data since). */
export function removeServerFile(dataDir: string): void {
  const found = readServerFile(dataDir);
  if (found?.pid === process.pid) rmSync(join(dataDir, SERVER_FILE), { force: true });
}

/** The server file's content, or undefined when there is none or it is not one. */
export function readServerFile(dataDir: string): ServerFile | undefined {
  const path = join(dataDir, SERVER_FILE);
  if (!existsSync(path)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { url, pid } = parsed as Record<string, unknown>;
    return typeof url === 'string' && typeof pid === 'number' ? { url, pid } : undefined;
  } catch {
    return undefined;
  }
}
