import type { ContentKind } from '@company/content';
import { ButtonLink, Toolbar } from '@company/ui';
import { renderAppLink } from '../../components/AppLink';
import { useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { dashboardPaths } from './kinds';
import { PublicationBadge } from './PublicationBadge';
import type { PublicationColumns } from './publication';

/** Says plainly that this is a preview, where the item stands, and the way back to edit it. */
export function PreviewBanner({
  kind,
  id,
  item,
  pending,
}: {
  kind: ContentKind;
  id: number;
  item: PublicationColumns;
  /** The page shows a pending version of the live item, not the item visitors see. */
  pending?: boolean;
}) {
  const { t } = useT();
  return (
    <aside className={styles.previewBanner} aria-label={t('admin:preview.label')}>
      <p className={styles.subtext}>
        <strong>{t('admin:preview.label')}</strong>{' '}
        {pending ? t('admin:preview.explain_pending') : t('admin:preview.explain')}{' '}
        <PublicationBadge item={item} />
      </p>
      <Toolbar>
        <ButtonLink href={dashboardPaths.edit(kind, id)} renderLink={renderAppLink}>
          {t('admin:dashboard.edit')}
        </ButtonLink>
        <ButtonLink href={dashboardPaths.list(kind)} renderLink={renderAppLink}>
          {t('admin:preview.to_dashboard')}
        </ButtonLink>
      </Toolbar>
    </aside>
  );
}
