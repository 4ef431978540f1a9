// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFiles, pageModules } from './registry';

describe('the page registry', () => {
  it('names an existing module for every page, and has a loader for each', () => {
    for (const [key, file] of Object.entries(pageFiles)) {
      expect(existsSync(join(import.meta.dirname, file)), `${key}: ${file}`).toBe(true);
      expect(pageModules[key as keyof typeof pageFiles], key).toBeTypeOf('function');
    }
  });

  it('loads an admin page through the admin registry', async () => {
    const login = pageModules.login;
    expect(login).toBeDefined();
    const module = await login?.();
    expect(module?.default).toBeTypeOf('function');
    // The first import of the staff pages' modules: seconds on a busy two-core machine.
  }, 30_000);
});
