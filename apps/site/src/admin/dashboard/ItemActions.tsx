import type { ContentKind } from '@company/content';
import { Button, ButtonLink, useNotice } from '@company/ui';
import { renderAppLink } from '../../components/AppLink';
import { useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { DeleteButton } from '../DeleteButton';
import { errorMessage } from '../html';
import { dashboardPaths } from './kinds';
import { publicationChange, publicationOf } from './publication';
import { useSetPublication } from './staffQueries';
import type { ListedItem } from './types';

interface ItemActionsProps {
  kind: ContentKind;
  item: ListedItem;
  isAdmin: boolean;
  /** Opens the schedule panel for this item. */
  onSchedule: (item: ListedItem) => void;
}

/** A row's actions: edit, preview and history for staff; publish or unpublish, schedule and delete for admins. */
export function ItemActions({ kind, item, isAdmin, onSchedule }: ItemActionsProps) {
  const { t } = useT();
  const { notify } = useNotice();
  const setPublication = useSetPublication(kind);
  const publication = publicationOf(item, new Date());
  const named = (action: string) => `${action}: ${item.title}`;

  const change = async (intent: 'publish' | 'draft') => {
    const next = publicationChange(intent, item, '', new Date());
    if (!next.ok) return;
    try {
      await setPublication.mutateAsync({ id: item.id, version: item.version, values: next.values });
      notify({
        title: t(intent === 'publish' ? 'admin:publish.saved_published' : 'admin:publish.unpublished'),
        tone: 'success',
      });
    } catch (error) {
      notify({ title: t('admin:publish.save_failed', { message: errorMessage(error) }), tone: 'error' });
    }
  };

  return (
    <div className={styles.detailActions}>
      <ButtonLink
        href={dashboardPaths.edit(kind, item.id)}
        renderLink={renderAppLink}
        aria-label={named(t('admin:dashboard.edit'))}
      >
        {t('admin:dashboard.edit')}
      </ButtonLink>
      <ButtonLink
        href={dashboardPaths.preview(kind, item.id)}
        renderLink={renderAppLink}
        aria-label={named(t('admin:dashboard.preview'))}
      >
        {t('admin:dashboard.preview')}
      </ButtonLink>
      <ButtonLink
        href={dashboardPaths.history(kind, item.id)}
        renderLink={renderAppLink}
        aria-label={named(t('admin:dashboard.history'))}
      >
        {t('admin:dashboard.history')}
      </ButtonLink>
      {isAdmin && (
        <>
          {publication === 'published' ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => change('draft')}
              disabled={setPublication.isPending}
              aria-label={named(t('admin:publish.unpublish'))}
            >
              {t('admin:publish.unpublish')}
            </Button>
          ) : (
            <Button
              size="sm"
              onClick={() => change('publish')}
              disabled={setPublication.isPending}
              aria-label={named(t('admin:publish.publish_now'))}
            >
              {t('admin:publish.publish_now')}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onSchedule(item)}
            disabled={setPublication.isPending}
            aria-label={named(t('admin:publish.schedule'))}
          >
            {t('admin:publish.schedule')}
          </Button>
          <DeleteButton table={kind} id={item.id} itemLabel={item.title} size="sm" />
        </>
      )}
    </div>
  );
}
