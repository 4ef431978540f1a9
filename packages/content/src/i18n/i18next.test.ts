import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { defaultNamespace, fallbackLanguage, type TranslationKey } from './keys';
import { namespaces } from './namespaces';
import { type Resources, resources } from './resources';

// The augmentation the site declares: with it, `t()` accepts only keys that exist in the Korean resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: Resources;
  }
}

async function instance(lng: 'ko' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: fallbackLanguage,
    resources,
    ns: namespaces,
    defaultNS: defaultNamespace,
  });
  return i18n;
}

describe('the resources in i18next', () => {
  it('translates typed keys in both languages, with interpolation', async () => {
    const ko = await instance('ko');
    const en = await instance('en');
    const key: TranslationKey = 'admin:login.title';
    expect(ko.t(key)).toBe('관리자 로그인');
    expect(en.t(key)).toBe('Administrator sign-in');
    expect(ko.t('footer.phone')).toBe('대표전화');
    expect(en.t('admin:news_edit.save_failed', { message: 'timeout' })).toBe('Update failed: timeout');
    expect(ko.t('header:company_intro_vision')).toBe('비전');
  });

  it('reads lists of paragraphs with returnObjects', async () => {
    const en = await instance('en');
    const paragraphs = en.t('company:leadership.ceo_message', { returnObjects: true });
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toMatch(/^When I worked/);
  });

  it('rejects unknown keys at compile time', async () => {
    const ko = await instance('ko');
    // @ts-expect-error a key that does not exist is a type error
    expect(ko.t('admin:login.no_such_key')).toBe('login.no_such_key');
    // @ts-expect-error so is an unknown namespace
    expect(ko.t('nowhere:title')).toBe('title');
  });
});
