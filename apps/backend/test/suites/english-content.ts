import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/backend';
import { client, signedIn } from '../support/clients';
import type { SharedBackend } from '../support/shared';

const TABLES = ['news', 'youtube', 'announcement', 'shareholders'] as const;
type Table = (typeof TABLES)[number];
type Row = Record<string, unknown>;

/** A Korean row with its English version, per table. */
const bilingualRow = (table: Table): Row => {
  switch (table) {
    case 'news':
      return {
        title: '영문판이 있는 뉴스',
        content: '<p>한국어 본문</p>',
        thumbnail: '/storage/v1/object/public/news-images/seed/plant.png',
        title_en: 'News with an English version',
        content_en: '<p>English body</p>',
      };
    case 'youtube':
      return {
        title: '영문 제목이 있는 영상',
        video_id: 'Zx9_-Zx9_-Z',
        title_en: 'A video with an English title',
      };
    case 'announcement':
      return {
        title: '영문판이 있는 공고',
        content: '<p>공고 내용</p>',
        title_en: 'A notice in English',
        content_en: '<p>Notice text</p>',
      };
    case 'shareholders':
      return {
        title: '영문판이 있는 소집공고',
        content: '<p>소집 통지</p>',
        meeting_date: '2026-03-27',
        title_en: 'Notice of the general meeting',
        content_en: '<p>Meeting notice</p>',
      };
  }
};

const koreanOnly = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !key.endsWith('_en')));

/**
 * The optional English version of every content kind (title_en, content_en): the admin writes it, anyone
 * reads it, the database refuses half a version or an empty one, and only an admin may change it.
 */
export function englishContentSuite(shared: SharedBackend): void {
  describe('English versions of content', () => {
    let anon: SupabaseClient;
    let member: SupabaseClient;
    let admin: SupabaseClient;
    const created: { table: Table; id: number }[] = [];

    beforeAll(async () => {
      const backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      member = client(backend.url, backend.anonKey);
      const signup = await member.auth.signUp({
        email: 'english-member@example.com',
        password: 'member-password-2',
      });
      expect(signup.error).toBeNull();
      // A sign-up answers no session (as for an address already taken): the new user signs in.
      const signIn = await member.auth.signInWithPassword({
        email: 'english-member@example.com',
        password: 'member-password-2',
      });
      expect(signIn.error).toBeNull();
    });

    afterAll(async () => {
      for (const { table, id } of created) await admin.from(table).delete().eq('id', id);
    });

    const insert = async (table: Table, row: Row) => {
      const answer = await admin.from(table).insert(row).select().single();
      if (answer.data) created.push({ table, id: answer.data.id as number });
      return answer;
    };

    for (const table of TABLES) {
      it(`${table}: the admin writes the English version, anon reads it, and a row without one reads null`, async () => {
        const row = bilingualRow(table);
        const inserted = await insert(table, row);
        expect(inserted.error).toBeNull();
        const id = inserted.data?.id as number;
        const read = await anon.from(table).select('*').eq('id', id).single();
        expect(read.data).toMatchObject(row);

        const retitled = await admin
          .from(table)
          .update({ title_en: 'A retitled English version', version: 2 })
          .eq('id', id)
          .select('title, title_en');
        expect(retitled.error).toBeNull();
        expect(retitled.data).toEqual([{ title: row.title, title_en: 'A retitled English version' }]);

        const plain = await insert(table, koreanOnly(row));
        expect(plain.error).toBeNull();
        const columns = table === 'youtube' ? 'title_en' : 'title_en, content_en';
        const plainRead = await anon.from(table).select(columns).eq('id', plain.data?.id).single();
        expect(plainRead.data).toEqual(
          table === 'youtube' ? { title_en: null } : { title_en: null, content_en: null },
        );
      });
    }

    it('refuses half an English version of news and announcements (23514)', async () => {
      for (const table of ['news', 'announcement'] as const) {
        const row = bilingualRow(table);
        const titleOnly = await insert(table, { ...row, content_en: null });
        expect(titleOnly.error?.code).toBe('23514');
        const bodyOnly = await insert(table, { ...row, title_en: null });
        expect(bodyOnly.error?.code).toBe('23514');
        const whole = await insert(table, row);
        expect(whole.error).toBeNull();
        const dropBody = await admin
          .from(table)
          .update({ content_en: null, version: 2 })
          .eq('id', whole.data?.id);
        expect(dropBody.error?.code).toBe('23514');
        const dropBoth = await admin
          .from(table)
          .update({ title_en: null, content_en: null, version: 2 })
          .eq('id', whole.data?.id)
          .select('title_en, content_en');
        expect(dropBoth.error).toBeNull();
        expect(dropBoth.data).toEqual([{ title_en: null, content_en: null }]);
      }
      const shareholders = bilingualRow('shareholders');
      const bodyWithoutTitle = await insert('shareholders', { ...shareholders, title_en: null });
      expect(bodyWithoutTitle.error?.code).toBe('23514');
    });

    it('holds English to the Korean rules: a trimmed title of 1 to 300 characters, a body with text', async () => {
      const refusals: [Table, Row][] = [
        ['news', { title_en: '   ' }],
        ['news', { content_en: '<p> </p><h2></h2>' }],
        ['announcement', { title_en: 'a'.repeat(301) }],
        ['announcement', { content_en: '<p> </p>' }],
        ['youtube', { title_en: '' }],
        ['youtube', { title_en: 'a'.repeat(301) }],
        ['shareholders', { title_en: ' \t ' }],
      ];
      for (const [table, change] of refusals) {
        const answer = await insert(table, { ...bilingualRow(table), ...change });
        expect(answer.status, `${table} ${JSON.stringify(change).slice(0, 60)}`).toBe(400);
        expect(answer.error?.code).toBe('23514');
      }
      const longest = await insert('youtube', { ...bilingualRow('youtube'), title_en: 'a'.repeat(300) });
      expect(longest.error).toBeNull();
      const emptyMeetingBody = await insert('shareholders', {
        ...bilingualRow('shareholders'),
        content_en: '',
      });
      expect(emptyMeetingBody.error).toBeNull();
    });

    for (const [role, who] of [
      ['anon', () => anon],
      ['a signed-in non-admin', () => member],
    ] as const) {
      it(`${role} may neither write nor clear an English version`, async () => {
        for (const table of TABLES) {
          const original = await insert(table, bilingualRow(table));
          const id = original.data?.id as number;
          const inserted = await who().from(table).insert(bilingualRow(table));
          expect(inserted.error?.code).toBe('42501');
          const changed = await who().from(table).update({ title_en: 'Vandalised' }).eq('id', id);
          expect(changed.error).toBeNull(); // RLS hides the row from the update, as in PostgREST
          const after = await admin.from(table).select('title_en').eq('id', id).single();
          expect(after.data?.title_en).toBe(bilingualRow(table).title_en);
        }
      });
    }
  });
}
