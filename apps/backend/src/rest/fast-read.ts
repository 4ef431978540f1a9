import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { deflateSync, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { fixedHeaders } from '../http-headers';
import { verifyRequestToken } from '../request-auth';
import { type RestAnswer, restAnswer } from './handler';
import type { RestServices } from './routes';

const PREFIX = '/rest/v1/';
const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Query strings made only of these characters read the same through `URLSearchParams` as through
 * the WHATWG URL parser the app uses; anything else (spaces, quotes, non-ASCII…) takes the app's path.
 */
const PLAIN_QUERY = /^[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*$/;
const PLAIN_HOST = /^[A-Za-z0-9.\-:[\]]+$/;

/**
 * Answers `GET /rest/v1/<table>`, the reads every page makes, straight on Node's request and
 * response; every other request goes to `app`. Through the app each read built a web `Request`, a
 * `Response` and ran the middleware chain, which cost about as much CPU as the database read itself.
 *
 * The answer is the same by construction: the same `restAnswer` (so the same transaction as the
 * JWT's role, the same SQL, the same errors), the same fixed security and CORS headers, and the
 * compress middleware's rules for `Accept-Encoding`. Anything unusual (another schema, a token that
 * does not verify, an unknown table, repeated headers, an odd URL, an unexpected error) is handed to
 * the app untouched, which answers it as it always has (a read can safely run twice).
 */
export function withRestReadFastPath(services: RestServices, app: RequestListener): RequestListener {
  return (req, res) => {
    const table = fastReadTable(req, services);
    if (table === undefined) {
      app(req, res);
      return;
    }
    answerFast(req, res, services, table).then(
      (answered) => {
        if (!answered) app(req, res);
      },
      () => {
        if (res.headersSent) res.destroy();
        else app(req, res);
      },
    );
  };
}

function fastReadTable(req: IncomingMessage, services: RestServices) {
  if (req.method !== 'GET') return undefined;
  const url = req.url ?? '';
  if (!url.startsWith(PREFIX)) return undefined;
  const query = url.indexOf('?');
  const name = url.slice(PREFIX.length, query < 0 ? undefined : query);
  if (!TABLE_NAME.test(name)) return undefined;
  if (query >= 0 && !PLAIN_QUERY.test(url.slice(query + 1))) return undefined;
  const headers = req.headers;
  // Node keeps only the first of some repeated headers where the app would join them: let it decide.
  if (req.rawHeaders.length !== 2 * Object.keys(headers).length) return undefined;
  if (headers.host === undefined || !PLAIN_HOST.test(headers.host)) return undefined;
  const profile = headers['accept-profile'];
  if (profile !== undefined && profile !== 'public') return undefined;
  return services.schema().table(name);
}

async function answerFast(
  req: IncomingMessage,
  res: ServerResponse,
  services: RestServices,
  table: NonNullable<ReturnType<typeof fastReadTable>>,
): Promise<boolean> {
  const header = (name: string): string | undefined => {
    const value = req.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const verified = await verifyRequestToken(services.tokens, header('authorization'), header('apikey'));
  if (!verified.ok) return false;
  const url = req.url ?? '';
  const query = url.indexOf('?');
  const answer = await restAnswer({
    db: services.db,
    method: 'GET',
    table,
    search: new URLSearchParams(query < 0 ? '' : url.slice(query + 1)),
    claims: verified.claims,
    allowRegex: services.allowRegex,
    header,
    body: () => Promise.reject(new Error('a GET has no body')),
  });
  send(res, answer, header('accept-encoding'));
  return true;
}

function send(res: ServerResponse, answer: RestAnswer, acceptEncoding: string | undefined): void {
  const headers: Record<string, string | number> = { ...fixedHeaders(), ...answer.headers };
  let body: string | Buffer | null = answer.body;
  if (acceptEncoding && body !== null) body = compressed(answer, body, acceptEncoding, headers);
  if (body !== null) headers['Content-Length'] = Buffer.byteLength(body);
  res.writeHead(answer.status, headers);
  res.end(body ?? undefined);
}

/**
 * What hono's compress middleware does to such an answer (the app adds no Content-Length before
 * it runs, so it applies at any size): `Vary`, then gzip or deflate by the client's preference.
 */
function compressed(
  answer: RestAnswer,
  body: string,
  acceptEncoding: string,
  headers: Record<string, string | number>,
): string | Buffer {
  const type = answer.headers['Content-Type'];
  if (answer.status === 206 || type === undefined || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return body;
  headers.Vary = 'Accept-Encoding';
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === undefined) return body;
  headers['Content-Encoding'] = encoding;
  return encoding === 'gzip' ? gzipSync(body) : deflateSync(body);
}

/** The compress middleware's choice between gzip and deflate (gzip first on a tie). */
function preferredEncoding(acceptEncoding: string): 'gzip' | 'deflate' | undefined {
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: 'gzip' | 'deflate'; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (best === undefined || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}
