import type { LegalDocument } from '@company/content';
import { translateKey, useT } from '../../i18n/useT';
import { textList } from '../sections';
import * as styles from './other.css';

/** A legal text: effective date, intro, a table of contents, then each article with its paragraphs. */
export function LegalDocumentView({ document, idPrefix }: { document: LegalDocument; idPrefix: string }) {
  const { t, i18n } = useT();
  return (
    <>
      <div className={styles.legalMeta}>
        <p className={styles.effectiveDate}>{translateKey(i18n, document.effectiveDateKey)}</p>
        <p className={styles.legalIntro}>{translateKey(i18n, document.introKey)}</p>
        <nav className={styles.toc} aria-labelledby={`${idPrefix}-toc`}>
          <h2 id={`${idPrefix}-toc`} className={styles.tocTitle}>
            {t('legal:toc')}
          </h2>
          <ol className={styles.tocList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a className={styles.tocLink} href={`#${idPrefix}-${section.id}`}>
                  {translateKey(i18n, section.titleKey)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      <div className={styles.articles}>
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={`${idPrefix}-${section.id}`}
            className={styles.article}
            aria-labelledby={`${idPrefix}-${section.id}-title`}
          >
            <h2 id={`${idPrefix}-${section.id}-title`} className={styles.articleTitle}>
              {translateKey(i18n, section.titleKey)}
            </h2>
            {textList(i18n, section.bodyKey).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
