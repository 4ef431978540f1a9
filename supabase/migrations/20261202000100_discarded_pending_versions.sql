-- A discarded pending version is kept, can be restored, and its author is told.
--
-- 1. Every pending version deleted without being applied (`discard_pending_version`, or a delete through the API)
--    is kept in `public.discarded_pending_versions` with who discarded it and when, and the item's title then.
--    Staff read them; nobody writes the table through the API (not even the service role): functions do.
-- 2. `restore_discarded_pending_version(discarded_id)` (an admin any, an editor their own) brings it back as its
--    author's pending version, with its old id. It is refused (PT409) while the author has another pending version
--    of the item: there is one per item and author.
-- 3. A discard by someone other than the author queues one mail to the author in the outbox (kind
--    `pending_discarded`), at most one per item and author an hour, like review-request mail. It waits a minute
--    first: a discard undone at once (되돌리기) sends nothing, since a restore takes back the mail not yet sent.
-- 4. The author dismisses the notice on their dashboard (`dismiss_discarded_pending_version`).

create table public.discarded_pending_versions (
  id bigint generated always as identity primary key,
  -- The pending version's id, which it gets back when restored.
  pending_id bigint not null,
  kind text not null check (kind in ('news', 'youtube', 'announcement', 'shareholders')),
  item_id bigint not null,
  fields jsonb not null,
  based_on_version integer not null,
  author_id uuid not null,
  message text,
  revision integer not null,
  -- When the proposal was made and last saved.
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- The item's title when it was discarded, for the dashboard and the mail after the item changes.
  title text,
  discarded_by uuid,
  discarded_by_email text,
  discarded_at timestamptz not null default now(),
  restored_by uuid,
  restored_at timestamptz,
  -- The author read the notice on their dashboard.
  dismissed_at timestamptz
);
create index discarded_pending_versions_item_idx
  on public.discarded_pending_versions (kind, item_id, discarded_at desc);
create index discarded_pending_versions_author_idx
  on public.discarded_pending_versions (author_id, discarded_at desc);

revoke all on public.discarded_pending_versions from anon, authenticated, service_role;
grant select on public.discarded_pending_versions to authenticated, service_role;
alter table public.discarded_pending_versions enable row level security;
create policy "staff read discarded pending versions" on public.discarded_pending_versions
  for select to authenticated using ((select public.is_staff()));

/**
 * Keeps a pending version that is deleted without being applied. apply_pending_version writes the item before it
 * deletes the proposal, in the same transaction: a proposal whose item this transaction wrote was applied.
 */
create function private.keep_discarded_pending_version() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  applied boolean;
  item_title text;
  actor record := private.request_actor();
