import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// How the visual sweep (visual-tests/tests/storybook.spec.ts) decides at which widths a story is photographed:
// a story that sets Storybook's mobile viewport global is for the mobile width, so it must say so with the
// `mobile` tag, which the sweep reads from Storybook's index (globals never reach it). Without the tag, the
// sweep photographs the story at desktop width too, where the global does nothing: a copy of its sibling.

const srcDir = import.meta.dirname;
const storyFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.stories.tsx'))
  .map((name) => ({ name, text: readFileSync(join(srcDir, name), 'utf8') }));

/** The story objects (`export const X: Story = {...}` and the meta) that set the mobile viewport global. */
function mobileViewportObjects(text: string): string[] {
  const objects: string[] = [];
  for (const match of text.matchAll(/globals: \{ viewport: \{ value: 'mobile'/g)) {
    // The object the global belongs to starts at the last `= {` before it.
    const start = text.lastIndexOf('= {', match.index);
    objects.push(text.slice(start, match.index));
  }
  return objects;
}

describe('story widths', () => {
  it('finds the stories', () => {
    expect(storyFiles.length).toBeGreaterThan(50);
    expect(storyFiles.flatMap((file) => mobileViewportObjects(file.text)).length).toBeGreaterThan(50);
  });

  it.each(storyFiles.map((file) => [file.name, file.text]))(
    '%s tags every story that sets the mobile viewport `mobile`',
    (_name, text) => {
      for (const object of mobileViewportObjects(text)) {
        expect(object).toMatch(/tags: \[[^\]]*'mobile'/);
      }
    },
  );
});
