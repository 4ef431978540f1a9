import { LanguageBadge } from '@company/ui';
import { useT } from '../../i18n/useT';

/** KO / EN: the language versions an item has (every item has Korean). */
export function LanguageMarks({ hasEnglish }: { hasEnglish: boolean }) {
  const { t } = useT();
  return (
    <span>
      <LanguageBadge tone="present" accessibleLabel={t('admin:languages.has_korean')}>
        KO
      </LanguageBadge>{' '}
      <LanguageBadge
        tone={hasEnglish ? 'present' : 'absent'}
        accessibleLabel={t(hasEnglish ? 'admin:languages.has_english' : 'admin:languages.no_english')}
      >
        EN
      </LanguageBadge>
    </span>
  );
}
