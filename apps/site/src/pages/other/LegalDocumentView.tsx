import type { LegalDocument } from '@company/content';
import { LegalText } from '@company/ui/sections';
import { translateKey, useT } from '../../i18n/useT';
import { textList } from '../sections';

/** A legal text from the content package, in the language on screen. */
export function LegalDocumentView({ document, idPrefix }: { document: LegalDocument; idPrefix: string }) {
  const { t, i18n } = useT();
  return (
    <LegalText
      idPrefix={idPrefix}
      effectiveDate={translateKey(i18n, document.effectiveDateKey)}
      intro={translateKey(i18n, document.introKey)}
      tocTitle={t('legal:toc')}
      articles={document.sections.map((section) => ({
        id: section.id,
        title: translateKey(i18n, section.titleKey),
        paragraphs: textList(i18n, section.bodyKey),
      }))}
    />
  );
}
