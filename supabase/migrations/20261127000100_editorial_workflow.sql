-- The editorial workflow: an editor role beside admin, who wrote and last changed each item, the history of
-- every item (revisions, restorable by admins) and an audit log of every change to content and to the bucket.
--
-- Roles (app_metadata.role in the signed JWT, see public.staff_role()):
--   admin  – writes, publishes, schedules, unpublishes, deletes and restores anything;
--   editor – creates and edits drafts only, and uploads images; the policies refuse anything else.
-- Revisions and the audit log are written only by the triggers below (SECURITY DEFINER): no API role may
-- insert, change or delete them. Staff read revisions; only admins read the audit log.

-- Who wrote an item and who changed it last: the users' ids, from the request's JWT, never from what the
-- client sends. Ids, not e-mail addresses: the rows are public once published, and staff addresses must not
-- be (staff look the addresses up through public.staff_members()).
do $$
declare
  t text;
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    execute format('alter table public.%I add column author_id uuid, add column updated_by uuid', t);
  end loop;
end
$$;

/** The signed-in user's id and e-mail from the request's JWT (null without one, e.g. seeds and maintenance). */
create function private.request_actor(out actor_id uuid, out actor_email text)
  language sql stable set search_path = '' as $$
  select case when claims ->> 'sub' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then (claims ->> 'sub')::uuid end,
         nullif(btrim(claims ->> 'email'), '')
  from (select coalesce(auth.jwt(), '{}'::jsonb) as claims) as request
$$;

/**
 * Stamps authorship. A request through the API (the table written as anon, authenticated or service_role)
 * cannot choose it; the database owner's own writes (seeds, and restore_revision re-inserting a deleted item
 * with its author) keep what they give.
 */
create function private.stamp_authorship() returns trigger
  language plpgsql set search_path = '' as $$
declare
  -- Inline rather than private.request_actor(): this runs as the requester, who may not use `private`.
  subject text := auth.jwt() ->> 'sub';
  actor uuid := case when subject ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                     then subject::uuid end;
  through_api boolean := current_user in ('anon', 'authenticated', 'service_role');
begin
  if tg_op = 'INSERT' then
    if through_api or new.author_id is null then
      new.author_id := actor;
    end if;
    if through_api then
      new.updated_by := null;
    end if;
  else
    new.author_id := old.author_id;
    new.updated_by := actor;
  end if;
  return new;
end $$;

-- The write policies: admins do anything; editors insert and edit drafts only (an update must find a
-- draft and leave a draft); only admins delete.
do $$
declare
  t text;
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    execute format('drop policy %I on public.%I', 'admins insert ' || t, t);
    execute format('drop policy %I on public.%I', 'admins update ' || t, t);
    execute format('drop policy %I on public.%I', 'admins delete ' || t, t);

    execute format($sql$
      create policy %I on public.%I for insert to authenticated
        with check ((select public.is_admin()) or ((select public.staff_role()) = 'editor' and status = 'draft'))
    $sql$, 'admins insert, editors insert drafts: ' || t, t);
    execute format($sql$
      create policy %I on public.%I for update to authenticated
        using ((select public.is_admin())) with check ((select public.is_admin()))
    $sql$, 'admins update ' || t, t);
    execute format($sql$
      create policy %I on public.%I for update to authenticated
        using ((select public.staff_role()) = 'editor' and status = 'draft')
        with check ((select public.staff_role()) = 'editor' and status = 'draft')
    $sql$, 'editors update drafts: ' || t, t);
    execute format($sql$
      create policy %I on public.%I for delete to authenticated using ((select public.is_admin()))
    $sql$, 'admins delete ' || t, t);

    execute format($sql$
      create trigger %I before insert or update on public.%I
        for each row execute function private.stamp_authorship()
    $sql$, t || '_stamp_authorship', t);
  end loop;
end
$$;

-- Every previous version of every item.
create table public.revisions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('news', 'youtube', 'announcement', 'shareholders')),
  item_id bigint not null,
  -- The whole row as it was before the change (for a restore that re-inserted a deleted item: as restored).
  fields jsonb not null,
  action text not null check (action in ('update', 'delete', 'restore')),
  actor_id uuid,
  actor_email text,
  created_at timestamptz not null default now()
);
create index revisions_item_idx on public.revisions (kind, item_id, created_at desc);

