/** The claims of a Supabase access token that the site reads. */
interface AccessClaims {
  app_metadata?: { role?: unknown };
  email?: unknown;
  exp?: unknown;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The payload of a JWT, or null when it is not one. The signature is the server's to check. */
export function readAccessClaims(token: string | undefined): AccessClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = decodeSegment(payload);
    return typeof claims === 'object' && claims !== null ? (claims as AccessClaims) : null;
  } catch {
    return null;
  }
}

/** The two staff roles: an admin may do everything, an editor writes drafts only. */
export type StaffRole = 'admin' | 'editor';

/**
 * The staff role the token names, or null for anyone else. The server checks the same claim against its
 * signature on every write (row-level security); here it only decides what the interface offers.
 */
export function staffRoleOf(token: string | undefined): StaffRole | null {
  const role = readAccessClaims(token)?.app_metadata?.role;
  return role === 'admin' || role === 'editor' ? role : null;
}
