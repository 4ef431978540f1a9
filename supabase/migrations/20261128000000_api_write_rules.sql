-- What a write through the API may not choose, and what a write through the API tells the servers.
--
-- 1. `created_at` (the public date and the lists' sort key) and `updated_at` are the database's: an insert
--    through the API (anon, authenticated, service_role) gets now() for both, an update keeps `created_at`
--    and sets `updated_at` to now(). `author_id` was already the database's (stamp_authorship). The database
--    owner's own writes (seeds, restore_revision re-inserting a deleted item) keep what they give.
-- 2. `content_changed` is sent, and the transaction marked with `app.public_content_changed`, only when a
--    statement wrote a published item (live or scheduled, before or after the change): a draft's save
--    changes nothing a visitor sees, so it renews no page, feed or sitemap and wakes no other instance.

create function private.stamp_dates() returns trigger
  language plpgsql set search_path = '' as $$
begin
  if current_user not in ('anon', 'authenticated', 'service_role') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end $$;

create or replace function public.notify_content_changed() returns trigger language plpgsql as $$
declare
  visible boolean;
begin
  if tg_op = 'UPDATE' then
    visible := exists (select 1 from changed_rows where status = 'published')
      or exists (select 1 from previous_rows where status = 'published');
  else
    visible := exists (select 1 from changed_rows where status = 'published');
  end if;
  if visible then
    perform pg_notify('content_changed', tg_table_name);
    perform set_config('app.public_content_changed', 'on', true);
  end if;
  return null;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    execute format($sql$
      create trigger %I before insert or update on public.%I
        for each row execute function private.stamp_dates()
    $sql$, t || '_stamp_dates', t);
    -- An update's trigger sees the rows before the change too: unpublishing is a visible change.
    execute format('drop trigger %I on public.%I', t || '_notify_updated', t);
    execute format(
      'create trigger %I after update on public.%I referencing old table as previous_rows new table as changed_rows
         for each statement execute function public.notify_content_changed()',
      t || '_notify_updated', t);
  end loop;
end
$$;
