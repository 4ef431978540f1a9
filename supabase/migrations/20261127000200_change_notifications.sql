-- Change notifications, so that several servers on one database stay coherent (Postgres LISTEN/NOTIFY).
--
-- `content_changed` (payload: the table) after every statement that changed rows of one of the four kinds
-- of content (a statement that matched no row, or that row-level security reduced to nothing, changed
-- nothing and sends nothing): each server renews the pages it keeps and looks up the next scheduled moment.
-- `users_changed` (payload: the user's id) when a user's app metadata (the staff role) changes or the user
-- is removed: each server renews the role it substitutes in that user's existing access tokens.
-- A notification is sent only when its transaction commits; nothing is sent for a rolled-back write.

-- A statement-level trigger that sees the statement's rows as the transition table `changed_rows`.
create function public.notify_content_changed() returns trigger language plpgsql as $$
begin
  if exists (select 1 from changed_rows) then
    perform pg_notify('content_changed', tg_table_name);
  end if;
  return null;
end
$$;

create function public.notify_users_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('users_changed', coalesce(new.id, old.id)::text);
  return null;
end
$$;

-- Trigger functions only: nobody calls them through the API.
revoke execute on function public.notify_content_changed() from public, anon, authenticated;
revoke execute on function public.notify_users_changed() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    -- A trigger with a transition table serves one event, hence three.
    execute format(
      'create trigger %I after insert on public.%I referencing new table as changed_rows
         for each statement execute function public.notify_content_changed()',
      t || '_notify_inserted', t);
    execute format(
      'create trigger %I after update on public.%I referencing new table as changed_rows
         for each statement execute function public.notify_content_changed()',
      t || '_notify_updated', t);
    execute format(
      'create trigger %I after delete on public.%I referencing old table as changed_rows
         for each statement execute function public.notify_content_changed()',
      t || '_notify_deleted', t);
  end loop;
end
$$;

create trigger users_notify_role_changed after update of raw_app_meta_data on auth.users
  for each row when (old.raw_app_meta_data is distinct from new.raw_app_meta_data)
  execute function public.notify_users_changed();
create trigger users_notify_removed after delete on auth.users
  for each row execute function public.notify_users_changed();