-- Who did what, to which item or file, and when.
create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  action text not null check (action in (
    'insert', 'update', 'delete', 'publish', 'unpublish', 'schedule', 'restore', 'upload', 'remove')),
  kind text not null check (kind in ('news', 'youtube', 'announcement', 'shareholders', 'storage')),
  -- The item's id, or the object's bucket/name.
  item_id text not null,
  title text,
  detail jsonb not null default '{}'::jsonb
);
create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_item_idx on public.audit_log (kind, item_id, at desc);

-- Staff read revisions, admins the audit log; nobody writes either through the API (not even the service
-- role, which bypasses row-level security: it has no privilege to).
revoke all on public.revisions, public.audit_log from anon, authenticated, service_role;
grant select on public.revisions, public.audit_log to authenticated, service_role;
alter table public.revisions enable row level security;
alter table public.audit_log enable row level security;
create policy "staff read revisions" on public.revisions for select to authenticated
  using ((select public.is_staff()));
create policy "admins read the audit log" on public.audit_log for select to authenticated
  using ((select public.is_admin()));

/** True while restore_revision is writing (set and cleared by it, transaction-local). */
create function private.restoring() returns boolean
  language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('editorial.restoring', true), ''), 'off') = 'on'
$$;

/** An item's row without the columns every write changes, to tell a real change from a no-op. */
create function private.content_of(item jsonb) returns jsonb
  language sql immutable set search_path = '' as $$
  select item - array['updated_at', 'updated_by']
$$;

create function private.record_revision() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  actor record := private.request_actor();
  restoring boolean := private.restoring();
begin
  if tg_op = 'UPDATE' and not restoring
     and private.content_of(to_jsonb(old)) = private.content_of(to_jsonb(new)) then
    return null;
  end if;
  insert into public.revisions (kind, item_id, fields, action, actor_id, actor_email)
  values (tg_table_name, old.id, to_jsonb(old),
          case when restoring then 'restore' else lower(tg_op) end, actor.actor_id, actor.actor_email);
  return null;
end $$;

/** What a change to an item means: publish, schedule and unpublish are told apart from plain edits. */
create function private.content_action(op text, before jsonb, after jsonb) returns text
  language sql stable set search_path = '' as $$
  select case
    when private.restoring() then 'restore'
    when op = 'INSERT' then 'insert'
    when op = 'DELETE' then 'delete'
    when before ->> 'status' = 'draft' and after ->> 'status' = 'published' then
      case when (after ->> 'published_at')::timestamptz > now() then 'schedule' else 'publish' end
    when before ->> 'status' = 'published' and after ->> 'status' = 'draft' then 'unpublish'
    when after ->> 'status' = 'published'
         and (after ->> 'published_at')::timestamptz > now()
         and (after -> 'published_at') is distinct from (before -> 'published_at') then 'schedule'
    else 'update'
  end
$$;

create function private.audit_content() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  actor record := private.request_actor();
  before jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  after jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
  item jsonb := coalesce(after, before);
  changed text[];
begin
  if tg_op = 'UPDATE' then
    if not private.restoring() and private.content_of(before) = private.content_of(after) then
      return null;
    end if;
    select coalesce(array_agg(key order by key), '{}') into changed
      from jsonb_each(private.content_of(after)) as fields(key, value)
     where value is distinct from before -> key;
  end if;
  insert into public.audit_log (actor_id, actor_email, action, kind, item_id, title, detail)
  values (actor.actor_id, actor.actor_email, private.content_action(tg_op, before, after), tg_table_name,
          item ->> 'id', item ->> 'title',
          jsonb_strip_nulls(jsonb_build_object(
            'status', item ->> 'status',
            'published_at', item ->> 'published_at',
            'changed', to_jsonb(changed))));
  return null;
end $$;

do $$
declare
  t text;
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    execute format($sql$
      create trigger %I after update or delete on public.%I
        for each row execute function private.record_revision()
    $sql$, t || '_record_revision', t);
    execute format($sql$
      create trigger %I after insert or update or delete on public.%I
        for each row execute function private.audit_content()
    $sql$, t || '_audit', t);
  end loop;
end
$$;

