-- Local only: failed password sign-ins, kept so that the limits on them survive a restart (hosted GoTrue
-- has its own). A row is written before the password is checked and removed when it proves right, so
-- guesses sent in parallel count too. Only the server reads it: never granted to the API roles.
create table if not exists auth.sign_in_failures (
  id bigserial primary key,
  email text not null,
  address text not null,
  failed_at timestamptz not null default now()
);
create index if not exists sign_in_failures_email_idx on auth.sign_in_failures (email, failed_at);
create index if not exists sign_in_failures_address_idx on auth.sign_in_failures (address, failed_at);
create index if not exists sign_in_failures_failed_at_idx on auth.sign_in_failures (failed_at);

revoke all on table auth.sign_in_failures from public, anon, authenticated;
revoke all on sequence auth.sign_in_failures_id_seq from public, anon, authenticated;
