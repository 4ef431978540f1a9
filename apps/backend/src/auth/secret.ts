import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** JWT_SECRET from the environment, else the one kept in DATA_DIR (created on first start). */
export function loadJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv && fromEnv.length > 0) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
    return fromEnv;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
