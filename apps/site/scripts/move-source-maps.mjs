// Moves the client build's source maps out of the files a server or a static host publishes: `dist/assets/*.map`
// go to `dist-maps/assets/`, where tools and tests read which modules each chunk holds. The build writes them
// "hidden" (no sourceMappingURL comment), so no browser asks for them.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const assets = fileURLToPath(new URL('../dist/assets/', import.meta.url));
const maps = fileURLToPath(new URL('../dist-maps/assets/', import.meta.url));
rmSync(maps, { recursive: true, force: true });
mkdirSync(maps, { recursive: true });
const moved = readdirSync(assets).filter((file) => file.endsWith('.map'));
for (const file of moved) renameSync(`${assets}${file}`, `${maps}${file}`);
console.log(`moved ${moved.length} source maps out of the published build`);
