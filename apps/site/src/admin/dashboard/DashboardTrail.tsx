import type { ContentKind } from '@company/content';
import { ButtonLink, Toolbar } from '@company/ui';
import { renderAppLink } from '../../components/AppLink';
import { useT } from '../../i18n/useT';
import { dashboardPaths, kindLabelKey } from './kinds';

/** The way back from an editor, a history or a preview to its kind's list in the dashboard. */
export function DashboardTrail({ kind }: { kind: ContentKind }) {
  const { t } = useT();
  return (
    <nav aria-label={t('admin:dashboard.trail')}>
      <Toolbar>
        <ButtonLink href={dashboardPaths.list(kind)} renderLink={renderAppLink}>
          {t('admin:dashboard.back_to_list', { kind: t(kindLabelKey[kind]) })}
        </ButtonLink>
      </Toolbar>
    </nav>
  );
}
