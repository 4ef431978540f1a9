import type { ContentKind } from '@company/content';
import { Button, ButtonLink, RevisionDiff, Stack, useNotice } from '@company/ui';
import { Callout } from '@company/ui/sections';
import { useState } from 'react';
import { renderAppLink } from '../../../components/AppLink';
import { translateKey, useT } from '../../../i18n/useT';
import * as styles from '../../admin.css';
import { useAdminAuth } from '../../authStore';
import { type PendingVersion, useApplyPendingVersion } from '../../data/pendingVersions';
import { adminErrorMessageKey } from '../../errors/adminErrors';
import { kstMoment } from '../../time/kst';
import { dashboardPaths } from '../kinds';
import { useStaffMembers } from '../staffQueries';
import type { StaffRows } from '../types';
import { DiscardPendingDialog } from './DiscardPendingDialog';
import { comparedValues, fieldLabelKey } from './itemFields';

interface PendingVersionsProps<K extends ContentKind> {
  kind: K;
  item: StaffRows[K];
  versions: PendingVersion<K>[];
  isAdmin: boolean;
}

/**
 * The changes waiting to be published on a live item: who proposed each and when, compared with the live
 * version; an admin publishes or discards one (an editor discards their own from here too).
 */
export function PendingVersions<K extends ContentKind>({
  kind,
  item,
  versions,
  isAdmin,
}: PendingVersionsProps<K>) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const members = useStaffMembers();
  const apply = useApplyPendingVersion(kind);
  const auth = useAdminAuth();
  const [open, setOpen] = useState<number | null>(null);
  const [discarding, setDiscarding] = useState<PendingVersion<K> | null>(null);
  if (versions.length === 0) return null;
  const authorOf = (version: PendingVersion<K>) =>
    members.data?.get(version.author_id) ?? t('admin:conflict.someone');
  const run = async (action: () => Promise<unknown>, done: 'pending.applied') => {
    try {
      await action();
      notify({ title: t(`admin:${done}` as const), tone: 'success' });
    } catch (error) {
      notify({ title: translateKey(i18n, adminErrorMessageKey(error)), tone: 'error' });
    }
  };
  return (
    <section aria-label={t('admin:pending.label')}>
      <Stack gap="section">
        <Callout tone="note">{t('admin:pending.exists', { count: versions.length })}</Callout>
        {versions.map((version) => {
          const who = authorOf(version);
          const at = kstMoment(version.updated_at);
          return (
            <Stack key={version.id} gap="section">
              <p className={styles.status}>{t('admin:pending.by', { who, at })}</p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setOpen(open === version.id ? null : version.id)}
                >
                  {t('admin:pending.compare')}
                </Button>
                <ButtonLink
                  href={dashboardPaths.preview(kind, item.id, version.id)}
                  renderLink={renderAppLink}
                >
                  {t('admin:pending.preview')}
                </ButtonLink>
                {isAdmin && (
                  <Button
                    size="sm"
                    disabled={apply.isPending}
                    onClick={() =>
                      run(
                        () => apply.mutateAsync({ id: version.id, revision: version.revision, force: true }),
                        'pending.applied',
                      )
                    }
                  >
                    {t('admin:pending.apply')}
                  </Button>
                )}
                <Button variant="secondary" size="sm" onClick={() => setDiscarding(version)}>
                  {t('admin:pending.discard')}
                </Button>
              </div>
              {open === version.id && (
                <RevisionDiff
                  beforeLabel={t('admin:pending.live')}
                  afterLabel={t('admin:pending.proposed')}
                  fields={comparedValues(
                    kind,
                    item as unknown as Record<string, unknown>,
                    { ...(item as unknown as Record<string, unknown>), ...version.fields },
                    (field) => translateKey(i18n, fieldLabelKey(kind, field)),
                  )}
                  unchangedText={t('admin:history.unchanged')}
                />
              )}
            </Stack>
          );
        })}
      </Stack>
      <DiscardPendingDialog
        kind={kind}
        version={discarding}
        authorName={
          discarding === null || (auth.status === 'staff' && discarding.author_id === auth.userId)
            ? null
            : authorOf(discarding)
        }
        onClose={() => setDiscarding(null)}
      />
    </section>
  );
}