begin
  execute format(
    'select t.xmin::text = (pg_catalog.pg_current_xact_id()::text::bigint %% 4294967296)::text, t.title
       from public.%I as t where t.id = $1', old.kind)
    into applied, item_title using old.item_id;
  if coalesce(applied, false) then
    return null;
  end if;
  insert into public.discarded_pending_versions
    (pending_id, kind, item_id, fields, based_on_version, author_id, message, revision, created_at, updated_at,
     title, discarded_by, discarded_by_email)
  values (old.id, old.kind, old.item_id, old.fields, old.based_on_version, old.author_id, old.message,
          old.revision, old.created_at, old.updated_at, item_title, actor.actor_id, actor.actor_email);
  return null;
end $$;

create trigger pending_versions_keep_discarded after delete on public.pending_versions
  for each row execute function private.keep_discarded_pending_version();

-- Mail to the author through the outbox -------------------------------------------------------------------------

alter table public.inquiry_outbox
  add column discarded_pending_version_id bigint
    references public.discarded_pending_versions (id) on delete cascade;
alter table public.inquiry_outbox drop constraint inquiry_outbox_kind_check;
alter table public.inquiry_outbox add constraint inquiry_outbox_kind_check
  check (kind in ('desk', 'acknowledgement', 'review_request', 'pending_discarded'));
alter table public.inquiry_outbox drop constraint inquiry_outbox_subject_check;
alter table public.inquiry_outbox add constraint inquiry_outbox_subject_check check (
  case kind
    when 'review_request' then inquiry_id is null and review_request_id is not null and recipient is not null
                               and discarded_pending_version_id is null
    when 'pending_discarded' then inquiry_id is null and review_request_id is null and recipient is not null
                                  and discarded_pending_version_id is not null
    else inquiry_id is not null and review_request_id is null and recipient is null
         and discarded_pending_version_id is null end);
-- One mail per discard.
alter table public.inquiry_outbox add constraint inquiry_outbox_discarded_pending_version_unique
  unique (discarded_pending_version_id);

/**
 * Queues the mail to a proposal's author, unless they discarded it themself, have no address, or were mailed about a
 * discard of the same item within the hour (as review-request mail: the discard is recorded and on their dashboard
 * all the same).
 */
create function private.queue_pending_discarded_mail() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if new.discarded_by is not distinct from new.author_id then
    return null;
  end if;
  perform 1
     from public.discarded_pending_versions as d
     join public.inquiry_outbox as o on o.discarded_pending_version_id = d.id
    where d.kind = new.kind and d.item_id = new.item_id and d.author_id = new.author_id
      and d.id <> new.id and o.created_at > now() - interval '1 hour';
  if found then
    return null;
  end if;
  insert into public.inquiry_outbox (kind, discarded_pending_version_id, recipient, next_attempt_at)
  select 'pending_discarded', new.id, lower(u.email::text), now() + interval '1 minute'
    from auth.users as u
   where u.id = new.author_id and coalesce(btrim(u.email::text), '') <> '';
  return null;
end $$;

create trigger discarded_pending_versions_queue_mail after insert on public.discarded_pending_versions
  for each row execute function private.queue_pending_discarded_mail();

revoke all on function private.keep_discarded_pending_version(), private.queue_pending_discarded_mail()
  from public;

-- Functions ------------------------------------------------------------------------------------------------------

drop function public.discard_pending_version(bigint);

/**
 * Discards a pending version: an admin any, an editor their own. It is kept (see above); returns the kept row, whose
 * id restores it.
 */
create function public.discard_pending_version(pending_id bigint) returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  pending public.pending_versions;
  kept jsonb;
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
  select to_jsonb(d) into kept from public.discarded_pending_versions as d
   where d.pending_id = pending.id order by d.id desc limit 1;
  return kept;
end $$;

/**
 * Restores a discarded pending version as its author's pending version (an admin any, an editor their own), with
 * its id, fields, base version and message; as a proposal made anew, its times are the restore's and its revision is
 * 1 (the stamp trigger's). Refused with PT409 while the
 * author has a pending version of the item, with P0002 if the item no longer exists. A mail about the discard not
 * yet sent is taken back. Returns the pending version.
 */
create function public.restore_discarded_pending_version(discarded_id bigint) returns jsonb
  language plpgsql security definer set search_path = '' as $$
declare
  kept public.discarded_pending_versions;
  actor record := private.request_actor();
  restored public.pending_versions;
begin
  if not (coalesce(public.is_staff(), false) or private.acts_as_admin()) then
    raise exception 'permission denied' using errcode = '42501',
      hint = 'Only staff may restore a discarded pending version.';
  end if;
  select * into kept from public.discarded_pending_versions as d
   where d.id = restore_discarded_pending_version.discarded_id for update;
  if not found then
    raise exception 'discarded pending version % does not exist', restore_discarded_pending_version.discarded_id
      using errcode = 'P0002';
  end if;
  if not private.acts_as_admin() and kept.author_id is distinct from actor.actor_id then
    raise exception 'permission denied' using errcode = '42501',
      hint = 'Only an admin or its author may restore a discarded pending version.';
  end if;
  if kept.restored_at is not null then
    raise exception 'This pending version was already restored.' using errcode = 'PT409',
      hint = 'Open the item: the pending version is there.';
  end if;
  perform 1 from public.pending_versions as p
   where p.kind = kept.kind and p.item_id = kept.item_id and p.author_id = kept.author_id;
  if found then
    raise exception 'Its author has a newer pending version of this item, so this one cannot come back beside it.'
      using errcode = 'PT409',
            hint = 'Publish or discard the newer pending version first, then restore this one.';
  end if;
  insert into public.pending_versions as p
    (id, kind, item_id, fields, based_on_version, author_id, message)
    overriding system value
  values (kept.pending_id, kept.kind, kept.item_id, kept.fields, kept.based_on_version, kept.author_id,
          kept.message)
  returning * into restored;
  update public.discarded_pending_versions
     set restored_by = actor.actor_id, restored_at = now()
   where id = kept.id;
  delete from public.inquiry_outbox where discarded_pending_version_id = kept.id and sent_at is null;
  return to_jsonb(restored);
end $$;

/** The author dismisses the notice of their discarded pending version from their dashboard. */
create function public.dismiss_discarded_pending_version(discarded_id bigint) returns void
  language plpgsql security definer set search_path = '' as $$
begin
  update public.discarded_pending_versions as d set dismissed_at = coalesce(d.dismissed_at, now())
   where d.id = dismiss_discarded_pending_version.discarded_id
     and d.author_id = (private.request_actor()).actor_id;
  if not found then
    raise exception 'no discarded pending version % of yours', dismiss_discarded_pending_version.discarded_id
      using errcode = 'P0002';
  end if;
end $$;

revoke all on function public.discard_pending_version(bigint),
  public.restore_discarded_pending_version(bigint), public.dismiss_discarded_pending_version(bigint) from public;
grant execute on function public.discard_pending_version(bigint),
  public.restore_discarded_pending_version(bigint), public.dismiss_discarded_pending_version(bigint)
  to anon, authenticated, service_role;
