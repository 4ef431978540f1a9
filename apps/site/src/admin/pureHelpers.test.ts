// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staffRoleOf } from './claims';
import { textOfHtml } from './html';
import { safeReturnPath } from './redirect';
import { newsImagePath } from './upload';
import { parseVideoKey } from './videoKey';

const origin = 'https://www.example.com';

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnPath('/newsroom/NewsEditor', origin)).toBe('/newsroom/NewsEditor');
    expect(safeReturnPath('/en/ir/Announcement?page=2#top', origin)).toBe('/en/ir/Announcement?page=2#top');
  });
  it.each([
    ['https://evil.example/x'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['newsroom'],
    [''],
    [undefined],
    [42],
  ])('sends %s to the dashboard', (candidate) => {
    expect(safeReturnPath(candidate, origin)).toBe('/admin');
    expect(safeReturnPath(candidate, origin, '/en/admin')).toBe('/en/admin');
  });
  it('never returns to the login itself', () => {
    expect(safeReturnPath('/login', origin)).toBe('/admin');
    expect(safeReturnPath('/en/login?x=1', origin, '/en/admin')).toBe('/en/admin');
  });
});

describe('parseVideoKey', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  aqz-KE-bpKQ ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10s', 'aqz-KE-bpKQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s as %s', (input, key) => {
    expect(parseVideoKey(input)).toBe(key);
  });
  it.each([
    ['short'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=bad"key<>'],
    ['javascript:alert(1)'],
  ])('refuses %s', (input) => {
    expect(parseVideoKey(input)).toBeNull();
  });
});

function token(payload: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

describe('staffRoleOf', () => {
  it('reads the staff role from app_metadata.role of the token', () => {
    expect(staffRoleOf(token({ app_metadata: { role: 'admin' } }))).toBe('admin');
    expect(staffRoleOf(token({ app_metadata: { role: 'editor' } }))).toBe('editor');
    expect(staffRoleOf(token({ app_metadata: { role: 'owner' } }))).toBeNull();
    expect(staffRoleOf(token({ app_metadata: { provider: 'email' } }))).toBeNull();
    expect(staffRoleOf(token({ user_metadata: { role: 'admin' } }))).toBeNull();
    expect(staffRoleOf('not-a-token')).toBeNull();
    expect(staffRoleOf(undefined)).toBeNull();
  });
});

describe('newsImagePath', () => {
  const uuid = '0b6e2a57-4f0f-4c3e-9d55-6d0f3c1c2a10';
  it('is news/{uuid}{original extension}', () => {
    expect(newsImagePath({ name: 'Photo.JPEG', type: 'image/jpeg' }, uuid)).toBe(`news/${uuid}.jpeg`);
    expect(newsImagePath({ name: 'a.b.png', type: 'image/png' }, uuid)).toBe(`news/${uuid}.png`);
  });
  it('falls back to the extension of the type and never takes path parts from the name', () => {
    expect(newsImagePath({ name: 'clipboard', type: 'image/webp' }, uuid)).toBe(`news/${uuid}.webp`);
    expect(newsImagePath({ name: '../../etc/passwd', type: 'image/gif' }, uuid)).toBe(`news/${uuid}.gif`);
  });
});

describe('textOfHtml', () => {
  it('strips tags and trims', () => {
    expect(textOfHtml('<p>  </p><p><br></p>')).toBe('');
    expect(textOfHtml('<p> 본문 </p>')).toBe('본문');
  });
});
