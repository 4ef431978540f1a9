import type { Context } from 'hono';
import type { Claims, TokenService, VerifyResult } from './auth/jwt';
import { requestToken } from './auth/jwt';

const ANON: Claims = { role: 'anon' };

/** The claims of the request's bearer token (or of `anon` when it has none). */
export async function requestClaims(c: Context, tokens: TokenService): Promise<VerifyResult> {
  const token = requestToken(c.req.header('authorization'), c.req.header('apikey'));
  if (token === undefined) return { ok: true, claims: ANON };
  return tokens.verify(token);
}
