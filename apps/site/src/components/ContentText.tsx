import { FallbackText } from '@company/ui';
import type { EnglishColumns, ShownText } from '../data/contentLanguage';
import { shownTitle } from '../data/contentLanguage';
import { useLanguage } from '../i18n/useLanguage';
import { useT } from '../i18n/useT';

/**
 * A text of a content item as the page shows it: as it is in its own language, or, standing in for a missing
 * English version, marked `lang="ko"` with the translated "Korean only" note.
 */
export function ContentText({ shown }: { shown: ShownText }) {
  const { t } = useT();
  if (!shown.fallback) return <>{shown.text}</>;
  return (
    <FallbackText lang={shown.lang} note={t('common:content_language.korean_only')}>
      {shown.text}
    </FallbackText>
  );
}

/** An item's title in the page's language (see `ContentText`). */
export function ItemTitle({ item }: { item: { title: string } & EnglishColumns }) {
  return <ContentText shown={shownTitle(item, useLanguage())} />;
}
