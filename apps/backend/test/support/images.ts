import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from './backend';

export const PNG = readFileSync(join(fixturesDir, 'pixel.png'));
export const GIF = readFileSync(join(fixturesDir, 'pixel.gif'));
