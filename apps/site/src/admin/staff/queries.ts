import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppQueryClient } from '../../data/queryClient';
import { adminClient } from '../client';

export const staffRoles = ['admin', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A staff account as `public.staff_accounts()` answers it (admins only). */
export interface StaffAccount {
  id: string;
  email: string;
  role: StaffRole;
  created_at: string;
  last_sign_in_at: string | null;
}

const STAFF_KEY = ['staff_accounts'] as const;

export async function fetchStaffAccounts(): Promise<StaffAccount[]> {
  const client = await adminClient();
  const { data, error } = await client.rpc('staff_accounts');
  if (error) throw error;
  return (data ?? []) as StaffAccount[];
}

export function useStaffAccounts() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: fetchStaffAccounts }, useAppQueryClient());
}

/** Whether a refusal is the database's "the last admin" rule (`PT409`, detail `last_admin`). */
export function isLastAdminRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { details?: unknown }).details === 'last_admin'
  );
}

type StaffChange = { kind: 'role'; id: string; role: StaffRole } | { kind: 'remove'; id: string };

/**
 * Changes a role or removes access through the database's functions, which check that the caller is an admin
 * and never leave the site without one. The list and the audit log are read again afterwards.
 */
export function useChangeStaff() {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: async (change: StaffChange) => {
        const client = await adminClient();
        const { error } =
          change.kind === 'role'
            ? await client.rpc('set_staff_role', { user_id: change.id, new_role: change.role })
            : await client.rpc('remove_staff_access', { user_id: change.id });
        if (error) throw error;
      },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
          queryClient.invalidateQueries({ queryKey: ['staff_members'] }),
          queryClient.invalidateQueries({ queryKey: ['audit_log'] }),
        ]),
    },
    queryClient,
  );
}
