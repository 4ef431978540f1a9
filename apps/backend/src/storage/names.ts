import { invalidKey } from './errors';

const BUCKET_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const MAX_NAME_LENGTH = 1024;

export function checkBucketName(name: string): string {
  if (!BUCKET_NAME.test(name)) throw invalidKey(`Invalid bucket name: ${name}`);
  return name;
}

/**
 * An object name as storage keys it: non-empty segments separated by "/", none of them "." or "..",
 * no backslash and no control characters. Anything else could escape the bucket's folder on disk.
 */
export function checkObjectName(name: string): string {
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) throw invalidKey(`Invalid key: ${name}`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(name)) throw invalidKey(`Invalid key: ${name}`);
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw invalidKey(`Invalid key: ${name}`);
  }
  return name;
}

/** The object name from the part of the URL path after the bucket (percent-decoded). */
export function objectNameFromPath(rawPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw invalidKey('The object name is not valid percent-encoding');
  }
  return checkObjectName(decoded);
}
