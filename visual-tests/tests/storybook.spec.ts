import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../src/a11y';
import { expect, storyTest, test } from '../src/fixtures';
import { DESKTOP_ONLY, MOBILE_ONLY } from '../src/projects';
import { storybookDir } from '../src/servers';
import { type StoryIndexEntry, showStory } from '../src/storybook';

// Every story of the static Storybook build: a visual baseline at the project's width and an axe check.
// A worker shows its stories one after another on one page (see `showStory`).
//
// Widths: a story runs at both widths, since every component but a fixed-size one lays out again in a
// narrower column, unless a tag says where it can differ:
// - `mobile`: a phone's view for designers (it sets Storybook's mobile viewport, which does nothing in
//   `iframe.html`, so at desktop width it photographed its sibling again): the mobile project only.
// - `desktop`: a state a phone never shows (a desktop dropdown open; a phone shows the closed bar, like its
//   sibling's): the desktop project only.
// Pictures: a story tagged `no-screenshot` is checked by axe but not photographed: an endless animation, or a
// story whose picture is byte for byte another's at every width it runs (a Mobile story that equals its
// Korean sibling, a reduced-motion story whose motion has ended). The test at the end keeps that so.
// (Not `!visual`: Storybook reads a leading `!` as "remove this tag", so such a tag never reaches the index.)
// Stories tagged `scrolled` (their play function scrolls) are photographed at the viewport: a full-page
// capture makes the whole page fit, which scrolls it back to the top.
const indexPath = join(storybookDir, 'index.json');

function readStories(): StoryIndexEntry[] {
  if (!existsSync(indexPath)) return [];
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, StoryIndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const stories = readStories();

test('the Storybook build exists and has stories', () => {
  expect(existsSync(indexPath), `no Storybook build at ${storybookDir}: run pnpm build`).toBe(true);
  expect(stories.length).toBeGreaterThan(0);
});

/** The project a story runs in, by its width tags (see above). */
function widthTags(story: StoryIndexEntry): string[] {
  if (story.tags?.includes('mobile')) return [MOBILE_ONLY];
  if (story.tags?.includes('desktop')) return [DESKTOP_ONLY];
  return [];
}

test.describe('stories', () => {
  for (const story of stories) {
    const tag = widthTags(story);
    storyTest(`${story.title} / ${story.name}`, { tag }, async ({ storyPage: page, storybook }) => {
      await page.emulateMedia({
        reducedMotion: story.tags?.includes('reduced-motion') ? 'reduce' : 'no-preference',
      });
      await showStory(page, storybook.url, story.id);
      await expectNoSeriousA11yViolations(page);
      if (!story.tags?.includes('no-screenshot')) {
        await expect(page).toHaveScreenshot(`${story.id}.png`, {
          fullPage: !story.tags?.includes('scrolled'),
        });
      }
    });
  }
});

test('every baseline belongs to a story, and no two are the same picture at one width', () => {
  const folder = join(import.meta.dirname, '__screenshots__/storybook.spec.ts');
  const expected = new Set<string>();
  for (const story of stories) {
    if (story.tags?.includes('no-screenshot')) continue;
    const tags = widthTags(story);
    if (!tags.includes(MOBILE_ONLY)) expected.add(`${story.id}-desktop.png`);
    if (!tags.includes(DESKTOP_ONLY)) expected.add(`${story.id}-mobile.png`);
  }
  const files = readdirSync(folder).filter((file) => file.endsWith('.png'));
  expect(
    files.filter((file) => !expected.has(file)),
    'baselines of no story (delete them)',
  ).toEqual([]);
  const byPicture = new Map<string, string[]>();
  for (const file of files) {
    const width = file.endsWith('-mobile.png') ? 'mobile' : 'desktop';
    const key = `${width}:${createHash('sha256')
      .update(readFileSync(join(folder, file)))
      .digest('hex')}`;
    byPicture.set(key, [...(byPicture.get(key) ?? []), file]);
  }
  const same = [...byPicture.values()].filter((group) => group.length > 1);
  expect(same, 'stories with the same picture: tag all but one no-screenshot, or merge them').toEqual([]);
});
