-- Staff never lose work: versions, content-only restores, pending versions and unpublishing that keeps the
-- moment.
--
-- 1. Every item has a `version` (1 on insert). An update through the API (anon, authenticated, service_role)
--    must set `version` to the version it was based on plus one (`new.version = old.version + 1`); anything
--    else, an update that does not name `version` included, is refused with SQLSTATE PT409 (HTTP 409, as
--    PostgREST answers `PTxxx` codes) and a `detail` holding, as JSON, the current version and who changed
--    the item last and when. So the second of two saves based on one version is refused, whatever client
--    sends it. The database owner's own writes (seeds, migrations, and the functions below) are not
--    checked; when they leave `version` as it was, it is advanced for them.
-- 2. `restore_revision` restores content only (titles, bodies, thumbnail, video id, meeting date, English
--    version), never `status` or `published_at`, as a new version. A deleted item comes back with the status
--    and moment it had when it was deleted (it has no current one).
-- 3. `pending_versions`: a proposed change to an item (an editor's change to a published item, which the
--    editor may not write), applied by an admin (`apply_pending_version`) or discarded. Staff only: visitors,
--    pages, feeds and the sitemap never see them, and saving one sends no `content_changed`.
-- 4. A write that makes an item a draft and clears `published_at` keeps the old moment, so publishing it
--    again (without naming a moment) gives it back its place.

-- 1. Versions -------------------------------------------------------------------------------------------------

/**
 * Checks and advances an item's version. Fired twice on an update: `sent` only when the UPDATE names
 * `version` (a column trigger), `any` on every insert and update. Runs as the requester, so it calls nothing in
 * `private`. The error's detail is JSON: {"current_version", "updated_at", "updated_by"}.
 */
create function private.check_item_version() returns trigger
  language plpgsql set search_path = '' as $$
declare
  through_api boolean := current_user in ('anon', 'authenticated', 'service_role');
  based_on integer;
  current_state text;
begin
  if tg_op = 'INSERT' then
    if through_api or new.version is null then
      new.version := 1;
    end if;
    return new;
  end if;
  if not through_api then
    if new.version is not distinct from old.version then
      new.version := old.version + 1;
    end if;
    return new;
  end if;
  if new.version is not distinct from old.version + 1 then
    return new;
  end if;
  current_state := jsonb_build_object(
    'current_version', old.version, 'updated_at', old.updated_at, 'updated_by', old.updated_by)::text;
  if tg_argv[0] = 'sent' and new.version is not null then
    based_on := new.version - 1;
    if based_on < old.version then
      raise exception 'This item was changed by someone else: version % is current, this save was based on version %.',
        old.version, based_on
        using errcode = 'PT409', detail = current_state,
              hint = 'Load the item again, then save with version = the version loaded + 1.';
    end if;
    raise exception 'This save names version %, but version % is current: a save sends the version it was based on plus one.',
      new.version, old.version
      using errcode = 'PT409', detail = current_state,
            hint = 'Load the item again, then save with version = the version loaded + 1.';
  end if;
  raise exception 'This save does not say which version it was based on: version % is current.', old.version
    using errcode = 'PT409', detail = current_state,
          hint = 'Send version = the version loaded + 1 with every update.';
end $$;

/** Unpublishing keeps the moment: a write that makes an item a draft and clears published_at keeps the old one. */
create function private.keep_published_at() returns trigger
  language plpgsql set search_path = '' as $$
begin
  if new.status = 'draft' and new.published_at is null then
    new.published_at := old.published_at;
  end if;
  return new;
end $$;

revoke all on function private.check_item_version(), private.keep_published_at() from public;

do $$
declare
  t text;
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    execute format($sql$
      alter table public.%1$I
        add column version integer not null default 1 constraint %1$s_version_check check (version >= 1)
    $sql$, t);
    -- Before triggers fire in name order: the sent version is checked before the one that sees every update.
    execute format($sql$
      create trigger %I before update of version on public.%I
        for each row execute function private.check_item_version('sent')
    $sql$, t || '_version_1_sent', t);
    execute format($sql$
      create trigger %I before insert or update on public.%I
        for each row execute function private.check_item_version('any')
    $sql$, t || '_version_2_advanced', t);
    execute format($sql$
      create trigger %I before update on public.%I
        for each row execute function private.keep_published_at()
    $sql$, t || '_keep_published_at', t);
  end loop;
end
$$;

-- A save that changes nothing but the version (and the update time) is still no change: no revision, no audit.
create or replace function private.content_of(item jsonb) returns jsonb
  language sql immutable set search_path = '' as $$
  select item - array['updated_at', 'updated_by', 'version']
