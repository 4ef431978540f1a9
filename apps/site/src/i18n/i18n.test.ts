import { languages, namespaces } from '@company/content';
import { resources } from '@company/content/resources';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from './i18n';

describe('loadLanguage', () => {
  it('gives every namespace of a language from its one module, as the locale files hold them', async () => {
    for (const language of languages) {
      const bundle = await loadLanguage(language);
      expect(Object.keys(bundle).sort(), language).toEqual([...namespaces].sort());
      expect(bundle, language).toEqual(resources[language]);
    }
  });

  it('rejects a language that has no translations, naming it', async () => {
    await expect(loadLanguage('fr')).rejects.toThrow('No translations for fr');
  });
});
