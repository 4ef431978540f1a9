import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** How much of an oversize body is read and thrown away, at most, so that the client sees the answer. */
const DRAIN_BYTES = 32 * 1024 * 1024;
const DRAIN_MS = 5000;

/**
 * Reads the rest of a request body that will not be used. A client still sending its body when the
 * connection closes gets a write error (EPIPE) instead of the answer; reading the rest first lets it finish
 * and read the 413. Bounded in bytes and time, so a huge or slow body cannot hold the server.
 */
function drainBody(c: Context): Promise<void> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.readableEnded || incoming.destroyed) return Promise.resolve();
  return new Promise((done) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', finish);
      incoming.off('error', finish);
      incoming.off('close', finish);
      done();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MS);
    incoming.on('data', onData);
    incoming.once('end', finish);
    incoming.once('error', finish);
    incoming.once('close', finish);
    incoming.resume();
  });
}

/**
 * The answer to an oversize body: the rest of the body is read and dropped (within bounds), and the answer
 * is the last on its connection, as any unread bytes would otherwise be taken for the next request on a
 * kept-alive socket.
 */
export async function closingConnection(c: Context, response: Response): Promise<Response> {
  await drainBody(c);
  response.headers.set('Connection', 'close');
  return response;
}
