import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files, which compress well: fonts (woff2) and images come compressed already. */
const compressible = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt', '.xml']);

/** Smaller files are sent as they are: below a kilobyte compression saves next to nothing. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of at least a kilobyte in `dir`, at
 * the strongest settings: the server sends the copy the browser accepts as it is (hashed assets never change),
 * instead of compressing each request anew at a lower setting. Returns the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => compressible.has(extname(name)));
  const compressed: string[] = [];
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      const content = await readFile(path);
      if (content.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      compressed.push(name);
    }),
  );
  return compressed.sort();
}