$$;

/** An item's content columns: everything but its identity, dates, authorship, publication and version. */
create function private.content_columns(kind text) returns text[]
  language sql stable set search_path = '' as $$
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
    from pg_catalog.pg_attribute as a
   where a.attrelid = format('public.%I', kind)::regclass
     and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     and a.attname <> all (array['id', 'created_at', 'updated_at', 'author_id', 'updated_by', 'status',
                                 'published_at', 'version'])
$$;

-- 2. Restore restores content ---------------------------------------------------------------------------------

/**
 * Restores an item's content to a revision (admins only): titles, bodies, thumbnail, video id, meeting date and
 * English version come back; status, published_at, id, creation time and author stay, and the version advances.
 * A deleted item is inserted again with its old id, creation time and author, the content of the revision, and
 * the status, published_at and version (+1) it had when it was deleted. The restore is itself recorded: a
 * revision with action 'restore' (the row before it, or for a re-inserted item the row as restored) and an
 * audit entry 'restore'. Returns the restored row.
 */
create or replace function public.restore_revision(revision_id bigint) returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  revision public.revisions;
  actor record := private.request_actor();
  restored_columns text;
  restored_values text;
  exists_now boolean;
  last_state jsonb;
  restored jsonb;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'permission denied' using errcode = '42501',
      hint = 'Only an admin may restore a revision.';
  end if;
  select * into revision from public.revisions as r where r.id = restore_revision.revision_id;
  if not found then
    raise exception 'revision % does not exist', restore_revision.revision_id using errcode = 'P0002';
  end if;

  perform set_config('editorial.restoring', 'on', true);
  execute format('select exists (select 1 from public.%I where id = $1 for update)', revision.kind)
    into exists_now using revision.item_id;
  if exists_now then
    select string_agg(quote_ident(c), ', '), string_agg('r.' || quote_ident(c), ', ')
      into restored_columns, restored_values
      from unnest(private.content_columns(revision.kind)) as c;
    -- Columns the revision lacks (added after it was written) keep their current values.
    execute format(
      'update public.%1$I as t set (%2$s) = (select %3$s from jsonb_populate_record(t, $1) as r),
              version = t.version + 1
        where t.id = $2 returning to_jsonb(t)',
      revision.kind, restored_columns, restored_values)
      into restored using revision.fields, revision.item_id;
  else
    -- The item as it was last (its delete revision): its publication and version.
    select r.fields into last_state from public.revisions as r
     where r.kind = revision.kind and r.item_id = revision.item_id
     order by r.id desc limit 1;
    last_state := coalesce(last_state, revision.fields);
    execute format(
      'insert into public.%1$I as t overriding system value
       select * from jsonb_populate_record(null::public.%1$I, $1) returning to_jsonb(t)',
      revision.kind)
      into restored
      using revision.fields || jsonb_build_object(
        'id', revision.item_id, 'updated_at', now(), 'updated_by', actor.actor_id,
        'status', coalesce(last_state -> 'status', revision.fields -> 'status'),
        'published_at', last_state -> 'published_at',
        'version', greatest(coalesce((last_state ->> 'version')::integer, 0),
                            coalesce((revision.fields ->> 'version')::integer, 0)) + 1);
    insert into public.revisions (kind, item_id, fields, action, actor_id, actor_email)
    values (revision.kind, revision.item_id, restored, 'restore', actor.actor_id, actor.actor_email);
  end if;
  perform set_config('editorial.restoring', 'off', true);
  return restored;
end $$;

-- 3. Pending versions -----------------------------------------------------------------------------------------

create table public.pending_versions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('news', 'youtube', 'announcement', 'shareholders')),
  item_id bigint not null,
  -- The proposed content columns (private.content_columns(kind)); those left out keep the item's.
  fields jsonb not null check (jsonb_typeof(fields) = 'object'),
  -- The item's version the proposal started from: applying it over a later one is a conflict.
  based_on_version integer not null check (based_on_version >= 1),
  -- Who proposed it: the caller, whatever a client sends.
  author_id uuid not null default auth.uid(),
  message text check (message is null or length(message) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One per item and author, saved over as the author saves.
  constraint pending_versions_one_per_author unique (kind, item_id, author_id)
);
create index pending_versions_item_idx on public.pending_versions (kind, item_id, updated_at desc);

/**
 * Stamps and checks a pending version: the author is the caller, dates are the database's, `kind`, `item_id` and
 * the author never change, and `fields` holds content columns of the kind with values of their types, for an
 * item that exists. Runs as the requester (it calls nothing in `private`); for a non-staff caller it checks
 * nothing and row-level security refuses the write.
 */
