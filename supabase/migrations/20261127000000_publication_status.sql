-- Drafts and scheduled publishing for the four kinds of content.
--
-- Every item has a `status` ('draft' or 'published') and a `published_at`. An item is public when it is
-- published and its moment has come; a published item whose moment is still ahead is scheduled. Both
-- columns default so that a plain insert, as the site has always made, is published at once, and the
-- items that exist are published as of their creation.
--
-- Staff (app_metadata.role 'admin' or 'editor' in the signed JWT) read every item; everyone else reads
-- only the public ones, through the select policies, so counts, neighbours, search, feeds and the
-- sitemap all follow.

create function public.staff_role() returns text language sql stable as $$
  select case when role in ('admin', 'editor') then role end
  from (select (select auth.jwt()) -> 'app_metadata' ->> 'role' as role) as claims
$$;

create function public.is_staff() returns boolean language sql stable as $$
  select public.staff_role() is not null
$$;

create function public.is_admin() returns boolean language sql stable as $$
  select public.staff_role() = 'admin'
$$;

grant execute on function public.staff_role(), public.is_staff(), public.is_admin() to anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    execute format($sql$
      alter table public.%1$I
        add column status text not null default 'published'
          constraint %1$s_status_check check (status in ('draft', 'published')),
        add column published_at timestamptz
    $sql$, t);
    -- Existing items were public from their creation (the update must not count as an edit).
    execute format('alter table public.%I disable trigger user', t);
    execute format('update public.%I set published_at = coalesce(created_at, now())', t);
    execute format('alter table public.%I enable trigger user', t);
    execute format($sql$
      alter table public.%1$I
        alter column published_at set default now(),
        add constraint %1$s_published_has_moment check (status = 'draft' or published_at is not null)
    $sql$, t);
    execute format('create index %1$s_public_idx on public.%1$I (published_at) where status = ''published''', t);

    execute format('drop policy %I on public.%I', 'anyone reads ' || t, t);
    execute format($sql$
      create policy %I on public.%I for select to anon, authenticated
        using ((status = 'published' and published_at <= now()) or (select public.is_staff()))
    $sql$, 'public items or staff read ' || t, t);
  end loop;
end
$$;

-- Every kind now says when it was last changed (news already did).
alter table public.youtube add column updated_at timestamptz not null default now();
alter table public.announcement add column updated_at timestamptz not null default now();
alter table public.shareholders add column updated_at timestamptz not null default now();
update public.youtube set updated_at = coalesce(created_at, now());
update public.announcement set updated_at = coalesce(created_at, now());
update public.shareholders set updated_at = coalesce(created_at, now());

create trigger youtube_set_updated_at before update on public.youtube
  for each row execute function public.set_updated_at();
create trigger announcement_set_updated_at before update on public.announcement
  for each row execute function public.set_updated_at();
create trigger shareholders_set_updated_at before update on public.shareholders
  for each row execute function public.set_updated_at();
