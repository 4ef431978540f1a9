import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { serviceClient } from '../support/service-key';
import type { SharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';

const MEMBER = { email: 'presence-member@example.com', password: 'member-password-7' };

type Role = 'anon' | 'member' | 'editor' | 'admin';
const ROLES: Role[] = ['anon', 'member', 'editor', 'admin'];
const isStaff = (role: Role) => role === 'editor' || role === 'admin';
/** Status of a refusal: 401 without a session, 403 with one. */
const refusedStatus = (role: Role) => (role === 'anon' ? 401 : 403);

interface Present {
  email: string | null;
  seen_at: string;
}

interface PresenceRow extends Present {
  kind: string;
  item_id: number;
  user_id: string;
}

const ago = (ms: number): string => new Date(Date.now() - ms).toISOString();
/** Whether a moment is within the last minute (the database's clock is the test's). */
const recent = (moment: string): boolean => Math.abs(Date.now() - Date.parse(moment)) < 60_000;

/**
 * Editing presence (`public.editing_presence`, `editing_presence_beat`, `editing_presence_leave`): staff who open
 * one item see each other; the user, e-mail and time are the database's; anon and signed-in non-staff users have
 * nothing, through the real supabase-js client.
 */
export function editingPresenceSuite(shared: SharedBackend): void {
  describe('editing presence', () => {
    let anon: SupabaseClient;
    let member: SupabaseClient;
    let editor: SupabaseClient;
    let admin: SupabaseClient;
    let service: SupabaseClient;
    const ids = { editor: '', admin: '', member: '' };
    const as = (role: Role): SupabaseClient => ({ anon, member, editor, admin })[role];
    const idOf = (role: Role): string => (role === 'anon' ? '' : ids[role]);

    // Items need not exist: each test takes its own id, so the tests share nothing.
    let nextItem = 7_000_000 + Math.floor(Math.random() * 1_000_000);
    const freshItem = () => nextItem++;

    const beat = (as: SupabaseClient, item: number, kind = 'news') =>
      as.rpc('editing_presence_beat', { kind, item_id: item });
    const leave = (as: SupabaseClient, item: number, kind = 'news') =>
      as.rpc('editing_presence_leave', { kind, item_id: item });

    /** Every row of an item, read with the service key. */
    const rowsOf = async (item: number, kind = 'news'): Promise<PresenceRow[]> => {
      const { data, error } = await service
        .from('editing_presence')
        .select('*')
        .eq('kind', kind)
        .eq('item_id', item)
        .order('user_id');
      expect(error).toBeNull();
      return (data ?? []) as PresenceRow[];
    };
    const rowOf = async (item: number, userId: string): Promise<PresenceRow | undefined> =>
      (await rowsOf(item)).find((row) => row.user_id === userId);

    /** The editor and the admin both have the item open. */
    const bothPresent = async (): Promise<number> => {
      const item = freshItem();
      expect((await beat(editor, item)).error).toBeNull();
      expect((await beat(admin, item)).error).toBeNull();
      return item;
    };

    beforeAll(async () => {
      const backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      service = serviceClient(backend);
      const created = await service.auth.admin.createUser({ ...MEMBER, email_confirm: true });
      expect(created.error).toBeNull();
      member = await signedIn(backend.url, backend.anonKey, MEMBER.email, MEMBER.password);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
      ids.editor = (await editor.auth.getUser()).data.user?.id ?? '';
      ids.admin = (await admin.auth.getUser()).data.user?.id ?? '';
      ids.member = (await member.auth.getUser()).data.user?.id ?? '';
      expect(ids.editor).not.toBe('');
      expect(ids.admin).not.toBe('');
      expect(ids.member).not.toBe('');
    });

    it('a beat records the caller and answers the other staff who have the item open, by e-mail', async () => {
      const item = freshItem();
      const first = await beat(admin, item);
      expect(first.error).toBeNull();
      expect(first.data).toEqual([]);

      const second = await beat(editor, item);
      expect(second.error).toBeNull();
      const seenByEditor = second.data as Present[];
      expect(seenByEditor.map((p) => p.email)).toEqual([ADMIN.email]);
      expect(recent(seenByEditor[0]?.seen_at ?? '')).toBe(true);

      const third = await beat(admin, item);
      expect((third.data as Present[]).map((p) => p.email)).toEqual([EDITOR.email]);

      // The same item of another kind, and another item, are someone else's.
      expect((await beat(admin, item, 'youtube')).data).toEqual([]);
      expect((await beat(admin, item + 1_000_000_000)).data).toEqual([]);
    });

    it('the user, e-mail and time are those of the request, not what a client sends', async () => {
      const item = freshItem();
      expect((await beat(editor, item)).error).toBeNull();
      const row = await rowOf(item, ids.editor);
      expect(row?.email).toBe(EDITOR.email);
      expect(recent(row?.seen_at ?? '')).toBe(true);

      // A client names only the item: another user, another e-mail or a moment are refused.
      for (const forged of [
        { user_id: ids.admin },
        { email: 'someone@example.com' },
        { seen_at: ago(60_000) },
      ]) {
        const { error, status } = await editor
          .from('editing_presence')
          .insert({ kind: 'news', item_id: freshItem(), ...forged });
        expect(status).toBe(403);
        expect(error?.code).toBe('42501');
      }
      // An update of the editor's own row stamps it with now, whatever moment it names.
      await service
        .from('editing_presence')
        .update({ seen_at: ago(5 * 60_000) })
        .eq('item_id', item);
      const updated = await editor
        .from('editing_presence')
        .update({ seen_at: ago(30 * 60_000) })
        .eq('kind', 'news')
        .eq('item_id', item)
        .select('seen_at');
      expect(updated.error).toBeNull();
      expect(recent((updated.data as Present[])[0]?.seen_at ?? '')).toBe(true);
    });

    it('a kind other than the four is refused', async () => {
      const { error, status } = await beat(admin, freshItem(), 'pages');
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
    });

    it('leaving removes the caller only: the other no longer sees them', async () => {
      const item = await bothPresent();
      const left = await leave(editor, item);
      expect(left.error).toBeNull();
      expect((await rowsOf(item)).map((row) => row.user_id)).toEqual([ids.admin]);
      expect((await beat(admin, item)).data).toEqual([]);
      expect(((await beat(editor, item)).data as Present[]).map((p) => p.email)).toEqual([ADMIN.email]);
    });

    it('a beat older than 45 s is no longer present; one older than 10 minutes is deleted by the next beat', async () => {
      const item = freshItem();
      const stale = { kind: 'news', item_id: item, user_id: crypto.randomUUID(), email: 'stale@example.com' };
      const gone = { kind: 'news', item_id: item, user_id: crypto.randomUUID(), email: 'gone@example.com' };
      const fresh = { kind: 'news', item_id: item, user_id: crypto.randomUUID(), email: 'fresh@example.com' };
      const inserted = await service.from('editing_presence').insert([
        { ...stale, seen_at: ago(50_000) },
        { ...gone, seen_at: ago(11 * 60_000) },
        { ...fresh, seen_at: ago(20_000) },
      ]);
      expect(inserted.error).toBeNull();

      const seen = await beat(editor, item);
      expect(seen.error).toBeNull();
      expect((seen.data as Present[]).map((p) => p.email)).toEqual(['fresh@example.com']);
      expect((await rowsOf(item)).map((row) => row.email).sort()).toEqual(
        [EDITOR.email, 'fresh@example.com', 'stale@example.com'].sort(),
      );
    });

    describe('permissions', () => {
      for (const role of ROLES) {
        it(`${role}: select${isStaff(role) ? ' (every row)' : ' sees nothing'}`, async () => {
          const item = await bothPresent();
          const { data, error, status } = await as(role)
            .from('editing_presence')
            .select('user_id, email')
            .eq('kind', 'news')
            .eq('item_id', item);
          if (isStaff(role)) {
            expect(error).toBeNull();
            expect(data?.map((row) => row.user_id).sort()).toEqual([ids.editor, ids.admin].sort());
          } else if (role === 'anon') {
            expect(status).toBe(401);
            expect(data).toBeNull();
          } else {
            expect(error).toBeNull();
            expect(data).toEqual([]);
          }
        });

        it(`${role}: insert${isStaff(role) ? ' (their own only)' : ' is refused'}`, async () => {
          const item = freshItem();
          const own = await as(role).from('editing_presence').insert({ kind: 'news', item_id: item });
          if (isStaff(role)) {
            expect(own.error).toBeNull();
            expect((await rowsOf(item)).map((row) => row.user_id)).toEqual([idOf(role)]);
          } else {
            expect(own.status).toBe(refusedStatus(role));
            expect(own.error?.code).toBe('42501');
            expect(await rowsOf(item)).toEqual([]);
          }
          const other = role === 'admin' ? ids.editor : ids.admin;
          const forged = await as(role)
            .from('editing_presence')
            .insert({ kind: 'news', item_id: freshItem(), user_id: other });
          expect(forged.status).toBe(refusedStatus(role));
          expect(forged.error?.code).toBe('42501');
        });

        it(`${role}: update${isStaff(role) ? ' (their own only)' : ' changes nothing'}`, async () => {
          const item = await bothPresent();
          const before = ago(5 * 60_000);
          await service.from('editing_presence').update({ seen_at: before }).eq('item_id', item);
          const { data, error, status } = await as(role)
            .from('editing_presence')
            .update({ seen_at: new Date().toISOString() })
            .eq('kind', 'news')
            .eq('item_id', item)
            .select('user_id');
          if (role === 'anon') {
            expect(status).toBe(401);
          } else {
            expect(error).toBeNull();
            expect(data?.map((row) => row.user_id)).toEqual(isStaff(role) ? [idOf(role)] : []);
          }
          for (const row of await rowsOf(item)) {
            const changed = isStaff(role) && row.user_id === idOf(role);
            expect(recent(row.seen_at), `${row.email} changed`).toBe(changed);
          }
        });

        it(`${role}: delete${isStaff(role) ? ' (their own only)' : ' deletes nothing'}`, async () => {
          const item = await bothPresent();
          const { error, status } = await as(role)
            .from('editing_presence')
            .delete()
            .eq('kind', 'news')
            .eq('item_id', item);
          if (role === 'anon') expect(status).toBe(401);
          else expect(error).toBeNull();
          const left = (await rowsOf(item)).map((row) => row.user_id).sort();
          const expected = {
            anon: [ids.editor, ids.admin],
            member: [ids.editor, ids.admin],
            editor: [ids.admin],
            admin: [ids.editor],
          }[role];
          expect(left).toEqual(expected.sort());
        });

        it(`${role}: editing_presence_beat${isStaff(role) ? '' : ' is refused'}`, async () => {
          const item = freshItem();
          expect((await beat(editor, item)).error).toBeNull();
          const { data, error, status } = await beat(as(role), item);
          if (role === 'admin') {
            expect(error).toBeNull();
            expect((data as Present[]).map((p) => p.email)).toEqual([EDITOR.email]);
          } else if (role === 'editor') {
            expect(error).toBeNull();
            expect(data).toEqual([]);
          } else {
            expect(status).toBe(refusedStatus(role));
            expect(error?.code).toBe('42501');
            expect(data).toBeNull();
          }
          const present = (await rowsOf(item)).map((row) => row.user_id).sort();
          expect(present).toEqual(role === 'admin' ? [ids.editor, ids.admin].sort() : [ids.editor]);
        });

        it(`${role}: editing_presence_leave${isStaff(role) ? ' (their own only)' : ' removes nothing'}`, async () => {
          const item = await bothPresent();
          const { error, status } = await leave(as(role), item);
          if (role === 'anon') {
            expect(status).toBe(401);
            expect(error?.code).toBe('42501');
          } else {
            expect(error).toBeNull();
          }
          const left = (await rowsOf(item)).map((row) => row.user_id).sort();
          const expected = {
            anon: [ids.editor, ids.admin],
            member: [ids.editor, ids.admin],
            editor: [ids.admin],
            admin: [ids.editor],
          }[role];
          expect(left).toEqual(expected.sort());
        });
      }
    });
  });
}
