import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress, parseTrustProxy } from './trust-proxy';

describe('clientAddress', () => {
  it('without trusted proxies is the socket, whatever X-Forwarded-For says', () => {
    expect(clientAddress(parseTrustProxy(undefined), '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
    expect(clientAddress(parseTrustProxy(''), '::ffff:10.0.0.5', undefined)).toBe('10.0.0.5');
    expect(clientAddress(parseTrustProxy('0'), '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
    expect(clientAddress(parseTrustProxy(undefined), undefined, undefined)).toBe('unknown');
  });

  it('with N hops is the address N hops back, as Express counts them', () => {
    const one = parseTrustProxy('1');
    expect(clientAddress(one, '10.0.0.1', '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress(one, '10.0.0.1', undefined)).toBe('10.0.0.1');
    const two = parseTrustProxy('2');
    expect(clientAddress(two, '10.0.0.1', '198.51.100.7, 203.0.113.9')).toBe('198.51.100.7');
    // Fewer hops than trusted: the farthest address there is.
    expect(clientAddress(parseTrustProxy('5'), '10.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('with a list walks back from the socket while the hop is trusted', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.0.2.1, fd00::/8');
    expect(clientAddress(trust, '10.1.2.3', '198.51.100.7, 192.0.2.1')).toBe('198.51.100.7');
    // A forged entry left of the first untrusted hop is never read.
    expect(clientAddress(trust, '10.1.2.3', '10.9.9.9, 203.0.113.5')).toBe('203.0.113.5');
    // The socket itself is not a trusted proxy: the header is ignored.
    expect(clientAddress(trust, '203.0.113.1', '198.51.100.7')).toBe('203.0.113.1');
    expect(clientAddress(trust, 'fd12::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(clientAddress(trust, '::ffff:10.0.0.9', '198.51.100.8')).toBe('198.51.100.8');
  });

  it('stops at an entry that is not an address, and reads ports and brackets', () => {
    const one = parseTrustProxy('1');
    expect(clientAddress(one, '10.0.0.1', 'not-an-ip')).toBe('10.0.0.1');
    expect(clientAddress(one, '10.0.0.1', 'x\u0000y')).toBe('10.0.0.1');
    expect(clientAddress(one, '10.0.0.1', '203.0.113.9:4711')).toBe('203.0.113.9');
    expect(clientAddress(one, '10.0.0.1', '[2001:DB8::7]:443')).toBe('2001:db8::7');
  });
});

describe('normalizeAddress', () => {
  it('keys IPv4-mapped IPv6 as IPv4 and refuses what is not an address', () => {
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(normalizeAddress('example.com')).toBeUndefined();
    expect(normalizeAddress('')).toBeUndefined();
  });
});
