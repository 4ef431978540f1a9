import bcrypt from 'bcryptjs';

const COST = 10;
let dummyHash: string | undefined;

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, COST);

/** Compares in constant work: an unknown user is checked against a dummy hash, so both take as long. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (hash) return bcrypt.compare(password, hash);
  dummyHash ??= await bcrypt.hash('not-a-real-password', COST);
  await bcrypt.compare(password, dummyHash);
  return false;
}
