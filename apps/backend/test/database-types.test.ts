import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTypesDrift } from '../src/database-types/drift';
import { DATABASE_TYPES_FILE, generateDatabaseTypes, repositoryRoot } from '../src/database-types/generate';
import type { SchemaDescription } from '../src/database-types/introspect';
import { renderDatabaseTypes } from '../src/database-types/render';

/** The committed `Database` type is the one the migrations make: a migration without `pnpm db:types` fails here. */
describe('generated database types', () => {
  let generated: string;
  let committed: string | undefined;

  beforeAll(async () => {
    generated = await generateDatabaseTypes();
    const file = join(repositoryRoot, DATABASE_TYPES_FILE);
    committed = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  });

  it('match the committed file', () => {
    const drift = databaseTypesDrift(committed, generated);
    if (drift) expect.fail(drift);
  });

  it('say so, naming the line and the command, when the committed file differs', () => {
    const edited = generated.replace('title_en: string | null;', 'title_en: string;');
    expect(edited).not.toBe(generated);
    const drift = databaseTypesDrift(edited, generated);
    expect(drift).toMatch(/does not match supabase\/migrations \(first difference at line \d+\)/);
    expect(drift).toMatch(/committed: +title_en: string;\n/);
    expect(drift).toContain('Run pnpm db:types');
    expect(databaseTypesDrift(`${generated}\n`, generated)).toContain('Run pnpm db:types');
    expect(databaseTypesDrift(undefined, generated)).toContain('is missing: run pnpm db:types');
  });

  it('describe the tables, views and rpc functions the site uses', () => {
    expect(generated).toContain('// Generated from supabase/migrations by `pnpm db:types`');
    for (const name of ['news', 'youtube', 'announcement', 'shareholders', 'inquiries', 'trash'])
      expect(generated).toMatch(new RegExp(`^      ${name}: \\{$`, 'm'));
    for (const name of ['search_content', 'restore_revision', 'staff_members', 'save_pending_version'])
      expect(generated).toMatch(new RegExp(`^      ${name}: \\{$`, 'm'));
  });
});

describe('renderDatabaseTypes', () => {
  const text = { name: 'text', kind: 'b', schema: 'pg_catalog', arrayDepth: 0 };
  const description: SchemaDescription = {
    relations: [
      {
        name: 'notes',
        kind: 'table',
        columns: [
          {
            name: 'id',
            type: { ...text, name: 'int8' },
            nullable: false,
            hasDefault: true,
            generated: false,
          },
          { name: 'body', type: text, nullable: false, hasDefault: false, generated: false },
          {
            name: 'tags',
            type: { ...text, arrayDepth: 1 },
            nullable: true,
            hasDefault: false,
            generated: false,
          },
          {
            name: 'mood',
            type: { name: 'mood', kind: 'e', schema: 'public', arrayDepth: 0 },
            nullable: false,
            hasDefault: false,
            generated: false,
          },
          {
            name: 'meta',
            type: { ...text, name: 'jsonb' },
            nullable: false,
            hasDefault: true,
            generated: false,
          },
          {
            name: 'length',
            type: { ...text, name: 'int4' },
            nullable: false,
            hasDefault: false,
            generated: true,
          },
        ],
        relationships: [],
      },
    ],
    functions: [
      {
        name: 'notes_like',
        args: [
          { name: 'pattern', type: text, hasDefault: false },
          { name: 'max', type: { ...text, name: 'int4' }, hasDefault: true },
        ],
        tableColumns: [],
        returns: { name: 'notes', kind: 'c', schema: 'public', arrayDepth: 0 },
        returnsSet: true,
        strict: false,
      },
      {
        name: 'note_count',
        args: [{ name: 'pattern', type: text, hasDefault: false }],
        tableColumns: [],
        returns: { ...text, name: 'int8' },
        returnsSet: false,
        strict: true,
      },
    ],
    enums: [{ name: 'mood', values: ['glad', 'sad'] }],
  };
  const source = renderDatabaseTypes(description, 'pnpm db:types').replace(/\n+/g, ' ');

  it('types rows, inserts and updates by nullability, defaults and generated columns', () => {
    expect(source).toContain(
      "Row: { id: number; body: string; tags: string[] | null; mood: Database['public']['Enums']['mood']; meta: Json; length: number; }",
    );
    expect(source).toContain(
      "Insert: { id?: number; body: string; tags?: string[] | null; mood: Database['public']['Enums']['mood']; meta?: Json; length?: never; }",
    );
    expect(source).toContain(
      "Update: { id?: number; body?: string; tags?: string[] | null; mood?: Database['public']['Enums']['mood']; meta?: Json; length?: never; }",
    );
  });

  it('types functions (null arguments unless strict), set-returning ones as arrays of rows, and enums as unions', () => {
    expect(source).toContain(
      "notes_like: { Args: { pattern: string | null; max?: number | null; }; Returns: Database['public']['Tables']['notes']['Row'][]; };",
    );
    expect(source).toContain('note_count: { Args: { pattern: string; }; Returns: number; };');
    expect(source).toContain("mood: 'glad' | 'sad';");
  });
});
