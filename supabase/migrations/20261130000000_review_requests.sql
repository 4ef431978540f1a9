-- Review requests: an editor (or an admin) asks the admins to look at a draft or at a pending version, with an
-- optional message. Staff read them; anon and members have no privilege at all.
--
-- * Insert: staff only, as themself (the requester and their e-mail address come from the JWT), only for an item
--   that is a draft or for a pending version of the item (checked here), at most one open request per item or
--   pending version.
-- * Update (the status only): the requester withdraws their own open request; an admin closes any open one.
-- * Nobody deletes one through the API: they are the record of what was asked and what became of it.
-- * Closing happens in the database too: publishing the draft closes its request as `published`, applying a
--   pending version closes its request as `published`, discarding it as `discarded`, deleting the item closes
--   every open request of it as `discarded`; who did it and when are recorded.
-- * Every admin is mailed through the outbox (`public.inquiry_outbox`, kind `review_request`, one row per admin's
--   address), sent by the same sender as inquiry mail when SMTP_URL is set.

create table public.review_requests (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('news', 'youtube', 'announcement', 'shareholders')),
  item_id bigint not null,
  -- A pending version of the item, or null for the item (a draft) itself. Not a foreign key: the request
  -- outlives the pending version, which is deleted when applied or discarded.
  pending_version_id bigint,
  -- The item's title when the request was made, for the lists after it is gone.
  title text,
  requested_by uuid not null default auth.uid(),
  requested_by_email text,
  message text check (message is null or length(message) <= 1000),
  status text not null default 'open' check (status in ('open', 'published', 'discarded', 'withdrawn')),
  closed_by uuid,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint review_requests_closed_when_not_open check ((status = 'open') = (closed_at is null))
);
create unique index review_requests_one_open on public.review_requests (kind, item_id, coalesce(pending_version_id, 0))
  where status = 'open';
create index review_requests_recent_idx on public.review_requests (created_at desc);

/**
 * Stamps and checks a new request: the requester is the caller, it is open, and its target is a draft item or a
 * pending version of the item. SECURITY DEFINER to read the item and the pending version; for a caller who is not
 * staff it checks nothing and row-level security refuses the row.
 */
create function private.stamp_review_request() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  actor record := private.request_actor();
  item_status text;
  item_title text;
begin
  if coalesce(current_setting('role', true), 'none') in ('anon', 'authenticated') then
    new.requested_by := actor.actor_id;
    new.requested_by_email := actor.actor_email;
    if not coalesce(public.is_staff(), false) then
      return new;
    end if;
  end if;
  new.status := 'open';
  new.closed_by := null;
  new.closed_at := null;
  new.created_at := now();
  new.message := nullif(btrim(new.message), '');
  if new.kind not in ('news', 'youtube', 'announcement', 'shareholders') then
    return new;  -- the check constraint refuses it
  end if;
  execute format('select status, title from public.%I where id = $1', new.kind)
    into item_status, item_title using new.item_id;
  if item_status is null then
    raise exception '% % does not exist', new.kind, new.item_id using errcode = 'P0002';
  end if;
  if new.pending_version_id is not null then
    perform 1 from public.pending_versions as p
     where p.id = new.pending_version_id and p.kind = new.kind and p.item_id = new.item_id;
    if not found then
      raise exception 'pending version % of % % does not exist', new.pending_version_id, new.kind, new.item_id
        using errcode = 'P0002';
    end if;
  elsif item_status <> 'draft' then
    raise exception 'Only a draft or a pending version can be sent for review.' using errcode = '22023',
      hint = 'Save the change as a pending version and ask for review of that.';
  end if;
  new.title := item_title;
  return new;
end $$;

/**
 * Keeps a request's identity and stamps its closing: only the status changes, only from open, and who closed it
 * and when are the database's.
 */
create function private.stamp_review_request_close() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if old.status <> 'open' and new.status is distinct from old.status then
    raise exception 'This review request is already closed (%).', old.status using errcode = 'PT409';
  end if;
  new.kind := old.kind;
  new.item_id := old.item_id;
  new.pending_version_id := old.pending_version_id;
  new.title := old.title;
  new.requested_by := old.requested_by;
  new.requested_by_email := old.requested_by_email;
  new.message := old.message;
  new.created_at := old.created_at;
  if new.status is distinct from old.status then
    new.closed_by := (private.request_actor()).actor_id;
    new.closed_at := now();
  else
    new.closed_by := old.closed_by;
    new.closed_at := old.closed_at;
  end if;
  return new;
end $$;

create trigger review_requests_stamp before insert on public.review_requests
  for each row execute function private.stamp_review_request();
create trigger review_requests_stamp_close before update on public.review_requests
  for each row execute function private.stamp_review_request_close();

