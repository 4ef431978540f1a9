// Writes brotli (.br) and gzip (.gz) copies of the client build's text assets after `pnpm build`'s other
// steps, for the server (or a static host) to send as they are. See src/server/precompress.ts.
import { fileURLToPath } from 'node:url';

const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
const site = await import(new URL('../dist-server/entry.js', import.meta.url).href);

const started = performance.now();
const files = await site.precompressDir(assets);
console.log(`precompressed ${files.length} assets in ${Math.round(performance.now() - started)} ms`);
