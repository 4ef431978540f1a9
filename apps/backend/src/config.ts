import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  siteDir: string;
}

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** Reads the environment contract of design.md section 2. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, '.data')),
    siteDir: resolve(env.SITE_DIR ?? resolve(repoRoot, 'apps/site/dist')),
  };
}
