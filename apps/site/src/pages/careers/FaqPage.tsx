import { faqEntries } from '@company/content';
import { FaqList, Pagination, SearchBox, SearchToolbar } from '@company/ui';
import { useSearchParams } from 'react-router';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';
import { faqPage, faqSearchParams, readFaqQuery } from './faqQuery';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['careers'];

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
      <SearchToolbar
        search={
          <SearchBox
            key={state.query}
            label={t('careers:faq.search_label')}
            placeholder={t('careers:faq.search_placeholder')}
            buttonText={t('common:search.button')}
            defaultValue={state.query}
            onSearch={(query) => setParams(faqSearchParams({ query, page: 1 }))}
          />
        }
        status={t('common:search.result_count', { count: result.total })}
      />
      <FaqList
        label={t('careers:faq.title')}
        questionMark={t('careers:faq.question_prefix')}
        answerMark={t('careers:faq.answer_prefix')}
        emptyMessage={t('careers:faq.no_results')}
        entries={result.items.map((entry) => ({
          id: entry.id,
          category: translateKey(i18n, entry.categoryKey),
          question: translateKey(i18n, entry.questionKey),
          answer: translateKey(i18n, entry.answerKey),
        }))}
      />
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
