// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The app is thin: every styled building block lives in @company/ui, and the app keeps only its own layout
 * glue. This budget holds it there; a new page block belongs in the library, with its stories and tests.
 */
const STYLE_LINE_BUDGET = 200;

const sourceDir = `${dirname(fileURLToPath(import.meta.url))}/`;

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/** Lines as `wc -l` counts them: newline characters. */
function lineCount(text: string): number {
  return text.split('\n').length - 1;
}

describe('the app’s style budget', () => {
  it(`keeps at most ${STYLE_LINE_BUDGET} lines of vanilla-extract styles in apps/site/src`, () => {
    const perFile = styleFiles(sourceDir).map((file) => ({
      file: file.slice(sourceDir.length),
      lines: lineCount(readFileSync(file, 'utf8')),
    }));
    const total = perFile.reduce((sum, entry) => sum + entry.lines, 0);
    expect(perFile.length, 'the walk finds the style files').toBeGreaterThan(0);
    expect(total, `style lines per file: ${JSON.stringify(perFile)}`).toBeLessThanOrEqual(STYLE_LINE_BUDGET);
  });
});
