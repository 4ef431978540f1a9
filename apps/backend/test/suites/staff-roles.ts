import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { roleSeenBy, serviceClient } from '../support/service-key';
import type { SharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';

const MEMBER = { email: 'roles-member@example.com', password: 'member-password-7' };
const PASSWORD = 'staff-password-for-roles-9';

/** Other instances, and on PostgreSQL this one too, learn of a role change through the database's notification. */
const POLL = { timeout: 5_000 };

type Caller = 'anon' | 'member' | 'editor';
const CALLERS: Caller[] = ['anon', 'member', 'editor'];

interface StaffAccount {
  id: string;
  email: string;
  role: string;
  created_at: string;
  last_sign_in_at: string | null;
}

interface AuditRow {
  action: string;
  kind: string;
  item_id: string;
  title: string | null;
  actor_email: string | null;
  detail: Record<string, string>;
}

/**
 * Staff administration (`staff_accounts`, `set_staff_role`, `remove_staff_access`) through the real supabase-js
 * client: admins only, every change in the audit log, and never a site without an admin.
 */
export function staffRolesSuite(shared: SharedBackend): void {
  describe('staff administration', () => {
    let anon: SupabaseClient;
    let member: SupabaseClient;
    let editor: SupabaseClient;
    let admin: SupabaseClient;
    let service: SupabaseClient;
    const ids = { admin: '', editor: '', member: '' };
    const as = (caller: Caller): SupabaseClient => ({ anon, member, editor })[caller];
    let nextAccount = 0;

    /** A fresh staff account with `role`, signed in: each test changes only its own accounts. */
    const freshStaff = async (role: 'admin' | 'editor') => {
      nextAccount += 1;
      const email = `roles-${role}-${nextAccount}-${Date.now()}@example.com`;
      const created = await service.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        app_metadata: { role },
      });
      expect(created.error).toBeNull();
      const id = created.data.user?.id ?? '';
      const session = await signedIn(shared.get().url, shared.get().anonKey, email, PASSWORD);
      return { id, email, session };
    };

    const accounts = async (as: SupabaseClient): Promise<StaffAccount[]> => {
      const { data, error } = await as.rpc('staff_accounts');
      expect(error).toBeNull();
      return (data ?? []) as StaffAccount[];
    };

    const auditOf = async (userId: string): Promise<AuditRow[]> => {
      const { data, error } = await admin
        .from('audit_log')
        .select('action, kind, item_id, title, actor_email, detail')
        .eq('kind', 'staff')
        .eq('item_id', userId)
        .order('id');
      expect(error).toBeNull();
      return (data ?? []) as AuditRow[];
    };

    /** Demotes every admin but the fixture's, so a test can start from a site with exactly one admin. */
    const onlyTheFixtureAdmin = async () => {
      for (const account of await accounts(admin)) {
        if (account.role === 'admin' && account.id !== ids.admin) {
          expect(
            (await admin.rpc('set_staff_role', { user_id: account.id, new_role: 'editor' })).error,
          ).toBeNull();
        }
      }
      expect((await accounts(admin)).filter((account) => account.role === 'admin').map((a) => a.id)).toEqual([
        ids.admin,
      ]);
    };

    beforeAll(async () => {
      const backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      service = serviceClient(backend);
      expect((await service.auth.admin.createUser({ ...MEMBER, email_confirm: true })).error).toBeNull();
      member = await signedIn(backend.url, backend.anonKey, MEMBER.email, MEMBER.password);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
      ids.admin = (await admin.auth.getUser()).data.user?.id ?? '';
      ids.editor = (await editor.auth.getUser()).data.user?.id ?? '';
      ids.member = (await member.auth.getUser()).data.user?.id ?? '';
      expect(ids.admin && ids.editor && ids.member).not.toBe('');
    });

    describe.each(CALLERS)('as %s', (caller) => {
      const refused = caller === 'anon' ? 401 : 403;

      it('cannot list the staff', async () => {
        const { data, error, status } = await as(caller).rpc('staff_accounts');
        expect(status).toBe(refused);
        expect(error?.code).toBe('42501');
        expect(data).toBeNull();
      });

      it('cannot change a role or remove access, and nothing changes', async () => {
        const target = await freshStaff('editor');
        for (const [name, args] of [
          ['set_staff_role', { user_id: target.id, new_role: 'admin' }],
          ['set_staff_role', { user_id: ids.admin, new_role: 'editor' }],
          ['remove_staff_access', { user_id: target.id }],
          ['remove_staff_access', { user_id: ids.admin }],
        ] as const) {
          const { error, status } = await as(caller).rpc(name, args);
          expect(status).toBe(refused);
          expect(error?.code).toBe('42501');
        }
        expect(await roleSeenBy(target.session)).toBe('editor');
        expect(await roleSeenBy(admin)).toBe('admin');
        expect(await auditOf(target.id)).toEqual([]);
      });
    });

    it('an admin lists every staff account with its role and last sign-in, admins first, and no one else', async () => {
      const list = await accounts(admin);
      const byId = new Map(list.map((account) => [account.id, account]));
      expect(byId.get(ids.admin)).toMatchObject({ email: ADMIN.email, role: 'admin' });
      expect(byId.get(ids.editor)).toMatchObject({ email: EDITOR.email, role: 'editor' });
      expect(byId.get(ids.admin)?.last_sign_in_at).toEqual(expect.any(String));
      expect(byId.has(ids.member)).toBe(false);
      const roles = list.map((account) => account.role);
      expect(roles).toEqual([...roles].sort());
      // The service key (an operator's script) may list them too.
      expect((await accounts(service)).map((account) => account.id)).toContain(ids.admin);
    });

    it('an admin promotes and demotes; the change counts at once and is in the audit log', async () => {
      const target = await freshStaff('editor');
      expect((await admin.rpc('set_staff_role', { user_id: target.id, new_role: 'admin' })).error).toBeNull();
      await expect.poll(() => roleSeenBy(target.session), POLL).toBe('admin');
      expect(
        (await admin.rpc('set_staff_role', { user_id: target.id, new_role: 'editor' })).error,
      ).toBeNull();
      await expect.poll(() => roleSeenBy(target.session), POLL).toBe('editor');
      // Giving the role it has is no change, and not logged.
      expect(
        (await admin.rpc('set_staff_role', { user_id: target.id, new_role: 'editor' })).error,
      ).toBeNull();
      expect(await auditOf(target.id)).toEqual([
        {
          action: 'set_role',
          kind: 'staff',
          item_id: target.id,
          title: target.email,
          actor_email: ADMIN.email,
          detail: { from: 'editor', to: 'admin' },
        },
        {
          action: 'set_role',
          kind: 'staff',
          item_id: target.id,
          title: target.email,
          actor_email: ADMIN.email,
          detail: { from: 'admin', to: 'editor' },
        },
      ]);
    });

    it('a role other than admin or editor, an unknown account and a non-staff account are refused', async () => {
      const target = await freshStaff('editor');
      for (const role of ['owner', '', 'service_role']) {
        const { error, status } = await admin.rpc('set_staff_role', { user_id: target.id, new_role: role });
        expect(status).toBe(400);
        expect(error?.code).toBe('22023');
      }
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const userId of [unknown, ids.member]) {
        const promoted = await admin.rpc('set_staff_role', { user_id: userId, new_role: 'admin' });
        expect(promoted.status).toBe(404);
        expect(promoted.error?.code).toBe('PT404');
        const removed = await admin.rpc('remove_staff_access', { user_id: userId });
        expect(removed.status).toBe(404);
      }
      expect(await roleSeenBy(member)).toBeNull();
      expect(await roleSeenBy(target.session)).toBe('editor');
    });

    it('removing access takes the role away at once and ends the sessions; the account stays', async () => {
      const target = await freshStaff('editor');
      const refreshToken = (await target.session.auth.getSession()).data.session?.refresh_token ?? '';
      expect(refreshToken).not.toBe('');
      expect((await admin.rpc('remove_staff_access', { user_id: target.id })).error).toBeNull();

      // The session is gone, so the access token it had is refused too.
      const seen = await target.session.rpc('staff_role');
      expect(seen.data).toBeNull();
      expect(seen.error?.message).toMatch(/session/i);
      const refreshed = await client(shared.get().url, shared.get().anonKey).auth.refreshSession({
        refresh_token: refreshToken,
      });
      expect(refreshed.error).not.toBeNull();
      expect((await accounts(admin)).some((account) => account.id === target.id)).toBe(false);
      const user = await service.auth.admin.getUserById(target.id);
      expect(user.data.user?.email).toBe(target.email);
      expect(user.data.user?.app_metadata.role).toBeUndefined();
      expect(await auditOf(target.id)).toEqual([
        expect.objectContaining({
          action: 'remove_access',
          actor_email: ADMIN.email,
          detail: { from: 'editor' },
        }),
      ]);
    });

    it('the last admin can neither be demoted nor lose access, not even by themselves', async () => {
      await onlyTheFixtureAdmin();
      for (const [name, args] of [
        ['set_staff_role', { user_id: ids.admin, new_role: 'editor' }],
        ['remove_staff_access', { user_id: ids.admin }],
      ] as const) {
        const { error, status } = await admin.rpc(name, args);
        expect(status).toBe(409);
        expect(error?.details).toBe('last_admin');
      }
      expect(await roleSeenBy(admin)).toBe('admin');
      expect(await auditOf(ids.admin)).toEqual([]);
    });

    it('with a second admin, either may step down, but two admins demoting each other at once leave one', async () => {
      await onlyTheFixtureAdmin();
      const second = await freshStaff('admin');
      expect(
        (await second.session.rpc('set_staff_role', { user_id: second.id, new_role: 'editor' })).error,
      ).toBeNull();
      await expect.poll(() => roleSeenBy(second.session), POLL).toBe('editor');

      expect((await admin.rpc('set_staff_role', { user_id: second.id, new_role: 'admin' })).error).toBeNull();
      await expect.poll(() => roleSeenBy(second.session), POLL).toBe('admin');
      const [first, other] = await Promise.all([
        admin.rpc('set_staff_role', { user_id: second.id, new_role: 'editor' }),
        second.session.rpc('set_staff_role', { user_id: ids.admin, new_role: 'editor' }),
      ]);
      // One of them wins; the other is refused as the last admin's demotion (409) or, when the winner demoted its
      // caller first, as no longer an admin's (403).
      const refusals = [first, other].filter((answer) => answer.error !== null);
      expect(refusals).toHaveLength(1);
      expect([403, 409]).toContain(refusals[0]?.status);
      const admins = (await accounts(service)).filter((account) => account.role === 'admin');
      expect(admins).toHaveLength(1);
      // Put the fixture admin back for the tests that follow, whichever of the two stayed.
      if (admins[0]?.id !== ids.admin) {
        const remaining = second.session;
        expect(
          (await remaining.rpc('set_staff_role', { user_id: ids.admin, new_role: 'admin' })).error,
        ).toBeNull();
      }
      await expect.poll(() => roleSeenBy(admin), POLL).toBe('admin');
    });
  });
}
