import { describe, expect, it } from 'vitest';
import { JsonTooDeepError, parseBoundedJson } from './bounded-json';

const nested = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('parseBoundedJson', () => {
  it('parses JSON up to the depth bound', () => {
    expect(parseBoundedJson('{"a":[1,{"b":"c"}]}')).toEqual({ a: [1, { b: 'c' }] });
    expect(() => parseBoundedJson(nested(32))).not.toThrow();
  });

  it('refuses deeper JSON before parsing it', () => {
    expect(() => parseBoundedJson(nested(33))).toThrow(JsonTooDeepError);
    expect(() => parseBoundedJson(nested(5000))).toThrow(JsonTooDeepError);
    expect(() => parseBoundedJson(`{"a":${nested(40)}}`, 8)).toThrow('at most 8 levels');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(parseBoundedJson(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 2)).toEqual({
      a: `${'['.repeat(100)}"${'{'.repeat(100)}`,
    });
  });

  it('still reports malformed JSON', () => {
    expect(() => parseBoundedJson('{not json')).toThrow(SyntaxError);
  });
});
