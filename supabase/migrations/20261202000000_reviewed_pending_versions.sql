-- A pending version is published exactly as it was reviewed, and never saved over blindly.
--
-- 1. Every pending version has a `revision`: 1 when proposed, one more on each save over it. The database sets it;
--    no client chooses it.
-- 2. `save_pending_version` takes the revision the author last saved (or none for a first proposal): a save over a
--    pending version that moved on since (another tab, another device) is refused with PT409 and the current
--    revision, exactly like a stale save of the item. Nothing is replaced unseen.
-- 3. `apply_pending_version` takes the revision the admin was shown: if the author changed the proposal since, it
--    is refused with PT412 (HTTP 412) naming both revisions, nothing is published and its review request stays
--    open. The admin reviews the new text, then applies that revision.

alter table public.pending_versions add column revision integer not null default 1 check (revision >= 1);

/**
 * Stamps and checks a pending version: the author is the caller, dates and the revision are the database's,
 * `kind`, `item_id` and the author never change, and `fields` holds content columns of the kind with values of
 * their types, for an item that exists. Runs as the requester (it calls nothing in `private`); for a non-staff
 * caller it checks nothing and row-level security refuses the write.
 */
create or replace function private.stamp_pending_version() returns trigger
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
    new.revision := old.revision + 1;
  else
    if through_api and current_user <> 'service_role' then
      new.author_id := auth.uid();
    else
      new.author_id := coalesce(new.author_id, auth.uid());
    end if;
    new.created_at := now();
    new.updated_at := now();
    new.revision := 1;
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

drop function public.save_pending_version(text, bigint, jsonb, integer, text);

/**
 * Saves the caller's pending version of an item (one per item and author). A first proposal sends no revision; a
 * save over the caller's existing proposal sends the revision it last saved (or loaded), and is refused with
 * PT409 when that is not the current one. Runs as the caller: row-level security decides (staff only). Returns
 * the saved row, with its new revision.
 */
create function public.save_pending_version(
  kind text, item_id bigint, fields jsonb, based_on_version integer, message text default null,
  revision integer default null
) returns jsonb
  language plpgsql volatile set search_path = '' as $$
declare
  mine public.pending_versions;
  saved public.pending_versions;
begin
  if not (coalesce(public.is_staff(), false) or coalesce(auth.jwt() ->> 'role', '') = 'service_role') then
    raise exception 'permission denied' using errcode = '42501', hint = 'Only staff may propose a change.';
  end if;
  select * into mine from public.pending_versions as p
   where p.kind = save_pending_version.kind and p.item_id = save_pending_version.item_id
     and p.author_id = auth.uid()
   for update;
  if found and save_pending_version.revision is distinct from mine.revision then
    raise exception 'Your pending version of this item was saved elsewhere: revision % is current, this save was based on %.',
      mine.revision, coalesce(save_pending_version.revision::text, 'none')
      using errcode = 'PT409',
            detail = jsonb_build_object('current_revision', mine.revision, 'updated_at', mine.updated_at,
                                        'updated_by', mine.author_id)::text,
            hint = 'Load your pending version, then save over it with its revision.';
  end if;
  if not found and save_pending_version.revision is not null then
    raise exception 'Your pending version of this item no longer exists (it was published or discarded).'
      using errcode = 'PT409',
            detail = jsonb_build_object('current_revision', null)::text,
            hint = 'Reload the item: save without a revision to propose your change again.';
  end if;
  insert into public.pending_versions as p (kind, item_id, fields, based_on_version, message)
  values (save_pending_version.kind, save_pending_version.item_id, save_pending_version.fields,
          save_pending_version.based_on_version, save_pending_version.message)
  on conflict on constraint pending_versions_one_per_author do update
    set fields = excluded.fields, based_on_version = excluded.based_on_version, message = excluded.message
  returning * into saved;
  return to_jsonb(saved);
end $$;

drop function public.apply_pending_version(bigint, boolean);

/**
 * Applies a pending version (admins only), exactly as reviewed: `revision` is the revision the admin was shown,
 * and a proposal changed since is refused with PT412 (nothing is written; its review request stays open). Its
 * fields are written onto the item, whose status and published_at stay, as a new version; the pending version
 * is deleted. If the item changed after the version the proposal was based on, it is refused with PT409 (the
 * same detail as a stale save) unless `force` is true, which an admin sends after comparing the two. Recorded in
 * revisions and the audit log as an update. Returns the row.
 */
create function public.apply_pending_version(pending_id bigint, revision integer default null,
                                             force boolean default false) returns jsonb
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
  if apply_pending_version.revision is null then
    raise exception 'Name the revision of the pending version you reviewed.' using errcode = '22023',
      hint = 'Send revision => the pending version''s revision as you were shown it.';
  end if;
  select * into pending from public.pending_versions as p
   where p.id = apply_pending_version.pending_id for update;
  if not found then
    raise exception 'pending version % does not exist', apply_pending_version.pending_id using errcode = 'P0002';
  end if;
  if pending.revision <> apply_pending_version.revision then
    raise exception 'This pending version was changed after you reviewed it: revision % is current, you reviewed revision %.',
      pending.revision, apply_pending_version.revision
      using errcode = 'PT412',
            detail = jsonb_build_object('current_revision', pending.revision, 'updated_at', pending.updated_at,
                                        'reviewed_revision', apply_pending_version.revision)::text,
            hint = 'Review the changed proposal, then apply its current revision.';
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

revoke all on function public.save_pending_version(text, bigint, jsonb, integer, text, integer) from public;
revoke all on function public.apply_pending_version(bigint, integer, boolean) from public;
grant execute on function public.save_pending_version(text, bigint, jsonb, integer, text, integer)
  to anon, authenticated, service_role;
grant execute on function public.apply_pending_version(bigint, integer, boolean) to anon, authenticated, service_role;
