// @vitest-environment node
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARE_IMAGE_SIZE, shareImagePath, shareImageSection, shareImageSections } from './shareImages';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no start-of-frame segment');
}

describe('share images', () => {
  it.each(shareImageSections)('%s is a small 1200x630 JPEG', (section) => {
    const file = `${publicDir}${shareImagePath(section)}`;
    expect(statSync(file).size).toBeLessThan(100 * 1024);
    expect(jpegSize(readFileSync(file))).toEqual(SHARE_IMAGE_SIZE);
  });

  it('picks the section of a path by its first segment, in every language', () => {
    expect(shareImageSection('/')).toBe('default');
    expect(shareImageSection('/en')).toBe('default');
    expect(shareImageSection('/company/intro/Vision')).toBe('company');
    expect(shareImageSection('/en/ir/Announcement/3')).toBe('ir');
    expect(shareImageSection('/ko/newsroom/News/1')).toBe('newsroom');
    expect(shareImageSection('/Qna')).toBe('contact');
    expect(shareImageSection('/en/Privacy')).toBe('default');
    expect(shareImageSection('/default')).toBe('default');
  });
});
