const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes really are (by their signature), or undefined when not a served image. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** storage-api's rule: both halves must match, except that `type/*` allows any subtype. */
export function mimeAllowed(mime: string, allowed: readonly string[] | null): boolean {
  if (allowed === null || allowed.length === 0) return true;
  const [type, subtype] = mime.split('/');
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}
