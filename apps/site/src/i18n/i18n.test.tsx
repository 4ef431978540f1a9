import { languages, namespaces } from '@company/content';
import { resources } from '@company/content/resources';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ensureTranslations, i18n, initI18n } from './i18n';
import { loadNamespace } from './namespaceModules';
import { useT } from './useT';

describe('loadNamespace', () => {
  it('gives each namespace of a language from its own module, as the locale file holds it', async () => {
    for (const language of languages)
      for (const namespace of namespaces)
        expect(await loadNamespace(language, namespace), `${language}/${namespace}`).toEqual(
          resources[language][namespace],
        );
  });

  it('rejects a language or namespace that has no translations, naming it', async () => {
    await expect(loadNamespace('fr', 'common')).rejects.toThrow('No translations for fr/common');
    await expect(loadNamespace('ko', 'nope')).rejects.toThrow('No translations for ko/nope');
  });
});

function Title() {
  const { t } = useT();
  return <h1>{t('company:intro.title')}</h1>;
}

describe('the browser’s translations', () => {
  it('start empty, load what a route asks for, and load a namespace a page forgot when it is first used', async () => {
    await initI18n('ko');
    expect(i18n.hasResourceBundle('ko', 'common')).toBe(false);
    await ensureTranslations('ko', ['common', 'header']);
    expect(i18n.hasResourceBundle('ko', 'header')).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'company')).toBe(false);

    // The heading's namespace was not loaded: it is empty (never its key) until the namespace is in.
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe('');
    await act(async () => {
      await screen.findByText(resources.ko.company.intro.title);
    });
    expect(i18n.hasResourceBundle('ko', 'company')).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'careers')).toBe(false);
  });
});
