import type { ReactNode } from 'react';
import * as styles from './LegalText.css';

export interface LegalArticle {
  /** Stable and unique within the document: it becomes the article's anchor. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export interface LegalTextProps {
  /** e.g. "시행일: 2025년 1월 1일". */
  effectiveDate: ReactNode;
  intro: ReactNode;
  /** The heading of the table of contents, e.g. "목차". */
  tocTitle: string;
  articles: readonly LegalArticle[];
  /** Prefixes the anchors, so that two documents on a page do not clash. */
  idPrefix: string;
}

/** A legal text (privacy policy, terms): its date and intro, a linked table of contents, then the articles. */
export function LegalText({ effectiveDate, intro, tocTitle, articles, idPrefix }: LegalTextProps) {
  return (
    <>
      <div className={styles.meta}>
        <p className={styles.effectiveDate}>{effectiveDate}</p>
        <p className={styles.intro}>{intro}</p>
        <nav className={styles.toc} aria-labelledby={`${idPrefix}-toc`}>
          <h2 id={`${idPrefix}-toc`} className={styles.tocTitle}>
            {tocTitle}
          </h2>
          <ol className={styles.tocList}>
            {articles.map((article) => (
              <li key={article.id}>
                <a className={styles.tocLink} href={`#${idPrefix}-${article.id}`}>
                  {article.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      <div className={styles.articles}>
        {articles.map((article) => (
          <section
            key={article.id}
            id={`${idPrefix}-${article.id}`}
            className={styles.article}
            aria-labelledby={`${idPrefix}-${article.id}-title`}
          >
            <h2 id={`${idPrefix}-${article.id}-title`} className={styles.articleTitle}>
              {article.title}
            </h2>
            {article.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
