import type { ContentKind } from '@company/content';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../i18n/useLanguage';
import { useT } from '../../../i18n/useT';
import * as styles from '../../admin.css';
import { dashboardPaths } from '../kinds';
import { useStaffItem } from '../staffQueries';
import type { StaffRows } from '../types';
import { BoardForm } from './BoardForm';
import { NewsForm } from './NewsForm';
import { VideoForm } from './VideoForm';

function KindForm<K extends ContentKind>({
  kind,
  item,
  onCancel,
}: {
  kind: K;
  item?: StaffRows[K];
  onCancel: () => void;
}) {
  switch (kind) {
    case 'news':
      return <NewsForm news={item as StaffRows['news'] | undefined} onCancel={onCancel} />;
    case 'youtube':
      return <VideoForm video={item as StaffRows['youtube'] | undefined} onCancel={onCancel} />;
    case 'announcement':
      return (
        <BoardForm
          kind="announcement"
          item={item as StaffRows['announcement'] | undefined}
          onCancel={onCancel}
        />
      );
    default:
      return (
        <BoardForm
          kind="shareholders"
          item={item as StaffRows['shareholders'] | undefined}
          onCancel={onCancel}
        />
      );
  }
}

/** The editor of one kind: empty for a new item, or the item (drafts included) loaded through the staff session. */
export function ItemEditor({ kind, id }: { kind: ContentKind; id?: number }) {
  const { t } = useT();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const item = useStaffItem(kind, id ?? 0);
  const onCancel = () => navigate(localize(dashboardPaths.list(kind)));
  if (id === undefined) return <KindForm kind={kind} onCancel={onCancel} />;
  if (item.isPending) {
    return (
      <p className={styles.status} role="status">
        {kind === 'news' ? t('admin:news_edit.loading') : t('admin:dashboard.loading')}
      </p>
    );
  }
  if (item.isError || !item.data)
    return <p className={styles.errorBox}>{t('admin:dashboard.item_missing')}</p>;
  return <KindForm key={item.data.id} kind={kind} item={item.data} onCancel={onCancel} />;
}
