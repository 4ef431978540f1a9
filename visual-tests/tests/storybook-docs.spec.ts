import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, storyTest } from '../src/fixtures';
import { DESKTOP_ONLY } from '../src/projects';
import { storybookDir } from '../src/servers';
import { showDocs } from '../src/storybook';

// Every docs page of the static Storybook build (the families' overviews and each component's page) opens, shows
// its components live, and renders its Markdown: a table is a table, never "| use | when |" as literal text.
// The pages are the same at every width, so they are read once, at desktop size.
interface DocsEntry {
  id: string;
  title: string;
  type: string;
  importPath: string;
}

const indexPath = join(storybookDir, 'index.json');
const entries: DocsEntry[] = existsSync(indexPath)
  ? Object.values(
      (JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, DocsEntry> }).entries,
    )
  : [];
const docs = entries.filter((entry) => entry.type === 'docs');

/** The library's families, in the order the sidebar shows them; no group is named after one site's pages. */
const families = [
  'Foundations',
  'Layout',
  'Navigation',
  'Forms',
  'Data display',
  'Feedback',
  'Media',
  'Editor',
  'Sections',
];

/** Markdown that did not render: a table row or its rule, bold or code marks, a heading's hashes. */
const markdownSyntax = [
  /^\s*\|.*\|\s*$/m,
  /\|\s*:?-{3,}/,
  /\*\*[^*\s][^*]*\*\*/,
  /^#{1,6}\s/m,
  /`[^`\s][^`]*`/,
];

storyTest(`the sidebar holds the library's families and nothing else ${DESKTOP_ONLY}`, () => {
  expect(entries.length, `no Storybook build at ${storybookDir}: run pnpm build`).toBeGreaterThan(0);
  const groups = new Set(entries.map((entry) => entry.title.split('/')[0]));
  expect([...groups].sort()).toEqual([...families].sort());
  for (const family of families) {
    expect(
      docs.some((entry) => entry.title === `${family}/Overview`),
      `${family} has an overview page`,
    ).toBe(true);
  }
});

storyTest.describe('docs pages', () => {
  for (const entry of docs) {
    storyTest(`${entry.title} ${DESKTOP_ONLY}`, async ({ storyPage: page, storybook }) => {
      await showDocs(page, storybook.url, entry.id);
      const content = page.locator('.sbdocs-content');
      await expect(content).toBeVisible({ timeout: 30_000 });
      // At least one live example (a story rendered in the page, not a picture of one).
      await expect(page.locator('.docs-story').first()).toBeAttached({ timeout: 30_000 });
      // The page's own prose: the live examples and the props tables (whose controls show values as code) aside.
      const text = await content.evaluate((node) => {
        const prose = node.cloneNode(true) as HTMLElement;
        for (const part of prose.querySelectorAll('.docs-story, .docblock-argstable, .docblock-source'))
          part.remove();
        return prose.textContent ?? '';
      });
      for (const pattern of markdownSyntax) {
        expect(text, `visible Markdown syntax ${pattern} on ${entry.title}`).not.toMatch(pattern);
      }
      if (entry.title.endsWith('/Overview')) {
        // The "when to use which" table is a table, and every component it lists shows its props.
        await expect(content.locator('table').first()).toBeVisible();
        await expect(content.locator('.docblock-argstable').first()).toBeVisible();
        const source = readFileSync(join(storybookDir, '..', entry.importPath), 'utf8');
        const canvases = source.match(/<Canvas of=/g)?.length ?? 0;
        expect(await page.locator('.docs-story').count()).toBeGreaterThanOrEqual(canvases);
      }
    });
  }
});
