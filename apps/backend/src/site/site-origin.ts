import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { ServerConfig } from '../config';

interface LocalSocket {
  localAddress?: string;
  localPort?: number;
}

const localSocket = (c: Context): LocalSocket | undefined =>
  (c.env as { incoming?: { socket?: LocalSocket } } | undefined)?.incoming?.socket;

/** An address as it stands in a URL: IPv4-mapped IPv6 as IPv4, other IPv6 in brackets. */
function urlHost(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  return isIP(address) === 6 ? `[${address}]` : address;
}

const isLoopback = (address: string): boolean => address === '::1' || /^(?:::ffff:)?127\./i.test(address);

/**
 * The site's origin for a request, for canonical links, the page cache and `/config.json`. With `SITE_URL` it
 * is that. Otherwise it is the origin the request names only when that is this server's own address (the
 * address and port the request came in on, or `localhost` on loopback); any other `Host` header gets the
 * server's own address instead, so that a forged header is never reflected nor adds cached pages.
 */
export function siteOrigin(c: Context, config: ServerConfig): string {
  if (config.siteUrl) return new URL(config.siteUrl).origin;
  const socket = localSocket(c);
  const port = socket?.localPort ?? config.port;
  const address = socket?.localAddress ?? config.host;
  const own = `http://${urlHost(address)}:${port}`;
  const named = new URL(c.req.url);
  if (named.protocol !== 'http:' || Number(named.port || 80) !== port) return own;
  if (named.hostname === new URL(own).hostname) return own;
  if (named.hostname === 'localhost' && isLoopback(address)) return `http://localhost:${port}`;
  return own;
}
