-- The four kinds of content. Anyone may read; only an admin (app_metadata.role = 'admin' in the
-- signed JWT, which only the auth server can set) may insert, update or delete.

create table public.news (
  id bigint generated always as identity primary key,
  title text not null check (length(btrim(title)) between 1 and 300),
  content text not null
    check (length(content) <= 1000000 and length(btrim(regexp_replace(content, '<[^>]*>', '', 'g'))) > 0),
  thumbnail text not null check (length(btrim(thumbnail)) between 1 and 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.youtube (
  id bigint generated always as identity primary key,
  title text not null check (length(btrim(title)) between 1 and 300),
  video_id text not null check (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  created_at timestamptz default now()
);

create table public.announcement (
  id bigint generated always as identity primary key,
  title text not null check (length(btrim(title)) between 1 and 300),
  content text not null
    check (length(content) <= 1000000 and length(btrim(regexp_replace(content, '<[^>]*>', '', 'g'))) > 0),
  created_at timestamptz default now()
);

create table public.shareholders (
  id bigint generated always as identity primary key,
  title text not null check (length(btrim(title)) between 1 and 300),
  content text not null default '' check (length(content) <= 1000000),
  meeting_date date,
  created_at timestamptz default now()
);

-- Newest first (home page, lists); neighbours by id use the primary key.
create index news_created_at_idx on public.news (created_at desc, id desc);
create index youtube_created_at_idx on public.youtube (created_at desc, id desc);
create index announcement_created_at_idx on public.announcement (created_at desc, id desc);
create index shareholders_created_at_idx on public.shareholders (created_at desc, id desc);

create function public.set_updated_at() returns trigger language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end $$;

create trigger news_set_updated_at before update on public.news
  for each row execute function public.set_updated_at();

grant select on public.news, public.youtube, public.announcement, public.shareholders to anon, authenticated;
grant insert, update, delete on public.news, public.youtube, public.announcement, public.shareholders
  to authenticated;

alter table public.news enable row level security;
alter table public.youtube enable row level security;
alter table public.announcement enable row level security;
alter table public.shareholders enable row level security;

do $$
declare
  t text;
  is_admin constant text := '((select auth.jwt()) -> ''app_metadata'' ->> ''role'') = ''admin''';
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    execute format('create policy %I on public.%I for select to anon, authenticated using (true)',
      'anyone reads ' || t, t);
    execute format('create policy %I on public.%I for insert to authenticated with check (%s)',
      'admins insert ' || t, t, is_admin);
    execute format('create policy %I on public.%I for update to authenticated using (%s) with check (%s)',
      'admins update ' || t, t, is_admin, is_admin);
    execute format('create policy %I on public.%I for delete to authenticated using (%s)',
      'admins delete ' || t, t, is_admin);
  end loop;
end
$$;
