import type { Database } from '../db/database';
import { authError } from './errors';
import { newPasswordProblem, userUpdateBody } from './inputs';
import { hashPassword, verifyPassword } from './passwords';
import { endSessions } from './sessions';
import { findUserById, mergeMetadata, type UserRow } from './users';

/**
 * `PUT /user` for the signed-in `user` of session `sessionId`: a new password (the user's other sessions
 * end, as GoTrue's do, told to `sessionsEnded` once committed) and user metadata. Answers the updated user,
 * or the GoTrue error to answer.
 */
export async function updateUser(
  db: Database,
  user: UserRow,
  sessionId: string,
  body: unknown,
  sessionsEnded: (ids: readonly string[]) => void = () => undefined,
): Promise<UserRow | Response> {
  const parsed = userUpdateBody.safeParse(body);
  if (!parsed.success) return authError(400, 'validation_failed', 'Invalid user attributes');
  const { password, data, email, phone, app_metadata: appMetadata } = parsed.data;
  if (appMetadata !== undefined) {
    return authError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  if ((email !== undefined && email.toLowerCase() !== user.email) || (phone !== undefined && phone !== '')) {
    return authError(422, 'validation_failed', 'Changing the email address or phone is not supported');
  }
  let passwordHash: string | undefined;
  if (password !== undefined) {
    const problem = newPasswordProblem(password);
    if (problem) return problem;
    if (await verifyPassword(password, user.encrypted_password)) {
      return authError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  const metadata =
    data === undefined ? user.raw_user_meta_data : mergeMetadata(user.raw_user_meta_data, data);
  let ended: string[] = [];
  const updated = await db.transaction(async (tx) => {
    await tx.query(
      `update auth.users set encrypted_password = coalesce($2, encrypted_password),
              raw_user_meta_data = $3::jsonb, updated_at = now()
        where id = $1::uuid`,
      [user.id, passwordHash ?? null, JSON.stringify(metadata)],
    );
    if (passwordHash !== undefined) ended = await endSessions(tx, user.id, sessionId, 'others');
    const row = await findUserById(tx, user.id);
    if (!row) throw new Error('the updated user is gone');
    return row;
  });
  sessionsEnded(ended);
  return updated;
}
