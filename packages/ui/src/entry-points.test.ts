import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as main from './index';
import * as sections from './sections';

// The library's two entry points: `@company/ui` (primitives and patterns) and `@company/ui/sections` (page
// bands). Each component folder is exported by exactly one of them, the page bands are the Storybook family
// "Sections", and the layers only point one way: a primitive never imports a page band.

const srcDir = import.meta.dirname;
const componentFolders = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
  .map((entry) => entry.name);

const exportedFolders = (file: string) =>
  new Set(
    [...readFileSync(join(srcDir, file), 'utf8').matchAll(/from '\.\/([A-Z]\w*)'/g)].map((m) => m[1] ?? ''),
  );
const mainFolders = exportedFolders('index.ts');
const sectionFolders = exportedFolders('sections.ts');

const filesOf = (folder: string, { stories = true } = {}) =>
  readdirSync(join(srcDir, folder))
    .filter((name) => /\.tsx?$/.test(name) && (stories || !name.includes('.stories.')))
    .map((name) => readFileSync(join(srcDir, folder, name), 'utf8'));

const familyOf = (folder: string) =>
  filesOf(folder)
    .map((text) => /title: '([^'/]+)\//.exec(text)?.[1])
    .find(Boolean);

describe('entry points', () => {
  it('export every component folder from exactly one of them', () => {
    for (const folder of componentFolders) {
      const count = Number(mainFolders.has(folder)) + Number(sectionFolders.has(folder));
      expect(count, `${folder} is exported ${count} times`).toBe(1);
    }
  });

  it('name each export once across the two', () => {
    const both = Object.keys(sections).filter((name) => name in main);
    expect(both).toEqual([]);
    expect(Object.keys(sections).length).toBeGreaterThan(20);
  });

  it('put in sections exactly the Storybook family "Sections"', () => {
    for (const folder of componentFolders) {
      const family = familyOf(folder);
      if (family === undefined) continue;
      expect(`${folder}: ${sectionFolders.has(folder) ? 'Sections' : 'not Sections'}`).toBe(
        `${folder}: ${family === 'Sections' ? 'Sections' : 'not Sections'}`,
      );
    }
  });

  it('keep primitives and patterns free of page bands', () => {
    for (const folder of mainFolders) {
      // A story may show a primitive inside a band; the component itself may not use one.
      for (const text of filesOf(folder, { stories: false })) {
        for (const [, imported] of text.matchAll(/from '\.\.\/([A-Z]\w*)/g)) {
          expect(sectionFolders.has(imported ?? ''), `${folder} imports the page band ${imported}`).toBe(
            false,
          );
        }
      }
    }
  });
});
