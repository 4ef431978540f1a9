-- Local only (hosted Supabase has its own GoTrue): what makes an access token die with its session, keeps
-- refresh tokens out of the database in plain text, and limits sign-ups.

-- `sessions_ended` (payload: the session's id) when a session row goes: a logout of any scope, a password
-- change ending the other sessions, a reused refresh token, or its user removed (the cascade deletes the
-- rows one by one, so this fires for each). Every server then refuses that session's access tokens.
-- Sent only when the transaction commits.
create or replace function auth.notify_session_ended() returns trigger language plpgsql as $$
begin
  perform pg_notify('sessions_ended', old.id::text);
  return null;
end
$$;
revoke execute on function auth.notify_session_ended() from public, anon, authenticated;

drop trigger if exists sessions_notify_ended on auth.sessions;
create trigger sessions_notify_ended after delete on auth.sessions
  for each row execute function auth.notify_session_ended();

-- Refresh tokens are kept as the hex SHA-256 of the token the client holds (and of its parent), so the
-- database's files and WAL hold nothing that opens a session. Rows written before are hashed in place.
update auth.refresh_tokens
   set token = encode(sha256(convert_to(token, 'UTF8')), 'hex'),
       parent = case when parent is null then null else encode(sha256(convert_to(parent, 'UTF8')), 'hex') end;

-- Sign-ups, kept so that the limits on them survive a restart. Only the server reads it.
create table if not exists auth.sign_ups (
  id bigserial primary key,
  email text not null,
  address text not null,
  signed_up_at timestamptz not null default now()
);
create index if not exists sign_ups_email_idx on auth.sign_ups (email, signed_up_at);
create index if not exists sign_ups_address_idx on auth.sign_ups (address, signed_up_at);
create index if not exists sign_ups_signed_up_at_idx on auth.sign_ups (signed_up_at);

revoke all on table auth.sign_ups from public, anon, authenticated;
revoke all on sequence auth.sign_ups_id_seq from public, anon, authenticated;
