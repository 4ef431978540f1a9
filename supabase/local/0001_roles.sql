-- Local only: the API roles hosted Supabase already has (supabase/postgres initial schema).
-- Every API role is granted everything on `public`, so row-level security is the only access control.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The server switches to these roles per request, as PostgREST's `authenticator` does.
  execute format('grant anon, authenticated, service_role to %I', current_user);
end
$$;

alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
