-- Editing presence: two staff who open the same item see that the other has it open. A warning, not a lock:
-- either may still save, and the second save of one version is refused as a conflict (versions, 20261128000300).
--
-- Plain SQL under row-level security, so it works unchanged on hosted Supabase (no Realtime needed): while an
-- item's editor is open, the admin calls `editing_presence_beat(kind, item_id)` every 15 s. The beat records the
-- caller (their row's `seen_at` becomes now) and answers who else has the item open: the other staff whose beat
-- is at most 45 s old (three missed beats), by e-mail. Closing the editor calls `editing_presence_leave`. A row
-- whose last beat is more than 10 minutes old is deleted by the next beat of anyone.
--
-- Who is present is the database's word: the user id, e-mail and time come from the request's JWT and clock,
-- never from what the client sends. Staff read every row and write only their own; visitors and signed-in
-- users who are not staff have no rows and may write none.

create table public.editing_presence (
  kind text not null check (kind in ('news', 'youtube', 'announcement', 'shareholders')),
  item_id bigint not null,
  user_id uuid not null default auth.uid(),
  -- The e-mail in the caller's JWT, for the warning (staff only read it).
  email text,
  seen_at timestamptz not null default now(),
  constraint editing_presence_pkey primary key (kind, item_id, user_id)
);
-- The prune's range.
create index editing_presence_seen_at_idx on public.editing_presence (seen_at);

/**
 * Stamps a presence row: through the API (anon or authenticated) the user is the caller, the e-mail is the one in
 * the caller's JWT and `seen_at` is now, whatever the client sends; an update never moves a row to another item or
 * user. The service role and the database owner keep what they give (tests backdate rows so). Runs as the
 * requester (it calls nothing in `private`); for a non-staff caller row-level security refuses the write.
 */
create function private.stamp_editing_presence() returns trigger
  language plpgsql set search_path = '' as $$
declare
  requester boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'UPDATE' then
    new.kind := old.kind;
    new.item_id := old.item_id;
    new.user_id := old.user_id;
  elsif requester then
    new.user_id := auth.uid();
  end if;
  if requester or new.email is null then
    new.email := nullif(btrim(auth.jwt() ->> 'email'), '');
  end if;
  if requester or new.seen_at is null then
    new.seen_at := now();
  end if;
  return new;
end $$;

/**
 * Deletes presence rows whose last beat is more than 10 minutes old (a tab closed without leaving, a machine
 * asleep). Fired after the beat's insert; runs as the owner, since a caller may delete only their own row. Rows
 * another transaction holds are left for a later beat.
 */
create function private.prune_editing_presence() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  delete from public.editing_presence as p
   where (p.kind, p.item_id, p.user_id) in (
     select s.kind, s.item_id, s.user_id from public.editing_presence as s
      where s.seen_at < now() - interval '10 minutes'
      for update skip locked);
  return null;
end $$;

revoke all on function private.stamp_editing_presence(), private.prune_editing_presence() from public;

create trigger editing_presence_stamp before insert or update on public.editing_presence
  for each row execute function private.stamp_editing_presence();
create trigger editing_presence_prune after insert on public.editing_presence
  for each statement execute function private.prune_editing_presence();

-- Staff read every row and write their own. Visitors have no privilege at all. A client chooses only the item
-- (the user, e-mail and time are the database's).
revoke all on public.editing_presence from anon, authenticated, service_role;
grant select, delete on public.editing_presence to authenticated;
grant insert (kind, item_id) on public.editing_presence to authenticated;
grant update (seen_at) on public.editing_presence to authenticated;
grant all on public.editing_presence to service_role;
alter table public.editing_presence enable row level security;

create policy "staff read editing presence" on public.editing_presence for select to authenticated
  using ((select public.is_staff()));
create policy "staff insert their own editing presence" on public.editing_presence for insert to authenticated
  with check ((select public.is_staff()) and user_id = (select auth.uid()));
create policy "staff update their own editing presence" on public.editing_presence for update to authenticated
  using ((select public.is_staff()) and user_id = (select auth.uid()))
  with check ((select public.is_staff()) and user_id = (select auth.uid()));
create policy "staff delete their own editing presence" on public.editing_presence for delete to authenticated
  using ((select public.is_staff()) and user_id = (select auth.uid()));

/**
 * Records that the caller has an item open (now), and answers the other staff who have it open: those whose last
 * beat is at most 45 seconds old, with their e-mail and that moment, by e-mail. Runs as the caller: row-level
 * security decides (staff only; anyone else is refused).
 */
create function public.editing_presence_beat(kind text, item_id bigint)
  returns table (email text, seen_at timestamptz)
  language sql volatile security invoker set search_path = '' as $$
  insert into public.editing_presence as p (kind, item_id)
  values (editing_presence_beat.kind, editing_presence_beat.item_id)
  on conflict on constraint editing_presence_pkey do update set seen_at = now();

  select p.email, p.seen_at
    from public.editing_presence as p
   where p.kind = editing_presence_beat.kind and p.item_id = editing_presence_beat.item_id
     and p.user_id <> (select auth.uid())
     and p.seen_at >= now() - interval '45 seconds'
   order by p.email, p.user_id;
$$;

/** Records that the caller closed an item (deletes their row; nothing for a row that is not theirs). */
create function public.editing_presence_leave(kind text, item_id bigint) returns void
  language sql volatile security invoker set search_path = '' as $$
  delete from public.editing_presence as p
   where p.kind = editing_presence_leave.kind and p.item_id = editing_presence_leave.item_id
     and p.user_id = (select auth.uid());
$$;

revoke all on function public.editing_presence_beat(text, bigint) from public;
revoke all on function public.editing_presence_leave(text, bigint) from public;
grant execute on function public.editing_presence_beat(text, bigint) to anon, authenticated, service_role;
grant execute on function public.editing_presence_leave(text, bigint) to anon, authenticated, service_role;
