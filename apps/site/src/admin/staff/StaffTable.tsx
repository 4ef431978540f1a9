import { Button, ConfirmDialog, DataTable, type DataTableColumn, useNotice } from '@company/ui';
import { useState } from 'react';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { useAdminAuth } from '../authStore';
import { adminClient } from '../client';
import { shortDateTime } from '../dashboard/PublicationBadge';
import { adminErrorMessageKey } from '../errors/adminErrors';
import {
  isLastAdminRefusal,
  type StaffAccount,
  type StaffRole,
  useChangeStaff,
  useStaffAccounts,
} from './queries';

type PendingChange =
  | { kind: 'role'; account: StaffAccount; role: StaffRole }
  | { kind: 'remove'; account: StaffAccount };

const otherRole = (role: StaffRole): StaffRole => (role === 'admin' ? 'editor' : 'admin');

/**
 * Every staff account with its role, creation and last sign-in; an admin changes a role or removes access, each
 * after a confirmation that names the person. The database refuses whatever would leave the site without an admin.
 */
export function StaffTable() {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const auth = useAdminAuth();
  const ownEmail = auth.status === 'staff' ? auth.email : '';
  const { data, isPending, isError } = useStaffAccounts();
  const change = useChangeStaff();
  const [pending, setPending] = useState<PendingChange | null>(null);

  const roleLabel = (role: StaffRole) => t(`admin:staff.roles.${role}`);

  const confirm = async () => {
    if (!pending) return;
    const { account } = pending;
    try {
      if (pending.kind === 'role') {
        await change.mutateAsync({ kind: 'role', id: account.id, role: pending.role });
        notify({
          title: t(`admin:staff.changed_to.${pending.role}`, { email: account.email }),
          tone: 'success',
        });
      } else {
        await change.mutateAsync({ kind: 'remove', id: account.id });
        notify({ title: t('admin:staff.access_removed', { email: account.email }), tone: 'success' });
      }
      // A change to one's own role counts at once: a fresh token carries it to this screen too.
      if (account.email === ownEmail) await (await adminClient()).auth.refreshSession();
    } catch (error) {
      notify({
        title: isLastAdminRefusal(error)
          ? t('admin:staff.last_admin')
          : translateKey(i18n, adminErrorMessageKey(error)),
        tone: 'error',
      });
    } finally {
      setPending(null);
    }
  };

  const columns: DataTableColumn<StaffAccount>[] = [
    {
      id: 'email',
      header: t('admin:staff.col_email'),
      cell: (row) => (row.email === ownEmail ? t('admin:staff.you', { email: row.email }) : row.email),
      rowHeader: true,
    },
    {
      id: 'role',
      header: t('admin:staff.col_role'),
      cell: (row) => roleLabel(row.role),
      nowrap: true,
    },
    {
      id: 'created',
      header: t('admin:staff.col_created'),
      cell: (row) => shortDateTime(row.created_at),
      nowrap: true,
    },
    {
      id: 'last_sign_in',
      header: t('admin:staff.col_last_sign_in'),
      cell: (row) => (row.last_sign_in_at ? shortDateTime(row.last_sign_in_at) : t('admin:staff.never')),
      nowrap: true,
    },
    {
      id: 'actions',
      header: t('admin:staff.col_actions'),
      cell: (row) => (
        <span className={styles.adminBar}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t(`admin:staff.make_label.${otherRole(row.role)}`, { email: row.email })}
            onClick={() => setPending({ kind: 'role', account: row, role: otherRole(row.role) })}
          >
            {t(`admin:staff.make.${otherRole(row.role)}`)}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={t('admin:staff.remove_label', { email: row.email })}
            onClick={() => setPending({ kind: 'remove', account: row })}
          >
            {t('admin:staff.remove')}
          </Button>
        </span>
      ),
    },
  ];

  if (isError) return <p className={styles.errorBox}>{t('admin:staff.load_failed')}</p>;
  return (
    <>
      <DataTable
        caption={t('admin:staff.table_caption')}
        hideCaption
        columns={columns}
        rows={data ?? []}
        getRowKey={(row) => row.id}
        emptyText={isPending ? t('admin:dashboard.loading') : t('admin:staff.empty')}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={
          pending?.kind === 'role'
            ? t(`admin:staff.confirm_make.${pending.role}`, { email: pending.account.email })
            : t('admin:staff.confirm_remove', { email: pending?.account.email ?? '' })
        }
        description={
          pending?.kind === 'role'
            ? t(`admin:staff.role_means.${pending.role}`)
            : t('admin:staff.remove_means')
        }
        confirmLabel={
          pending?.kind === 'remove' ? t('admin:staff.remove') : t('admin:staff.confirm_role_button')
        }
        cancelLabel={t('admin:confirm.back')}
        pending={change.isPending}
        pendingLabel={t('admin:staff.saving')}
        tone={pending?.kind === 'remove' ? 'danger' : 'primary'}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
