export const API_VERSION = '2024-01-01';

/** An error in GoTrue's 2024-01-01 shape, with the version header the client needs to read `code`. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return new Response(JSON.stringify({ code, message, ...extra }), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Supabase-Api-Version': API_VERSION,
      'x-sb-error-code': code,
    },
  });
}

export const rateLimited = (): Response =>
  authError(429, 'over_request_rate_limit', 'Request rate limit reached');
