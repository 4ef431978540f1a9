import type { TranslationKey } from '@company/content';
import { resources } from '@company/content/resources';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../test/renderWithProviders';
import { plainTranslation, translateKey } from './useT';

/** Every `namespace:key` of a namespace whose value is a string, nested keys joined with dots. */
function stringKeys(namespace: string, value: unknown, path = ''): TranslationKey[] {
  if (typeof value === 'string') return [`${namespace}:${path}` as TranslationKey];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringKeys(namespace, child, path === '' ? key : `${path}.${key}`),
  );
}

describe('plainTranslation', () => {
  it('gives what i18next gives for every header label, in both languages', async () => {
    for (const language of ['ko', 'en'] as const) {
      const i18n = await testI18n(language);
      const keys = stringKeys('header', resources[language].header);
      expect(keys.length).toBeGreaterThan(50);
      for (const key of keys) expect(plainTranslation(i18n, key)).toBe(translateKey(i18n, key));
    }
  });

  it('leaves interpolation, nesting and missing keys to i18next', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      fallbackLng: 'ko',
      resources: {
        ko: { header: { only_korean: '한국어만' } },
        en: {
          header: { greeting: 'Hello {{name}}', nested: 'See $t(header:target)', target: 'the map' },
        },
      },
      interpolation: { escapeValue: false },
    });
    const plain = (key: string) => plainTranslation(i18n, key as TranslationKey);
    expect(plain('header:nested')).toBe('See the map');
    expect(plain('header:only_korean')).toBe('한국어만');
    expect(plain('header:greeting')).toBe(translateKey(i18n, 'header:greeting' as TranslationKey));
    expect(plain('header:absent')).toBe('absent');
  });
});
