import type { ContentKind } from '@company/content';
import { useLocalizedPath } from '../../../i18n/useLanguage';
import { useT } from '../../../i18n/useT';
import * as styles from '../../admin.css';
import { EditingPresenceNotice } from '../../presence/EditingPresenceNotice';
import { ReviewRequestPanel } from '../../review/ReviewRequestPanel';
import { dashboardPaths } from '../kinds';
import { useStaffItem } from '../staffQueries';
import { ItemForm } from './ItemForm';

interface ItemEditorProps {
  kind: ContentKind;
  id?: number;
  /** Where a save or a confirmed cancel goes (the kind's list by default). */
  returnTo?: string;
  /** The spec's news edit screen and its words. */
  specWords?: boolean;
}

/** The editor of one kind: empty for a new item, or the item (drafts included) loaded through the staff session. */
export function ItemEditor({ kind, id, returnTo, specWords }: ItemEditorProps) {
  const { t } = useT();
  const localize = useLocalizedPath();
  const item = useStaffItem(kind, id ?? 0);
  const back = returnTo ?? localize(dashboardPaths.list(kind));
  if (id === undefined) return <ItemForm kind={kind} returnTo={back} />;
  if (item.isPending) {
    return (
      <p className={styles.status} role="status">
        {kind === 'news' ? t('admin:news_edit.loading') : t('admin:dashboard.loading')}
      </p>
    );
  }
  if (item.isError || !item.data)
    return <p className={styles.errorBox}>{t('admin:dashboard.item_missing')}</p>;
  return (
    <>
      <EditingPresenceNotice kind={kind} id={item.data.id} />
      <ReviewRequestPanel kind={kind} itemId={item.data.id} itemStatus={item.data.status} />
      <ItemForm key={item.data.id} kind={kind} item={item.data} returnTo={back} specWords={specWords} />
    </>
  );
}
