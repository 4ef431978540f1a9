// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each text file of a kilobyte or more, and of nothing else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = `export const text = ${JSON.stringify('깨끗한 공기 '.repeat(400))};\n`;
    const style = `.a{color:red}\n`.repeat(200);
    writeFileSync(join(dir, 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'page-3c4d.css'), style);
    writeFileSync(join(dir, 'tiny-5e6f.js'), 'export {};\n'.padEnd(PRECOMPRESS_MIN_BYTES - 1, ' '));
    writeFileSync(join(dir, 'face-7a8b.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'app-1a2b.js.map'), '{"version":3}'.padEnd(4096, ' '));

    expect(await precompressDir(dir)).toEqual(['app-1a2b.js', 'page-3c4d.css']);

    expect((await readdir(dir)).sort()).toEqual([
      'app-1a2b.js',
      'app-1a2b.js.br',
      'app-1a2b.js.gz',
      'app-1a2b.js.map',
      'face-7a8b.woff2',
      'page-3c4d.css',
      'page-3c4d.css.br',
      'page-3c4d.css.gz',
      'tiny-5e6f.js',
    ]);
    for (const [name, content] of [
      ['app-1a2b.js', script],
      ['page-3c4d.css', style],
    ] as const) {
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(gunzipSync(gz).toString()).toBe(content);
      // Brotli at its strongest beats gzip at its strongest on text.
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(Buffer.byteLength(content));
    }
  });
});
