/** An error in storage-api's shape. The HTTP status is 400 for all but server faults, as storage-api does. */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  response(): Response {
    const status = this.statusCode === '500' ? 500 : 400;
    return new Response(
      JSON.stringify({
        statusCode: this.statusCode,
        code: this.code,
        error: this.error,
        message: this.message,
      }),
      { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } },
    );
  }
}

export const invalidKey = (message: string): StorageError =>
  new StorageError('400', 'InvalidKey', 'Invalid Key', message);
export const noSuchBucket = (): StorageError =>
  new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const noSuchKey = (): StorageError =>
  new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found');
export const accessDenied = (message = 'new row violates row-level security policy'): StorageError =>
  new StorageError('403', 'AccessDenied', 'Unauthorized', message);
export const duplicate = (): StorageError =>
  new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');
export const tooLarge = (): StorageError =>
  new StorageError(
    '413',
    'EntityTooLarge',
    'Payload too large',
    'The object exceeded the maximum allowed size',
  );
export const invalidMime = (mime: string): StorageError =>
  new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`);
export const invalidRequest = (message: string): StorageError =>
  new StorageError('400', 'InvalidRequest', 'Bad Request', message);
export const bodyStalled = (): StorageError =>
  new StorageError('408', 'RequestTimeout', 'Request Timeout', 'The request body stopped arriving');
export const tooManyRequests = (message: string): StorageError =>
  new StorageError('429', 'SlowDown', 'Too Many Requests', message);
