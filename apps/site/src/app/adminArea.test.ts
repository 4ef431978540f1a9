import { describe, expect, it } from 'vitest';
import { isAdminScreen } from './adminArea';

describe('isAdminScreen', () => {
  it('is true for the dashboard and every admin screen, in either language', () => {
    expect(isAdminScreen('/admin')).toBe(true);
    expect(isAdminScreen('/admin/trash')).toBe(true);
    expect(isAdminScreen('/admin/news/3/history')).toBe(true);
    expect(isAdminScreen('/en/admin')).toBe(true);
    expect(isAdminScreen('/en/admin/staff')).toBe(true);
  });

  it('is false for public pages, the sign-in page and the public-looking preview', () => {
    expect(isAdminScreen('/')).toBe(false);
    expect(isAdminScreen('/login')).toBe(false);
    expect(isAdminScreen('/en/login')).toBe(false);
    expect(isAdminScreen('/administration')).toBe(false);
    expect(isAdminScreen('/admin/preview/news/3')).toBe(false);
    expect(isAdminScreen('/en/admin/preview/news/3')).toBe(false);
  });
});
