import { useState } from 'react';
import { useNewsPage } from '../data/hooks';
import * as styles from './admin.css';
import { ContentList } from './ContentList';
import { NewsForm } from './NewsForm';

const PAGE_SIZE = 10;

/** /newsroom/NewsEditor: a form for a new post, and the existing posts to edit or delete. */
export function NewsManager() {
  const [page, setPage] = useState(1);
  const list = useNewsPage(page, PAGE_SIZE);
  return (
    <div className={styles.section}>
      <NewsForm cancelTo="/newsroom/News" />
      <ContentList
        table="news"
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={list.isPending}
        failed={list.isError}
        viewHref={(row) => `/newsroom/News/${row.id}`}
        editHref={(row) => `/newsroom/News/${row.id}/edit`}
      />
    </div>
  );
}
