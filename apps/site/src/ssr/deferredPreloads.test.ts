import { afterEach, describe, expect, it } from 'vitest';
import { activateDeferredPreloads, DEFERRED_PRELOADS_ID, PRELOADS_PER_TASK } from './deferredPreloads';

const hrefs = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
const activeHrefs = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('activateDeferredPreloads', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('moves the held-back preloads into <head> in their order, a few per task', async () => {
    document.body.innerHTML = `<template id="${DEFERRED_PRELOADS_ID}">${hrefs
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('')}</template>`;
    const done = activateDeferredPreloads();
    // The first few go in at once; the rest wait for later tasks.
    expect(activeHrefs()).toEqual(hrefs.slice(0, PRELOADS_PER_TASK));
    await done;
    expect(activeHrefs()).toEqual(hrefs);
    expect(document.head.querySelector('link')?.getAttribute('crossorigin')).toBe('');
  });

  it('does nothing on a page without held-back preloads', async () => {
    await activateDeferredPreloads();
    expect(activeHrefs()).toEqual([]);
  });
});
