import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { serviceClient } from '../support/service-key';
import type { SharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';

const MEMBER = { email: 'publish-member@example.com', password: 'member-password-7' };

interface Refusal {
  code: string;
  details: string;
}

const missingOf = (error: Refusal | null): string[] => {
  expect(error?.code).toBe('PT422');
  return (JSON.parse(error?.details ?? '{}') as { missing: string[] }).missing;
};

/**
 * What publishing needs (`private.check_publish_requirements`): a draft needs only a title, a published or
 * scheduled item what its public page shows, refused with the missing columns whoever writes; visitors and
 * members still write nothing.
 */
export function publishRequirementsSuite(shared: SharedBackend): void {
  describe('publish requirements', () => {
    let anon: SupabaseClient;
    let member: SupabaseClient;
    let editor: SupabaseClient;
    let admin: SupabaseClient;

    beforeAll(async () => {
      const backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      const created = await serviceClient(backend).auth.admin.createUser({ ...MEMBER, email_confirm: true });
      expect(created.error).toBeNull();
      member = await signedIn(backend.url, backend.anonKey, MEMBER.email, MEMBER.password);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
    });

    const insertDraft = async (as: SupabaseClient, title: string): Promise<number> => {
      const inserted = await as.from('news').insert({ title, status: 'draft' }).select('id').single();
      expect(inserted.error).toBeNull();
      return (inserted.data as { id: number }).id;
    };

    it('saves a news draft and an e-notice draft with only a title, for editors and admins', async () => {
      for (const [who, as] of [
        ['editor', editor],
        ['admin', admin],
      ] as const) {
        const id = await insertDraft(as, `제목만 있는 초안 (${who})`);
        const row = await as.from('news').select('thumbnail, content, thumbnail_alt').eq('id', id).single();
        expect(row.data).toEqual({ thumbnail: null, content: null, thumbnail_alt: null });
        const notice = await as.from('announcement').insert({ title: `제목만 (${who})`, status: 'draft' });
        expect(notice.error).toBeNull();
        const imageOnly = await as.from('news').insert({
          title: `그림만 (${who})`,
          content: '<img src="/media/logo.svg" alt="로고">',
          status: 'draft',
        });
        expect(imageOnly.error).toBeNull();
      }
    });

    it('refuses publishing news without thumbnail and body, naming both', async () => {
      const refused = await admin.from('news').insert({ title: '게시할 수 없는 뉴스', status: 'published' });
      expect(missingOf(refused.error as Refusal | null)).toEqual(['thumbnail', 'content']);
      expect(refused.status).toBe(422);
    });

    it('refuses scheduling, and publishing a draft by an update, without a thumbnail', async () => {
      const later = new Date(Date.now() + 86_400_000).toISOString();
      const scheduled = await admin
        .from('news')
        .insert({ title: '예약 뉴스', content: '<p>본문</p>', status: 'published', published_at: later });
      expect(missingOf(scheduled.error as Refusal | null)).toEqual(['thumbnail']);

      const id = await insertDraft(admin, '나중에 게시할 뉴스');
      const published = await admin.from('news').update({ status: 'published', version: 2 }).eq('id', id);
      expect(missingOf(published.error as Refusal | null)).toEqual(['thumbnail', 'content']);

      const whole = await admin
        .from('news')
        .update({
          status: 'published',
          version: 2,
          thumbnail: '/media/logo.svg',
          thumbnail_alt: '회사 로고',
          thumbnail_alt_en: 'The company logo',
          content: '<p>본문</p>',
        })
        .eq('id', id)
        .select('status, thumbnail_alt, thumbnail_alt_en')
        .single();
      expect(whole.error).toBeNull();
      expect(whole.data).toEqual({
        status: 'published',
        thumbnail_alt: '회사 로고',
        thumbnail_alt_en: 'The company logo',
      });
    });

    it('refuses emptying the body of a published news item or e-notice', async () => {
      const created = await admin
        .from('announcement')
        .insert({ title: '공고', content: '<p>내용</p>', status: 'published' })
        .select('id, version')
        .single();
      expect(created.error).toBeNull();
      const { id, version } = created.data as { id: number; version: number };
      const emptied = await admin
        .from('announcement')
        .update({ content: null, version: version + 1 })
        .eq('id', id);
      expect(missingOf(emptied.error as Refusal | null)).toEqual(['content']);
    });

    it('refuses applying a pending version that would leave a published item without a body', async () => {
      const created = await admin
        .from('news')
        .insert({
          title: '게시된 뉴스',
          content: '<p>본문</p>',
          thumbnail: '/media/logo.svg',
          status: 'published',
        })
        .select('id, version')
        .single();
      expect(created.error).toBeNull();
      const { id, version } = created.data as { id: number; version: number };
      const proposed = await editor
        .from('pending_versions')
        .insert({ kind: 'news', item_id: id, based_on_version: version, fields: { content: null } })
        .select('id')
        .single();
      expect(proposed.error).toBeNull();
      const applied = await admin.rpc('apply_pending_version', {
        pending_id: (proposed.data as { id: number }).id,
        revision: 1,
      });
      expect(missingOf(applied.error as Refusal | null)).toEqual(['content']);
    });

    it('still lets no visitor or member write, and no editor publish', async () => {
      for (const as of [anon, member]) {
        const draft = await as.from('news').insert({ title: '몰래 쓴 초안', status: 'draft' });
        expect(draft.error).not.toBeNull();
        const published = await as.from('news').insert({
          title: '몰래 게시',
          content: '<p>본문</p>',
          thumbnail: '/media/logo.svg',
          status: 'published',
        });
        expect(published.error).not.toBeNull();
        const changed = await as.from('news').update({ thumbnail_alt: '바뀐 설명' }).gt('id', 0).select('id');
        expect(changed.data ?? []).toHaveLength(0);
        const removed = await as.from('news').delete().gt('id', 0).select('id');
        expect(removed.data ?? []).toHaveLength(0);
      }
      const byEditor = await editor.from('news').insert({
        title: '편집자 게시',
        content: '<p>본문</p>',
        thumbnail: '/media/logo.svg',
        status: 'published',
      });
      expect(byEditor.error).not.toBeNull();
    });
  });
}