create function private.audit_storage() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  actor record := private.request_actor();
  object storage.objects := case when tg_op = 'DELETE' then old else new end;
begin
  -- The server moving files between layouts changes only the version; that is not an upload.
  if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at
     and new.metadata is not distinct from old.metadata then
    return null;
  end if;
  insert into public.audit_log (actor_id, actor_email, action, kind, item_id, title, detail)
  values (actor.actor_id, actor.actor_email, case when tg_op = 'DELETE' then 'remove' else 'upload' end, 'storage',
          object.bucket_id || '/' || object.name, object.name,
          jsonb_strip_nulls(jsonb_build_object(
            'bucket', object.bucket_id,
            'replaced', tg_op = 'UPDATE',
            'size', object.metadata -> 'size',
            'mimetype', object.metadata -> 'mimetype')));
  return null;
end $$;

create trigger objects_audit after insert or update or delete on storage.objects
  for each row execute function private.audit_storage();

/**
 * Restores an item to a revision (admins only): its content, status and published_at come back (its id and
 * creation time stay); a deleted item is inserted again with its old id. The restore is itself recorded: a
 * revision with action 'restore' (the row before it, or for a re-inserted item the row as restored) and an
 * audit entry 'restore'. Returns the restored row.
 */
create function public.restore_revision(revision_id bigint) returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  revision public.revisions;
  actor record := private.request_actor();
  kept text[] := array['id', 'created_at', 'updated_at', 'author_id', 'updated_by'];
  restored_columns text;
  restored_values text;
  exists_now boolean;
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
    select string_agg(quote_ident(attname), ', ' order by attnum),
           string_agg('r.' || quote_ident(attname), ', ' order by attnum)
      into restored_columns, restored_values
      from pg_catalog.pg_attribute
     where attrelid = format('public.%I', revision.kind)::regclass
       and attnum > 0 and not attisdropped and attgenerated = '' and attname <> all (kept);
    -- Columns the revision lacks (added after it was written) keep their current values.
    execute format(
      'update public.%1$I as t set (%2$s) = (select %3$s from jsonb_populate_record(t, $1) as r)
        where t.id = $2 returning to_jsonb(t)',
      revision.kind, restored_columns, restored_values)
      into restored using revision.fields, revision.item_id;
  else
    execute format(
      'insert into public.%1$I as t overriding system value
       select * from jsonb_populate_record(null::public.%1$I, $1) returning to_jsonb(t)',
      revision.kind)
      into restored
      using revision.fields || jsonb_build_object('id', revision.item_id, 'updated_at', now(),
                                                  'updated_by', actor.actor_id);
    insert into public.revisions (kind, item_id, fields, action, actor_id, actor_email)
    values (revision.kind, revision.item_id, restored, 'restore', actor.actor_id, actor.actor_email);
  end if;
  perform set_config('editorial.restoring', 'off', true);
  return restored;
end $$;

revoke all on function public.restore_revision(bigint) from public;
grant execute on function public.restore_revision(bigint) to anon, authenticated, service_role;

-- Editors upload images too; replacing and removing stay with admins.
drop policy "admins upload news images" on storage.objects;
create policy "staff upload news images" on storage.objects for insert to authenticated
  with check (bucket_id = 'news-images' and (select public.is_staff()));

/**
 * The staff's addresses, for staff only (the dashboard's author column and history): every user who is staff
 * now or wrote or last changed an item, with the role they have now (null for a former staff member).
 */
create function public.staff_members() returns table (id uuid, email text, role text)
  language plpgsql stable security definer set search_path = '' as $$
begin
  if not coalesce(public.is_staff(), false) then
    raise exception 'permission denied' using errcode = '42501', hint = 'Only staff may list the staff.';
  end if;
  return query
    select u.id, u.email::text, case when u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
                                     then u.raw_app_meta_data ->> 'role' end
      from auth.users as u
     where u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
        or u.id in (select author_id from public.news union select updated_by from public.news
                    union select author_id from public.youtube union select updated_by from public.youtube
                    union select author_id from public.announcement union select updated_by from public.announcement
                    union select author_id from public.shareholders union select updated_by from public.shareholders)
     order by u.email;
end $$;

revoke all on function public.staff_members() from public;
grant execute on function public.staff_members() to anon, authenticated, service_role;
