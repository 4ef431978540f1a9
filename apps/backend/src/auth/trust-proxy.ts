import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server may name the client in X-Forwarded-For (as Express's
 * `trust proxy`): none (the socket is the client), a number of hops, or a list of addresses and ranges.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; trusted: BlockList };

/** An IP address as the limits key it (IPv4-mapped IPv6 as IPv4), or undefined when it is none. */
export function normalizeAddress(text: string): string | undefined {
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.indexOf(':'));
  if (isIP(address) === 0) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}

function invalid(raw: string, entry: string): Error {
  return new Error(
    `TRUST_PROXY must be a number of proxy hops or a comma-separated list of addresses and CIDR ranges, not "${raw}" ("${entry}" is neither).`,
  );
}

/** Reads TRUST_PROXY; throws on anything that is neither a hop count nor a list of addresses and ranges. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = raw?.trim() ?? '';
  if (text === '') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops)) throw invalid(text, text);
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }
  const trusted = new BlockList();
  for (const part of text.split(',')) {
    const entry = part.trim();
    const [base = '', prefix, ...rest] = entry.split('/');
    const address = isIP(base) === 0 || rest.length > 0 ? undefined : normalizeAddress(base);
    if (address === undefined) throw invalid(text, entry);
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      trusted.addAddress(address, family);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d{1,3}$/.test(prefix) || bits > (family === 'ipv4' ? 32 : 128)) throw invalid(text, entry);
    trusted.addSubnet(address, bits, family);
  }
  return { kind: 'addresses', trusted };
}

function trusts(trust: TrustProxy, address: string, hop: number): boolean {
  if (trust.kind === 'hops') return hop < trust.hops;
  if (trust.kind === 'addresses') return trust.trusted.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  return false;
}

/**
 * The client's address: from the socket back through X-Forwarded-For (right to left, each proxy appends
 * the address it was called from) for as long as the hop is trusted. Entries that are not addresses end
 * the walk at the proxy that passed them on.
 */
export function clientAddress(
  trust: TrustProxy,
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
): string {
  let client = socketAddress === undefined ? undefined : normalizeAddress(socketAddress);
  if (client === undefined) return 'unknown';
  if (trust.kind === 'none' || forwardedFor === undefined) return client;
  const hops = forwardedFor.split(',').reverse();
  for (let hop = 0; hop < hops.length && trusts(trust, client, hop); hop++) {
    const next = normalizeAddress(hops[hop] ?? '');
    if (next === undefined) break;
    client = next;
  }
  return client;
}
