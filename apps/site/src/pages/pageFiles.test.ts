// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPageModule, pageFiles } from './pageFiles';

describe('the page files', () => {
  it('names an existing module for every page', () => {
    for (const [key, file] of Object.entries(pageFiles))
      expect(existsSync(join(import.meta.dirname, file)), `${key}: ${file}`).toBe(true);
  });

  it('loads a public page, and an admin page through the admin registry', async () => {
    expect((await loadPageModule('company_location')).default).toBeTypeOf('function');
    expect((await loadPageModule('login')).default).toBeTypeOf('function');
    // The first import of the staff pages' modules: seconds on a busy two-core machine.
  }, 30_000);
});
