import bcrypt from 'bcryptjs';

/** bcrypt's work factor for new hashes; a stored hash carries its own, which `compare` reads. */
export const PASSWORD_HASH_COST = 10;
/** bcrypt's least work factor, which the test-only PASSWORD_HASH_COST may choose. */
const LEAST_COST = 4;

/**
 * The work factor new password hashes get: 10, or the test-only PASSWORD_HASH_COST (4 to 10), with which the
 * test suites' servers hash and check their many test accounts' passwords in milliseconds instead of a tenth
 * of a second of CPU each. Read when a hash is made, so the `pnpm users` command honours it too.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PASSWORD_HASH_COST;
  if (raw === undefined || raw === '') return PASSWORD_HASH_COST;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < LEAST_COST || value > PASSWORD_HASH_COST) {
    throw new Error(
      `PASSWORD_HASH_COST must be a whole number from ${LEAST_COST} to ${PASSWORD_HASH_COST}, not "${raw}".`,
    );
  }
  return value;
}

let dummyHash: string | undefined;

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, passwordHashCost());

/** Compares in constant work: an unknown user is checked against a dummy hash, so both take as long. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (hash) return bcrypt.compare(password, hash);
  dummyHash ??= await bcrypt.hash('not-a-real-password', passwordHashCost());
  await bcrypt.compare(password, dummyHash);
  return false;
}
