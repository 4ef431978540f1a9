-- The moment an item is published (`published_at`) is an admin's to choose, or the database's: an editor's write
-- through the API cannot set it. An editor's insert gets now() (the column's default), an editor's update keeps
-- the moment the item had; an admin's writes (publishing, scheduling, an import's past date) keep what they give.
-- Without this an editor could date their own draft, and an admin's later publish kept that date.

create function private.publication_moment_for_admins() returns trigger
  language plpgsql set search_path = '' as $$
begin
  if current_user not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.published_at := now();
  else
    new.published_at := old.published_at;
  end if;
  return new;
end $$;

revoke all on function private.publication_moment_for_admins() from public;

do $$
declare
  t text;
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    execute format($sql$
      create trigger %I before insert or update on public.%I
        for each row execute function private.publication_moment_for_admins()
    $sql$, t || '_publication_moment_for_admins', t);
  end loop;
end
$$;