create function private.stamp_pending_version() returns trigger
  language plpgsql set search_path = '' as $$
declare
  through_api boolean := current_user in ('anon', 'authenticated', 'service_role');
  allowed text[];
  unknown text[];
  found_item boolean;
begin
  if tg_op = 'UPDATE' then
    new.kind := old.kind;
    new.item_id := old.item_id;
    new.author_id := old.author_id;
    new.created_at := old.created_at;
    new.updated_at := now();
  else
    if through_api and current_user <> 'service_role' then
      new.author_id := auth.uid();
    else
      new.author_id := coalesce(new.author_id, auth.uid());
    end if;
    new.created_at := now();
    new.updated_at := now();
  end if;
  if through_api and current_user <> 'service_role' and not coalesce(public.is_staff(), false) then
    return new;
  end if;
  if new.kind not in ('news', 'youtube', 'announcement', 'shareholders') then
    return new;  -- the check constraint refuses it
  end if;
  select coalesce(array_agg(a.attname::text), '{}') into allowed
    from pg_catalog.pg_attribute as a
   where a.attrelid = format('public.%I', new.kind)::regclass
     and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     and a.attname <> all (array['id', 'created_at', 'updated_at', 'author_id', 'updated_by', 'status',
                                 'published_at', 'version']);
  if jsonb_typeof(new.fields) = 'object' then
    select array_agg(key order by key) into unknown
      from jsonb_object_keys(new.fields) as key where key <> all (allowed);
    if unknown is not null then
      raise exception 'A pending version holds content only: % cannot be proposed for %.',
        array_to_string(unknown, ', '), new.kind
        using errcode = '22023', hint = 'Its fields may be: ' || array_to_string(allowed, ', ') || '.';
    end if;
    if new.fields = '{}'::jsonb then
      raise exception 'A pending version proposes at least one field.' using errcode = '22023';
    end if;
    -- Values of the columns' types (a bad date or number is refused now, not when applied).
    execute format('select jsonb_populate_record(null::public.%I, $1) is not null', new.kind) using new.fields;
  end if;
  execute format('select exists (select 1 from public.%I where id = $1)', new.kind)
    into found_item using new.item_id;
  if not found_item then
    raise exception '% % does not exist', new.kind, new.item_id using errcode = 'P0002';
  end if;
  return new;
end $$;

revoke all on function private.stamp_pending_version() from public;

create trigger pending_versions_stamp before insert or update on public.pending_versions
  for each row execute function private.stamp_pending_version();

