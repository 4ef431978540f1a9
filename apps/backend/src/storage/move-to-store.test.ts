import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskObjectStore } from './disk';
import { FileStore } from './files';
import { moveToStore } from './move-to-store';
import { objectKey } from './object-store';

const dir = mkdtempSync(join(tmpdir(), 'move-to-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const VERSIONS = ['0b0e0c2e-4d7f-4a5e-9e0c-2f9a1b3c4d5e', '1b0e0c2e-4d7f-4a5e-9e0c-2f9a1b3c4d5e'];

describe('moveToStore', () => {
  it('copies each version, re-sends what the target holds at another size, and removes local copies only when asked', async () => {
    const local = new FileStore(join(dir, 'local'));
    const target = new DiskObjectStore(new FileStore(join(dir, 'target')));
    for (const [i, version] of VERSIONS.entries())
      local.write('news-images', version, Buffer.alloc(100 + i, i));
    mkdirSync(join(local.root, 'news-images', 'news'), { recursive: true });
    writeFileSync(join(local.root, 'news-images', 'old-name.png'), 'earlier layout');
    mkdirSync(join(local.root, '.variants', 'news-images', VERSIONS[0] ?? ''), { recursive: true });

    const copy = await moveToStore(local, target, { removeLocal: false });
    expect(copy).toMatchObject({ copied: 2, alreadyThere: 0, removedLocal: 0, failed: [] });
    expect(copy.skipped.sort()).toEqual(['news-images/news', 'news-images/old-name.png']);
    expect(await target.size(objectKey('news-images', VERSIONS[1] ?? ''))).toBe(101);

    // A copy cut short (another size) is sent again; a whole one is not.
    await target.putBytes(objectKey('news-images', VERSIONS[1] ?? ''), Buffer.alloc(7));
    const again = await moveToStore(local, target, { removeLocal: false });
    expect(again).toMatchObject({ copied: 1, alreadyThere: 1, removedLocal: 0 });
    expect(await target.size(objectKey('news-images', VERSIONS[1] ?? ''))).toBe(101);

    const move = await moveToStore(local, target, { removeLocal: true });
    expect(move).toMatchObject({ copied: 0, alreadyThere: 2, removedLocal: 2, failed: [] });
    expect(readdirSync(join(local.root, 'news-images')).sort()).toEqual(['news', 'old-name.png']);
    expect(readdirSync(local.root)).not.toContain('.variants');
  });
});
