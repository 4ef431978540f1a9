const KEY = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/**
 * The YouTube video key of what an admin typed: the key itself, or a full YouTube link (watch, youtu.be,
 * embed, shorts, live). Null when it is neither.
 */
export function parseVideoKey(input: string): string | null {
  const value = input.trim();
  if (KEY.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !HOSTS.test(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate = /youtu\.be$/i.test(url.hostname)
    ? segments[0]
    : (url.searchParams.get('v') ??
      (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') ? segments[1] : undefined));
  return candidate && KEY.test(candidate) ? candidate : null;
}
