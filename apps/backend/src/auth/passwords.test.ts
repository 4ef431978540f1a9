import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordHashCost, verifyPassword } from './passwords';

/** bcrypt's cost, as its hash records it (`$2b$10$...`). */
const costOf = (hash: string): number => Number(hash.split('$')[2]);

describe('password hashes', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('cost 10 unless the test-only PASSWORD_HASH_COST lowers it', () => {
    expect(passwordHashCost({})).toBe(10);
    expect(passwordHashCost({ PASSWORD_HASH_COST: '' })).toBe(10);
    expect(passwordHashCost({ PASSWORD_HASH_COST: '4' })).toBe(4);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: '12' })).toThrow(/from 4 to 10/);
  });

  it('hashes at the cost the environment names when hashing, and checks a hash at its own cost', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', '');
    const strong = await hashPassword('correct-horse-battery-staple');
    expect(costOf(strong)).toBe(10);
    vi.stubEnv('PASSWORD_HASH_COST', '4');
    const quick = await hashPassword('correct-horse-battery-staple');
    expect(costOf(quick)).toBe(4);
    // Either hash checks whatever the setting is now.
    expect(await verifyPassword('correct-horse-battery-staple', strong)).toBe(true);
    expect(await verifyPassword('correct-horse-battery-staple', quick)).toBe(true);
    expect(await verifyPassword('wrong', quick)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
  });
});
