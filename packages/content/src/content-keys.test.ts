import { describe, expect, it } from 'vitest';
import { lookupTranslation } from './i18n/lookup';
import { resources } from './i18n/resources';
import * as content from './index';

/** Every translation key named anywhere in the exported data: fields named `...Key`, `...Keys` or `keys`. */
function collectKeys(node: unknown, field = '', out = new Set<string>()): Set<string> {
  if (typeof node === 'string') {
    if ((/Keys?$/.test(field) && field !== 'pageKey') || field === 'keys') out.add(node);
  } else if (Array.isArray(node)) {
    for (const item of node) collectKeys(item, field, out);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      collectKeys(value, typeof value === 'object' && field === 'keys' ? 'keys' : key, out);
    }
  }
  return out;
}

const dataExports = Object.entries(content).filter(
  ([name, value]) =>
    typeof value === 'object' && value !== null && !['resources', 'namespaces'].includes(name),
);

describe('translation keys named by the content data', () => {
  const keys = collectKeys({
    ...Object.fromEntries(dataExports),
    businessDropdown: content.businessDropdown(),
    companyDropdown: content.companyDropdown(),
  });

  it('finds the keys of every data model', () => {
    expect(keys.size).toBeGreaterThan(200);
    expect(keys).toContain('careers:faq.items.q14.answer');
    expect(keys).toContain('business:comparison.disposal.durafiltex');
    expect(keys).toContain('header:banner_blog');
    expect(keys).toContain('header:business_overview');
  });

  it('exist in Korean and in English', () => {
    const missing = [...keys].filter(
      (key) => lookupTranslation('ko', key) === undefined || lookupTranslation('en', key) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('include a header label for every menu entry', () => {
    for (const entry of content.allEntries()) {
      expect(lookupTranslation('ko', `header:${entry.name}`), entry.name).toBeTypeOf('string');
      expect(lookupTranslation('en', `header:${entry.name}`), entry.name).toBeTypeOf('string');
    }
  });

  it('include an SEO title and description for every page', () => {
    for (const pageKey of content.allPageKeys()) {
      const { titleKey, descriptionKey } = content.seoKeys(pageKey as content.PageKey);
      for (const language of content.languages) {
        expect(lookupTranslation(language, titleKey), `${language} ${pageKey}`).toBeTypeOf('string');
        expect(lookupTranslation(language, descriptionKey), `${language} ${pageKey}`).toBeTypeOf('string');
      }
    }
  });

  it('has no SEO entry for a page that does not exist', () => {
    const pages = new Set(content.allPageKeys());
    expect(Object.keys(resources.ko.seo.pages).filter((key) => !pages.has(key))).toEqual([]);
  });

  it('names pages of the site in the page models', () => {
    const pages = new Set(content.allPageKeys());
    for (const page of [...content.materialPages, ...content.brandPages, ...content.projectPages]) {
      expect(pages.has(page.pageKey), page.pageKey).toBe(true);
    }
  });
});
