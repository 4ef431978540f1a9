#!/usr/bin/env node
/**
 * Writes the site's SVG illustrations into apps/site/public/media (each at most 25 KB, each with a <title>).
 * Pure Node, no external tools. Usage: node scripts/media/build-illustrations.mjs [name-prefix ...]
 * (with prefixes, only the files whose names start with one of them, e.g. `hero-`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandAerea, brandNecove, brandSlown } from './illustrations/brands.mjs';
import { airflowDiagram, filterLayers, locationMap } from './illustrations/diagrams.mjs';
import { heroBackgrounds } from './illustrations/heroes.mjs';
import { favicon, logo, logoMark } from './illustrations/logo.mjs';
import { materials } from './illustrations/materials.mjs';
import { portrait, portraitIds } from './illustrations/portraits.mjs';
import { batteryDryroom, gmpRoom, semiCleanroom } from './illustrations/projects.mjs';

const root = new URL('../../', import.meta.url).pathname;
const outDir = join(root, 'apps/site/public/media');
const MAX_BYTES = 25 * 1024;

const files = {
  'logo.svg': logo(),
  'logo-mark.svg': logoMark(),
  'brand-aerea.svg': brandAerea(),
  'brand-slown.svg': brandSlown(),
  'brand-necove.svg': brandNecove(),
  ...Object.fromEntries(materials().map((svg, i) => [`material-${i + 1}.svg`, svg])),
  'project-semi-cleanroom.svg': semiCleanroom(),
  'project-battery-dryroom.svg': batteryDryroom(),
  'project-gmp-room.svg': gmpRoom(),
  ...Object.fromEntries(Object.entries(heroBackgrounds()).map(([name, svg]) => [`hero-${name}.svg`, svg])),
  'filter-layers.svg': filterLayers(),
  'airflow.svg': airflowDiagram(),
  'location-map.svg': locationMap(),
  ...Object.fromEntries(portraitIds.map((id) => [`portrait-${id}.svg`, portrait(id)])),
};

mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(2);
// The favicon, beside the media: the logo's symbol on the brand gradient.
if (only.length === 0) {
  writeFileSync(join(root, 'apps/site/public/favicon.svg'), `${favicon()}\n`);
  console.log('favicon.svg');
}
for (const [name, svg] of Object.entries(files)) {
  if (only.length > 0 && !only.some((prefix) => name.startsWith(prefix))) continue;
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${name} is ${bytes} bytes, over ${MAX_BYTES}`);
  if (!svg.includes('<title')) throw new Error(`${name} has no <title>`);
  writeFileSync(join(outDir, name), `${svg}\n`);
  console.log(`${name}\t${(bytes / 1024).toFixed(1)} KB`);
}
