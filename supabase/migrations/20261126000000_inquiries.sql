-- Inquiries from the contact page (/Qna). Visitors (anon, or anyone signed in) may only insert, and get
-- no row back; staff (admins) read them, change their status and may delete them. The column names
-- category … created_at are the public contract hosted Supabase clients use.

create schema if not exists private;
revoke all on schema private from public;

create table public.inquiries (
  -- Chosen by the form, so the visitor can be shown a reference without reading the row back.
  id uuid primary key default gen_random_uuid(),
  reference text generated always as ('INQ-' || upper(substr(replace(id::text, '-', ''), 1, 8))) stored,
  category text not null check (category in ('sales', 'export', 'procurement', 'rnd', 'investment')),
  company text not null check (length(btrim(company)) between 1 and 200),
  name text not null check (length(btrim(name)) between 1 and 100),
  email text not null
    check (length(email) <= 254 and email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:].]+$'),
  phone text check (phone is null or (length(phone) between 1 and 30 and phone ~ '^\+?[0-9][0-9 ()./-]*$')),
  subject text not null check (length(btrim(subject)) between 1 and 200),
  message text not null check (length(btrim(message)) between 1 and 5000),
  consent boolean not null check (consent),
  status text not null default 'new' check (status in ('new', 'in_progress', 'done')),
  -- The visitor's language: the acknowledgement is written in it.
  locale text not null default 'ko' check (locale in ('ko', 'en')),
  -- Abuse screening (private.screen_inquiry): a field people never see, and how long the form was open.
  website text,
  form_fill_ms integer not null check (form_fill_ms >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index inquiries_created_at_idx on public.inquiries (created_at desc);
create index inquiries_status_idx on public.inquiries (status, created_at desc);

create trigger inquiries_set_updated_at before update on public.inquiries
  for each row execute function public.set_updated_at();

-- Visitors write only the form's columns (never status or dates); staff change only the status.
revoke all on public.inquiries from anon, authenticated;
grant insert (id, category, company, name, email, phone, subject, message, consent, locale, website, form_fill_ms)
  on public.inquiries to anon, authenticated;
grant select, delete on public.inquiries to authenticated;
grant update (status) on public.inquiries to authenticated;

alter table public.inquiries enable row level security;

create policy "visitors send inquiries" on public.inquiries for insert to anon, authenticated
  with check (status = 'new');
create policy "admins read inquiries" on public.inquiries for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
create policy "admins update inquiries" on public.inquiries for update to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin')
  with check (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
create policy "admins delete inquiries" on public.inquiries for delete to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

-- Submissions per client address in the last hour (the rate limit). Nobody but the trigger reads it.
create table private.inquiry_submissions (
  address text not null,
  submitted_at timestamptz not null default now()
);
create index inquiry_submissions_address_idx on private.inquiry_submissions (address, submitted_at);

/**
 * The client's address as the API gateway names it: hosted Supabase passes the request's headers in
 * `request.headers` (Cloudflare's `cf-connecting-ip` first); apps/backend sets `x-forwarded-for` to
 * the address it derived with TRUST_PROXY and passes no other header.
 */
create function private.request_client_address() returns text
  language sql stable set search_path = '' as $$
  select coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown')
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as headers) h
$$;

-- How many inquiries one address may send in an hour, and the least time a person takes to fill the form.
create function private.inquiry_limits(out per_hour integer, out min_fill_ms integer)
  language sql immutable set search_path = '' as $$ select 5, 3000 $$;

/**
 * Refuses automated and excessive submissions before anything is stored (PostgREST answers a `PTnnn`
 * error code with HTTP status nnn; `details` names the rule). Only API requests are screened (the role
 * PostgREST switched to; `current_user` would name this function's owner): the server's own
 * maintenance writes as the database owner.
 */
create function private.screen_inquiry() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  client text;
  recent integer;
  limits record;
begin
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated') then
    return new;
  end if;
  limits := private.inquiry_limits();
  if coalesce(btrim(new.website), '') <> '' then
    raise exception 'The inquiry was refused as automated.' using errcode = 'PT400', detail = 'honeypot';
  end if;
  if new.form_fill_ms < limits.min_fill_ms then
    raise exception 'The form was sent faster than a person can fill it.' using errcode = 'PT400', detail = 'too_fast';
  end if;
  client := private.request_client_address();
  -- One address at a time, so parallel submissions cannot all slip under the limit.
  perform pg_advisory_xact_lock(hashtext('inquiry:' || client));
  delete from private.inquiry_submissions where submitted_at < now() - interval '1 hour';
  select count(*) into recent from private.inquiry_submissions
    where address = client and submitted_at >= now() - interval '1 hour';
  if recent >= limits.per_hour then
    raise exception 'Too many inquiries from this address; please try again in an hour.'
      using errcode = 'PT429', detail = 'rate_limited';
  end if;
  insert into private.inquiry_submissions (address) values (client);
  new.website := null;
  return new;
end $$;

create trigger inquiries_screen before insert on public.inquiries
  for each row execute function private.screen_inquiry();

-- The e-mails each inquiry causes: one to its category's desk, one acknowledgement to the visitor.
-- A sender (apps/backend when SMTP_URL is set) delivers them, retrying with backoff; staff can read them.
create table public.inquiry_outbox (
  id bigint generated always as identity primary key,
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  kind text not null check (kind in ('desk', 'acknowledgement')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (inquiry_id, kind)
);
create index inquiry_outbox_due_idx on public.inquiry_outbox (next_attempt_at) where sent_at is null;

revoke all on public.inquiry_outbox from anon, authenticated;
grant select on public.inquiry_outbox to authenticated;
alter table public.inquiry_outbox enable row level security;
create policy "admins read the inquiry outbox" on public.inquiry_outbox for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create function private.queue_inquiry_mail() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  insert into public.inquiry_outbox (inquiry_id, kind) values (new.id, 'desk'), (new.id, 'acknowledgement');
  return null;
end $$;

create trigger inquiries_queue_mail after insert on public.inquiries
  for each row execute function private.queue_inquiry_mail();
