// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The release notes of the published package: each changeset is front matter naming the packages and their
// kind of change, then the text. A formatter that takes the front matter for Markdown (a `---` line under
// text is a heading there) leaves a file `changeset version` cannot read.
const changesetDir = join(dirname(fileURLToPath(import.meta.url)), '../../../.changeset');
const changesets = readdirSync(changesetDir).filter((name) => name.endsWith('.md') && name !== 'README.md');

describe('changesets', () => {
  it.each(changesets)('%s names its packages and their kind of change in front matter', (name) => {
    const text = readFileSync(join(changesetDir, name), 'utf8');
    expect(text).toMatch(/^---\n('@company\/[a-z-]+': (patch|minor|major)\n)+---\n\n\S/);
  });
});
