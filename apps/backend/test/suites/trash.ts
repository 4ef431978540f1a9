import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { serviceClient } from '../support/service-key';
import type { SharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';

const MEMBER = { email: 'trash-member@example.com', password: 'member-password-7' };

interface TrashRow {
  revision_id: number;
  kind: string;
  item_id: number;
  title: string;
  title_en: string | null;
  deleted_at: string;
  deleted_by: string | null;
}

/**
 * The trash (`public.trash`): every deleted item not restored since, with who deleted it and when; staff read it
 * (row-level security of the revisions), nobody writes through it, and a restore takes the item out of it.
 */
export function trashSuite(shared: SharedBackend): void {
  describe('trash', () => {
    let anon: SupabaseClient;
    let member: SupabaseClient;
    let editor: SupabaseClient;
    let admin: SupabaseClient;

    const trashOf = async (as: SupabaseClient, itemId: number): Promise<TrashRow[]> => {
      const { data, error } = await as.from('trash').select('*').eq('kind', 'news').eq('item_id', itemId);
      expect(error).toBeNull();
      return (data ?? []) as TrashRow[];
    };

    /** A news draft made and deleted by the admin; resolves with its id. */
    const deletedNews = async (title: string): Promise<number> => {
      const inserted = await admin
        .from('news')
        .insert({
          title,
          title_en: `${title} (en)`,
          content: '<p>본문</p>',
          content_en: '<p>Body</p>',
          thumbnail: '/media/logo.svg',
          status: 'draft',
        })
        .select('id')
        .single();
      expect(inserted.error).toBeNull();
      const id = (inserted.data as { id: number }).id;
      const removed = await admin.from('news').delete().eq('id', id).select('id');
      expect(removed.error).toBeNull();
      expect(removed.data).toHaveLength(1);
      return id;
    };

    beforeAll(async () => {
      const backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      const created = await serviceClient(backend).auth.admin.createUser({ ...MEMBER, email_confirm: true });
      expect(created.error).toBeNull();
      member = await signedIn(backend.url, backend.anonKey, MEMBER.email, MEMBER.password);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
    });

    it('lists a deleted item with its title, who deleted it and when, to staff', async () => {
      const before = Date.now();
      const id = await deletedNews('휴지통으로 간 뉴스');
      for (const staff of [admin, editor]) {
        const rows = await trashOf(staff, id);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          kind: 'news',
          item_id: id,
          title: '휴지통으로 간 뉴스',
          title_en: '휴지통으로 간 뉴스 (en)',
          deleted_by: ADMIN.email,
        });
        expect(Date.parse(rows[0]?.deleted_at ?? '')).toBeGreaterThanOrEqual(before - 60_000);
      }
    });

    it('is nothing to a visitor or a signed-in non-staff user', async () => {
      const id = await deletedNews('방문자에게 보이지 않는 삭제');
      const asAnon = await anon.from('trash').select('*').eq('item_id', id);
      expect(asAnon.status).toBe(401);
      expect(asAnon.error?.code).toBe('42501');
      expect(await trashOf(member, id)).toEqual([]);
    });

    it('takes no writes from anyone', async () => {
      const id = await deletedNews('고칠 수 없는 휴지통');
      // Refused before any row is touched: without the privilege (401/403), or as a view that cannot be written
      // (400), whichever the database finds first.
      for (const as of [anon, member, editor, admin]) {
        for (const attempt of [
          as.from('trash').insert({ kind: 'news', item_id: 1, title: 'x' }),
          as.from('trash').update({ title: 'x' }).eq('item_id', id),
          as.from('trash').delete().eq('item_id', id),
        ]) {
          const { error, status } = await attempt;
          expect(error).not.toBeNull();
          expect([400, 401, 403]).toContain(status);
        }
      }
      expect(await trashOf(admin, id)).toHaveLength(1);
    });

    it('a restore takes the item out of the trash; deleted again, it is listed once, as its latest deletion', async () => {
      const id = await deletedNews('되살아난 뉴스');
      const [listed] = await trashOf(admin, id);
      expect(listed).toBeDefined();
      expect((await editor.rpc('restore_revision', { revision_id: listed?.revision_id })).status).toBe(403);
      expect(await trashOf(admin, id)).toHaveLength(1);

      const restored = await admin.rpc('restore_revision', { revision_id: listed?.revision_id });
      expect(restored.error).toBeNull();
      expect(await trashOf(admin, id)).toEqual([]);
      const back = await admin.from('news').select('id, title').eq('id', id).single();
      expect(back.data).toEqual({ id, title: '되살아난 뉴스' });

      expect((await admin.from('news').delete().eq('id', id).select('id')).data).toHaveLength(1);
      const again = await trashOf(admin, id);
      expect(again).toHaveLength(1);
      expect(again[0]?.revision_id).toBeGreaterThan(listed?.revision_id ?? 0);
    });
  });
}
