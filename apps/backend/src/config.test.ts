import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:3000', () => {
    const config = readConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
  });
  it('rejects a port that is not a port', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });
});
