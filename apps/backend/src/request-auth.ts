import type { Context } from 'hono';
import type { Claims, TokenService, VerifyResult } from './auth/jwt';
import { requestToken } from './auth/jwt';

const ANON: VerifyResult = { ok: true, claims: { role: 'anon' } satisfies Claims };

/** The claims of a request's bearer token, given its headers (or of `anon` when it has none). */
export function verifyRequestToken(
  tokens: TokenService,
  authorization: string | undefined,
  apikey: string | undefined,
): Promise<VerifyResult> {
  const token = requestToken(authorization, apikey);
  return token === undefined ? Promise.resolve(ANON) : tokens.verify(token);
}

/** The claims of the request's bearer token (or of `anon` when it has none). */
export function requestClaims(c: Context, tokens: TokenService): Promise<VerifyResult> {
  return verifyRequestToken(tokens, c.req.header('authorization'), c.req.header('apikey'));
}
