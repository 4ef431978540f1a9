import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** The WCAG 2.x A and AA rules. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page's document and fails on any serious or critical
 * violation. axe-core is put into a document once and kept: a Storybook page that shows story after story
 * runs it again without loading its half megabyte of code each time. Frames are not entered: the pages under
 * test frame only third-party players.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
) {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations: Violation[] = await page.evaluate(
    async ({ include, exclude, tags }) => {
      const { axe } = window as unknown as { axe: { run(...args: unknown[]): Promise<AxeResults> } };
      // Without a selector to include, axe checks the whole document minus the excluded parts.
      const context =
        include || exclude.length > 0 ? { include: include ? [include] : [document], exclude } : document;
      const results = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? undefined,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { include: options.include, exclude: options.exclude ?? [], tags: wcagTags },
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact}: ${v.id} (${v.help})\n  ${v.targets.join('\n  ')}`);
  expect(report, 'serious or critical accessibility violations').toEqual([]);
}