revoke all on public.review_requests from anon, authenticated, service_role;
grant select on public.review_requests to authenticated, service_role;
grant insert (kind, item_id, pending_version_id, message) on public.review_requests to authenticated;
grant update (status) on public.review_requests to authenticated;
alter table public.review_requests enable row level security;

create policy "staff read review requests" on public.review_requests for select to authenticated
  using ((select public.is_staff()));
create policy "staff request review as themselves" on public.review_requests for insert to authenticated
  with check ((select public.is_staff()) and requested_by = (select auth.uid()) and status = 'open');
create policy "requesters withdraw their open request" on public.review_requests for update to authenticated
  using ((select public.is_staff()) and requested_by = (select auth.uid()) and status = 'open')
  with check ((select public.is_staff()) and requested_by = (select auth.uid()) and status = 'withdrawn');
create policy "admins close open requests" on public.review_requests for update to authenticated
  using ((select public.is_admin()) and status = 'open')
  with check ((select public.is_admin()) and status in ('published', 'discarded', 'withdrawn'));

-- Closing with the item's fate ----------------------------------------------------------------------------------

/** Closes the open requests of an item (all of them, or only the one of the item itself) with `outcome`. */
create function private.close_review_requests(kind text, item_id bigint, pending_version_id bigint,
                                              whole_item boolean, outcome text) returns void
  language sql volatile security definer set search_path = '' as $$
  update public.review_requests as r set status = outcome
   where r.kind = close_review_requests.kind and r.item_id = close_review_requests.item_id and r.status = 'open'
     and (whole_item or r.pending_version_id is not distinct from close_review_requests.pending_version_id)
$$;

/** Publishing a draft closes its request as published; deleting the item closes all of its requests as discarded. */
create function private.close_review_requests_of_item() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    perform private.close_review_requests(tg_table_name, old.id, null, true, 'discarded');
  elsif old.status = 'draft' and new.status = 'published' then
    perform private.close_review_requests(tg_table_name, new.id, null, false, 'published');
  end if;
  return null;
end $$;

/**
 * A pending version is deleted when applied (apply_pending_version writes the item first, in the same
 * transaction) or discarded: its request closes as published or discarded accordingly.
 */
create function private.close_review_request_of_pending_version() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  applied boolean;
begin
  execute format(
    'select t.xmin::text = (pg_catalog.pg_current_xact_id()::text::bigint %% 4294967296)::text
       from public.%I as t where t.id = $1', old.kind)
    into applied using old.item_id;
  perform private.close_review_requests(old.kind, old.item_id, old.id, false,
                                        case when coalesce(applied, false) then 'published' else 'discarded' end);
  return null;
end $$;

do $$
declare
  t text;
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    execute format($sql$
      create trigger %I after update of status or delete on public.%I
        for each row execute function private.close_review_requests_of_item()
    $sql$, t || '_close_review_requests', t);
  end loop;
end
$$;

create trigger pending_versions_close_review_request after delete on public.pending_versions
  for each row execute function private.close_review_request_of_pending_version();

revoke all on function private.stamp_review_request(), private.stamp_review_request_close(),
  private.close_review_requests(text, bigint, bigint, boolean, text), private.close_review_requests_of_item(),
  private.close_review_request_of_pending_version() from public;

-- Mail to the admins through the outbox -------------------------------------------------------------------------

-- The outbox carries inquiry mail (desk, acknowledgement: `inquiry_id`) and review-request mail (`review_request`:
-- the request and the admin's address it goes to). One sender, one claim/lease/retry loop.
alter table public.inquiry_outbox alter column inquiry_id drop not null;
alter table public.inquiry_outbox
  add column review_request_id bigint references public.review_requests (id) on delete cascade,
  add column recipient text;
alter table public.inquiry_outbox drop constraint inquiry_outbox_kind_check;
alter table public.inquiry_outbox add constraint inquiry_outbox_kind_check
  check (kind in ('desk', 'acknowledgement', 'review_request'));
alter table public.inquiry_outbox add constraint inquiry_outbox_subject_check check (
  case when kind = 'review_request'
       then inquiry_id is null and review_request_id is not null and recipient is not null
       else inquiry_id is not null and review_request_id is null and recipient is null end);
alter table public.inquiry_outbox add constraint inquiry_outbox_review_recipient_unique
  unique (review_request_id, recipient);

/** Queues a review request's mail: one message to each admin with an address. */
create function private.queue_review_request_mail() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  insert into public.inquiry_outbox (kind, review_request_id, recipient)
  select distinct 'review_request', new.id, lower(u.email::text)
    from auth.users as u
   where u.raw_app_meta_data ->> 'role' = 'admin' and coalesce(btrim(u.email::text), '') <> '';
  return null;
end $$;

revoke all on function private.queue_review_request_mail() from public;

create trigger review_requests_queue_mail after insert on public.review_requests
  for each row execute function private.queue_review_request_mail();
