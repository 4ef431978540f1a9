import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { hashPassword } from './passwords';
import { createUser, findUserByEmail } from './users';

const ADMIN_APP_METADATA = { provider: 'email', providers: ['email'], role: 'admin' };

/**
 * Makes sure an admin exists: the one named by ADMIN_EMAIL/ADMIN_PASSWORD when given, otherwise
 * (when there is no admin at all) one with a generated password that is printed this once.
 */
export async function ensureAdmin(
  db: Database,
  email: string | undefined,
  password: string | undefined,
  log: (line: string) => void,
): Promise<void> {
  if (email && password) {
    if (await findUserByEmail(db, email)) return;
    await createUser(db, {
      email,
      passwordHash: await hashPassword(password),
      appMetadata: ADMIN_APP_METADATA,
    });
    log(`Created the admin account ${email.toLowerCase()}.`);
    return;
  }
  const { rows } = await db.query(
    "select 1 from auth.users where raw_app_meta_data ->> 'role' = 'admin' limit 1",
  );
  if (rows.length > 0) return;
  const adminEmail = email ?? 'admin@example.com';
  const generated = randomBytes(18).toString('base64url');
  await createUser(db, {
    email: adminEmail,
    passwordHash: await hashPassword(generated),
    appMetadata: ADMIN_APP_METADATA,
  });
  log(`Created the admin account ${adminEmail} with the password ${generated} (shown only this once).`);
}
