import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:3000', () => {
    const config = readConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
  });
  it('limits by default as apps/backend/README.md lists: no address locks out staff after a few dozen failures', () => {
    const config = readConfig({});
    expect(config.authFailuresPerEmail).toBe(5);
    expect([config.authBackoffSeconds, config.authBackoffMaxSeconds]).toEqual([1, 60]);
    expect(config.authFailuresPerAddress).toBe(300);
    expect([config.searchPerClient, config.searchWindowSeconds]).toEqual([30, 60]);
    expect([config.searchCacheSeconds, config.searchCacheEntries]).toEqual([60, 500]);
  });
  it('reads the test-only PRESENCE_BEAT_MS: unset (the site keeps its 15 s), or 100 ms to 15 s', () => {
    expect(readConfig({}).presenceBeatMs).toBe(undefined);
    expect(readConfig({ PRESENCE_BEAT_MS: '' }).presenceBeatMs).toBe(undefined);
    expect(readConfig({ PRESENCE_BEAT_MS: '1000' }).presenceBeatMs).toBe(1000);
    expect(readConfig({ PRESENCE_BEAT_MS: '15000' }).presenceBeatMs).toBe(15_000);
    // Longer than 15 s, a beat could miss the database's 45 s window; shorter than 100 ms, it floods it.
    for (const value of ['15001', '60000', '99', '0', '-1', '1.5', 'fast']) {
      expect(() => readConfig({ PRESENCE_BEAT_MS: value }), value).toThrow(
        /PRESENCE_BEAT_MS must be a whole number of milliseconds from 100 to 15000/,
      );
    }
  });
  it('stops the start on a test-only PASSWORD_HASH_COST outside 4 to 10 (bcrypt cost; unset: 10)', () => {
    for (const value of ['', '4', '10'])
      expect(() => readConfig({ PASSWORD_HASH_COST: value })).not.toThrow();
    for (const value of ['3', '11', '12', '0', '4.5', 'low']) {
      expect(() => readConfig({ PASSWORD_HASH_COST: value }), value).toThrow(
        /PASSWORD_HASH_COST must be a whole number from 4 to 10/,
      );
    }
  });
  it('rejects a port that is not a port', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });
  it('reads TRUST_PROXY: unset, a hop count, or addresses and CIDR ranges', () => {
    expect(readConfig({}).trustProxy).toEqual({ kind: 'none' });
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toEqual({ kind: 'none' });
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    const listed = readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1, fd00::/8' }).trustProxy;
    if (listed.kind !== 'addresses') throw new Error(`expected a list, got ${listed.kind}`);
    expect(listed.trusted.check('10.20.30.40', 'ipv4')).toBe(true);
    expect(listed.trusted.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(listed.trusted.check('fd00::9', 'ipv6')).toBe(true);
    expect(listed.trusted.check('11.0.0.1', 'ipv4')).toBe(false);
  });
  it('refuses a TRUST_PROXY that is neither', () => {
    for (const value of [
      'true',
      'yes',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.1/8/8',
      'loopback',
      '10.0.0.1,',
    ]) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be a number of proxy hops/,
      );
    }
  });
  it('reads the auth limits and the refresh-token grace period, refusing what is not a count', () => {
    const config = readConfig({ AUTH_FAILURES_BEFORE_DELAY: '3', AUTH_REFRESH_REUSE_INTERVAL_SECONDS: '2' });
    expect(config.authFailuresBeforeDelay).toBe(3);
    expect(config.authRefreshReuseIntervalSeconds).toBe(2);
    expect(readConfig({}).authFailuresBeforeDelay).toBe(10);
    expect(readConfig({}).authRefreshReuseIntervalSeconds).toBe(10);
    expect(() => readConfig({ AUTH_REFRESH_REUSE_INTERVAL_SECONDS: 'soon' })).toThrow(/whole number/);
  });
  it('serves no regular expressions unless told, and only on PostgreSQL', () => {
    expect(readConfig({}).allowRegex).toBe(false);
    expect(() => readConfig({ REST_ALLOW_REGEX: '1' })).toThrow(/REST_ALLOW_REGEX=1 needs DATABASE_URL/);
    expect(readConfig({ REST_ALLOW_REGEX: '1', DATABASE_URL: 'postgres://localhost/x' }).allowRegex).toBe(
      true,
    );
  });
  it('answers at most REST_MAX_ROWS rows per read, 1,000 unless told, refusing what is not a count', () => {
    expect(readConfig({}).restMaxRows).toBe(1000);
    expect(readConfig({ REST_MAX_ROWS: '50' }).restMaxRows).toBe(50);
    for (const value of ['0', '-1', '1.5', 'all']) {
      expect(() => readConfig({ REST_MAX_ROWS: value }), value).toThrow(
        /REST_MAX_ROWS must be a whole number/,
      );
    }
  });
  it('keeps objects on disk unless STORAGE_BACKEND=s3, which needs a bucket', () => {
    expect(readConfig({}).storage).toEqual({ backend: 'disk' });
    expect(readConfig({ STORAGE_BACKEND: 'disk', STORAGE_S3_BUCKET: 'ignored' }).storage).toEqual({
      backend: 'disk',
    });
    expect(() => readConfig({ STORAGE_BACKEND: 'S3' })).toThrow(/STORAGE_BACKEND must be "disk" or "s3"/);
    expect(() => readConfig({ STORAGE_BACKEND: 'minio' })).toThrow(/STORAGE_BACKEND must be "disk" or "s3"/);
    expect(() => readConfig({ STORAGE_BACKEND: 's3' })).toThrow(/STORAGE_BACKEND=s3 needs STORAGE_S3_BUCKET/);
  });
  it('reads the S3 settings under the names Supabase uses, refusing what is not valid', () => {
    const s3 = {
      STORAGE_BACKEND: 's3',
      STORAGE_S3_BUCKET: 'company-storage',
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      STORAGE_S3_REGION: 'ap-northeast-2',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    };
    expect(readConfig(s3).storage).toEqual({
      backend: 's3',
      s3: {
        bucket: 'company-storage',
        endpoint: 'http://127.0.0.1:9000',
        region: 'ap-northeast-2',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    });
    expect(readConfig({ STORAGE_BACKEND: 's3', STORAGE_S3_BUCKET: 'b' }).storage).toEqual({
      backend: 's3',
      s3: {
        bucket: 'b',
        endpoint: undefined,
        region: 'us-east-1',
        forcePathStyle: false,
        credentials: undefined,
      },
    });
    expect(() => readConfig({ ...s3, STORAGE_S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(
      /STORAGE_S3_ENDPOINT must be/,
    );
    expect(() => readConfig({ ...s3, STORAGE_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /STORAGE_S3_FORCE_PATH_STYLE must be true or false/,
    );
    expect(() => readConfig({ ...s3, AWS_SECRET_ACCESS_KEY: '' })).toThrow(/go together/);
  });
});
