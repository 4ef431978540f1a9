import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../src/a11y';
import { expect, storyTest, test } from '../src/fixtures';
import { MOBILE_ONLY } from '../src/projects';
import { storybookDir } from '../src/servers';
import { type StoryIndexEntry, showStory } from '../src/storybook';

// Every story of the static Storybook build: a visual baseline at the project's width and an axe check.
// A worker shows its stories one after another on one page (see `showStory`).
// Stories tagged `no-screenshot` are checked by axe but not photographed (for example endless animations).
// (Not `!visual`: Storybook reads a leading `!` as "remove this tag", so such a tag never reaches the index.)
// Stories tagged `mobile` (they set Storybook's mobile viewport, for designers) run in the mobile project only:
// the viewport global does nothing in `iframe.html`, so at desktop width they photographed their siblings again.
// Stories tagged `scrolled` (their play function scrolls the window) are photographed at the viewport: a
// full-page capture makes the whole page fit, which scrolls it back to the top.
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

test.describe('stories', () => {
  for (const story of stories) {
    const tag = story.tags?.includes('mobile') ? [MOBILE_ONLY] : [];
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
