import { type FaqEntry, faqEntries } from '@company/content';
import { Pagination, SearchBox } from '@company/ui';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './careers.css';
import { faqPage, faqSearchParams, readFaqQuery } from './faqQuery';

/** One question: a button that discloses its answer (aria-expanded, aria-controls). */
function FaqItem({ entry }: { entry: FaqEntry }) {
  const { t, i18n } = useT();
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className={styles.faqItem}>
      <h3 className={styles.faqHeading}>
        <button
          type="button"
          className={styles.faqButton}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.faqMark} aria-hidden="true">
            {t('careers:faq.question_prefix')}
          </span>
          <span className={styles.faqCategory}>{translateKey(i18n, entry.categoryKey)}</span>
          <span className={styles.faqQuestion}>{translateKey(i18n, entry.questionKey)}</span>
          <span className={styles.faqChevron} aria-hidden="true" data-open={open} />
        </button>
      </h3>
      <div id={answerId} className={styles.faqAnswer} hidden={!open}>
        <span className={styles.faqMarkAnswer} aria-hidden="true">
          {t('careers:faq.answer_prefix')}
        </span>
        <p>{translateKey(i18n, entry.answerKey)}</p>
      </div>
    </li>
  );
}

/** The careers FAQ: a search that filters the questions and a pager, both kept in the URL (?q=, ?page=). */
export default function FaqPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const [params, setParams] = useSearchParams();
  const state = readFaqQuery(params);
  const result = faqPage(faqEntries, state, (entry) => [
    translateKey(i18n, entry.questionKey),
    translateKey(i18n, entry.answerKey),
    translateKey(i18n, entry.categoryKey),
  ]);
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('careers:faq.eyebrow')} title={t('careers:faq.lead')} />
      <div className={styles.faqTools}>
        <SearchBox
          key={state.query}
          label={t('careers:faq.search_label')}
          placeholder={t('careers:faq.search_placeholder')}
          buttonText={t('common:search.button')}
          defaultValue={state.query}
          onSearch={(query) => setParams(faqSearchParams({ query, page: 1 }))}
          className={styles.faqSearch}
        />
        <p className={styles.faqCount} role="status">
          {t('common:search.result_count', { count: result.total })}
        </p>
      </div>
      {result.total === 0 ? (
        <p className={styles.faqEmpty}>{t('careers:faq.no_results')}</p>
      ) : (
        <ul className={styles.faqList} aria-label={t('careers:faq.title')}>
          {result.items.map((entry) => (
            <FaqItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {result.pageCount > 1 ? (
        <Pagination
          page={result.page}
          pageCount={result.pageCount}
          onPageChange={(page) => setParams(faqSearchParams({ query: state.query, page }))}
          labels={{
            navigation: t('common:pagination.label'),
            first: t('common:pagination.first'),
            previous: t('common:pagination.previous'),
            next: t('common:pagination.next'),
            last: t('common:pagination.last'),
            page: (page) => t('common:pagination.page', { page }),
          }}
        />
      ) : null}
    </PageScaffold>
  );
}
