-- Change notifications, so that several servers on one database stay coherent (Postgres LISTEN/NOTIFY).
--
-- `content_changed` (payload: the table) after every statement that writes one of the four kinds of
-- content: each server renews the pages it keeps and looks up the next scheduled moment again.
-- `users_changed` (payload: the user's id) when a user's app metadata (the staff role) changes or the user
-- is removed: each server renews the role it substitutes in that user's existing access tokens.
-- A notification is sent only when its transaction commits; nothing is sent for a rolled-back write.

create function public.notify_content_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('content_changed', tg_table_name);
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
    execute format(
      'create trigger %I after insert or update or delete or truncate on public.%I
         for each statement execute function public.notify_content_changed()',
      t || '_notify_content_changed', t);
  end loop;
end
$$;

create trigger users_notify_role_changed after update of raw_app_meta_data on auth.users
  for each row when (old.raw_app_meta_data is distinct from new.raw_app_meta_data)
  execute function public.notify_users_changed();
create trigger users_notify_removed after delete on auth.users
  for each row execute function public.notify_users_changed();
