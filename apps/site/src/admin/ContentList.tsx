import { Button, ButtonLink, ItemList, ItemListRow, LanguageBadge } from '@company/ui';
import { Link } from 'react-router';
import { renderAppLink } from '../components/AppLink';
import { ListPagination } from '../components/ListPagination';
import { useLocalizedPath } from '../i18n/useLanguage';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { DeleteButton } from './DeleteButton';

export interface ListedRow {
  id: number;
  title: string;
  title_en: string | null;
  created_at: string;
}

interface ContentListProps<Row extends ListedRow> {
  table: 'news' | 'youtube' | 'announcement' | 'shareholders';
  rows: Row[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  failed: boolean;
  /** The public page of a row, if it has one. */
  viewHref?: (row: Row) => string;
  /** An edit page, or … */
  editHref?: (row: Row) => string;
  /** … editing in place (the form above the list). */
  onEdit?: (row: Row) => void;
  /** After a row was deleted (e.g. stop editing it). */
  onDeleted?: (row: Row) => void;
}

/** KO / EN: the language versions a row has (every row has Korean). */
function LanguageMarks({ hasEnglish }: { hasEnglish: boolean }) {
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

/** The existing records of a table, newest first, each with view, edit and delete. */
export function ContentList<Row extends ListedRow>({
  table,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  loading,
  failed,
  viewHref,
  editHref,
  onEdit,
  onDeleted,
}: ContentListProps<Row>) {
  const { t } = useT();
  const localize = useLocalizedPath();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className={styles.section} aria-labelledby={`${table}-list-title`}>
      <h2 id={`${table}-list-title`} className={styles.heading}>
        {t('admin:manage.list_title')}
      </h2>
      {loading && !rows ? (
        <p className={styles.status}>{t('admin:manage.loading')}</p>
      ) : failed ? (
        <p className={styles.errorBox}>{t('admin:manage.load_failed')}</p>
      ) : !rows || rows.length === 0 ? (
        <p className={styles.status}>{t('admin:manage.empty')}</p>
      ) : (
        <ItemList>
          {rows.map((row) => (
            <ItemListRow
              key={row.id}
              date={row.created_at.slice(0, 10)}
              title={
                <>
                  <LanguageMarks hasEnglish={row.title_en != null} />{' '}
                  {viewHref ? <Link to={localize(viewHref(row))}>{row.title}</Link> : row.title}
                </>
              }
              actions={
                <>
                  {editHref && (
                    <ButtonLink
                      href={editHref(row)}
                      renderLink={renderAppLink}
                      aria-label={`${t('admin:manage.edit')}: ${row.title}`}
                    >
                      {t('admin:manage.edit')}
                    </ButtonLink>
                  )}
                  {onEdit && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onEdit(row)}
                      aria-label={`${t('admin:manage.edit')}: ${row.title}`}
                    >
                      {t('admin:manage.edit')}
                    </Button>
                  )}
                  <DeleteButton
                    table={table}
                    id={row.id}
                    itemLabel={row.title}
                    size="sm"
                    onDeleted={() => onDeleted?.(row)}
                  />
                </>
              }
            />
          ))}
        </ItemList>
      )}
      {pageCount > 1 && <ListPagination page={page} pageCount={pageCount} onPageChange={onPageChange} />}
    </section>
  );
}
