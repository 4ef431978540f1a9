// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { announcementDetailPath, newsDetailPath, parseRouteId, videoDetailPath } from './paths';

describe('parseRouteId', () => {
  it('accepts positive whole numbers', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('999999')).toBe(999999);
  });

  it('rejects anything else, so the page shows its no-data text without asking the backend', () => {
    for (const raw of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', ' 7', '1e3', '9999999999999999']) {
      expect(parseRouteId(raw)).toBeNull();
    }
  });
});

describe('detail paths', () => {
  it('put the id after the list path', () => {
    expect(newsDetailPath(12)).toBe('/newsroom/News/12');
    expect(videoDetailPath(3)).toBe('/newsroom/Youtube/3');
    expect(announcementDetailPath(9)).toBe('/ir/Announcement/9');
  });
});
