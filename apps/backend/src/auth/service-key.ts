import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TokenService } from './jwt';

export const SERVICE_ROLE_KEY_FILE = 'service-role-key';

/**
 * The service key kept in DATA_DIR beside the JWT secret (readable by its owner only), made on first start
 * and made again when the secret changed (a key the secret no longer verifies would open nothing).
 */
export async function loadServiceRoleKey(
  dataDir: string,
  tokens: TokenService,
  log: (line: string) => void,
): Promise<string> {
  const file = join(dataDir, SERVICE_ROLE_KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    const verified = await tokens.verify(stored);
    if (verified.ok && verified.claims.role === 'service_role') return stored;
  }
  const key = await tokens.serviceRoleKey(Math.floor(Date.now() / 1000));
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  log(`Made the service key in ${file}: for pnpm users and the operator's scripts, never for a browser.`);
  return key;
}