-- Staff read them; editors write their own, admins any. Visitors have no privilege at all. A client chooses
-- only the proposal itself (the author and dates are the database's).
revoke all on public.pending_versions from anon, authenticated, service_role;
grant select, delete on public.pending_versions to authenticated;
grant insert (kind, item_id, fields, based_on_version, message) on public.pending_versions to authenticated;
grant update (fields, based_on_version, message) on public.pending_versions to authenticated;
grant all on public.pending_versions to service_role;
alter table public.pending_versions enable row level security;

create policy "staff read pending versions" on public.pending_versions for select to authenticated
  using ((select public.is_staff()));
create policy "editors propose, admins any: insert pending versions" on public.pending_versions
  for insert to authenticated
  with check ((select public.is_admin())
              or ((select public.staff_role()) = 'editor' and author_id = (select auth.uid())));
create policy "editors their own, admins any: update pending versions" on public.pending_versions
  for update to authenticated
  using ((select public.is_admin())
         or ((select public.staff_role()) = 'editor' and author_id = (select auth.uid())))
  with check ((select public.is_admin())
              or ((select public.staff_role()) = 'editor' and author_id = (select auth.uid())));
create policy "editors their own, admins any: delete pending versions" on public.pending_versions
  for delete to authenticated
  using ((select public.is_admin())
         or ((select public.staff_role()) = 'editor' and author_id = (select auth.uid())));

/**
 * Saves the caller's pending version of an item (one per item and author: a second save replaces the first).
 * Runs as the caller: row-level security decides (staff only). Returns the saved row.
 */
create function public.save_pending_version(
  kind text, item_id bigint, fields jsonb, based_on_version integer, message text default null
) returns jsonb
  language sql volatile set search_path = '' as $$
  insert into public.pending_versions as p (kind, item_id, fields, based_on_version, message)
  values (save_pending_version.kind, save_pending_version.item_id, save_pending_version.fields,
          save_pending_version.based_on_version, save_pending_version.message)
  on conflict on constraint pending_versions_one_per_author do update
    set fields = excluded.fields, based_on_version = excluded.based_on_version, message = excluded.message
  returning to_jsonb(p)
$$;

/** An admin, or the service role (which acts for the operator). */
create function private.acts_as_admin() returns boolean
  language sql stable set search_path = '' as $$
  select coalesce(public.is_admin(), false) or coalesce(auth.jwt() ->> 'role', '') = 'service_role'
$$;

/**
 * Applies a pending version (admins only): its fields are written onto the item, whose status and published_at
 * stay, as a new version; the pending version is deleted. If the item changed after the version the proposal
 * was based on, it is refused with PT409 (the same detail as a stale save) unless `force` is true, which an
 * admin sends after comparing the two. Recorded in revisions and the audit log as an update. Returns the row.
 */
create function public.apply_pending_version(pending_id bigint, force boolean default false) returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  pending public.pending_versions;
  item jsonb;
  columns text;
  values_of text;
  applied jsonb;
begin
  if not private.acts_as_admin() then
    raise exception 'permission denied' using errcode = '42501',
      hint = 'Only an admin may apply a pending version.';
  end if;
  select * into pending from public.pending_versions as p
   where p.id = apply_pending_version.pending_id for update;
  if not found then
    raise exception 'pending version % does not exist', apply_pending_version.pending_id using errcode = 'P0002';
  end if;
  execute format('select to_jsonb(t) from public.%I as t where t.id = $1 for update', pending.kind)
    into item using pending.item_id;
  if item is null then
    raise exception '% % no longer exists', pending.kind, pending.item_id using errcode = 'P0002',
      hint = 'Restore the item from its history first, or discard the pending version.';
  end if;
  if (item ->> 'version')::integer <> pending.based_on_version and not coalesce(apply_pending_version.force, false) then
    raise exception 'This item was changed by someone else: version % is current, this pending version was based on version %.',
      item ->> 'version', pending.based_on_version
      using errcode = 'PT409',
            detail = jsonb_build_object('current_version', (item ->> 'version')::integer,
                                        'updated_at', item -> 'updated_at',
                                        'updated_by', item -> 'updated_by')::text,
            hint = 'Compare it with the current item, then apply it with force => true, or discard it.';
  end if;
  select string_agg(quote_ident(c), ', '), string_agg('r.' || quote_ident(c), ', ')
    into columns, values_of
    from unnest(private.content_columns(pending.kind)) as c
   where pending.fields ? c;
  if columns is null then
    raise exception 'pending version % proposes no content', pending.id using errcode = '22023';
  end if;
  execute format(
    'update public.%1$I as t set (%2$s) = (select %3$s from jsonb_populate_record(t, $1) as r),
            version = t.version + 1
      where t.id = $2 returning to_jsonb(t)',
    pending.kind, columns, values_of)
    into applied using pending.fields, pending.item_id;
  delete from public.pending_versions where id = pending.id;
  return applied;
end $$;

/** Discards a pending version: an admin any, an editor their own. */
create function public.discard_pending_version(pending_id bigint) returns void
  language plpgsql security definer set search_path = '' as $$
declare
  pending public.pending_versions;
begin
  if not (coalesce(public.is_staff(), false) or private.acts_as_admin()) then
    raise exception 'permission denied' using errcode = '42501',
      hint = 'Only staff may discard a pending version.';
  end if;
  select * into pending from public.pending_versions as p
   where p.id = discard_pending_version.pending_id for update;
  if not found then
    raise exception 'pending version % does not exist', discard_pending_version.pending_id using errcode = 'P0002';
  end if;
  if not private.acts_as_admin() and pending.author_id is distinct from (private.request_actor()).actor_id then
    raise exception 'permission denied' using errcode = '42501',
      hint = 'Only an admin or the editor who wrote it may discard a pending version.';
  end if;
  delete from public.pending_versions where id = pending.id;
end $$;

revoke all on function private.acts_as_admin() from public;
revoke all on function public.save_pending_version(text, bigint, jsonb, integer, text) from public;
revoke all on function public.apply_pending_version(bigint, boolean) from public;
revoke all on function public.discard_pending_version(bigint) from public;
grant execute on function public.save_pending_version(text, bigint, jsonb, integer, text)
  to anon, authenticated, service_role;
grant execute on function public.apply_pending_version(bigint, boolean) to anon, authenticated, service_role;
grant execute on function public.discard_pending_version(bigint) to anon, authenticated, service_role;
