import { LanguageTabs } from '@company/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';

/** The language an editor's tab shows. */
export type EditorLanguage = 'ko' | 'en';

interface EditorLanguageTabsProps {
  /** The Korean fields (required as the spec says). */
  korean: ReactNode;
  /** The English fields (optional, all or nothing). */
  english: ReactNode;
  value: EditorLanguage;
  onValueChange: (language: EditorLanguage) => void;
  /** Which tab's fields failed the last check. */
  invalid?: EditorLanguage | null;
}

/** 한국어 / English tabs of an editor: both languages' fields stay mounted, so switching loses nothing. */
export function EditorLanguageTabs({
  korean,
  english,
  value,
  onValueChange,
  invalid,
}: EditorLanguageTabsProps) {
  const { t } = useT();
  return (
    <LanguageTabs
      label={t('admin:languages.tabs_label')}
      value={value}
      onValueChange={(next) => onValueChange(next === 'en' ? 'en' : 'ko')}
      items={[
        {
          value: 'ko',
          label: t('admin:languages.korean'),
          lang: 'ko',
          hint: t('admin:languages.required'),
          invalid: invalid === 'ko',
          errorLabel: t('admin:languages.has_error'),
          content: korean,
        },
        {
          value: 'en',
          label: t('admin:languages.english'),
          lang: 'en',
          hint: t('admin:languages.optional'),
          invalid: invalid === 'en',
          errorLabel: t('admin:languages.has_error'),
          content: (
            <>
              <p className={styles.subtext}>{t('admin:languages.english_help')}</p>
              {english}
            </>
          ),
        },
      ]}
    />
  );
}
