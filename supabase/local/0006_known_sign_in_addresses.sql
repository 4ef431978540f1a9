-- Local only: the addresses each account signed in from with its right password (the last time, per pair).
-- An address over its bound of failed sign-ins is refused for every other account, but an account that
-- signed in from it in the last 30 days is still served (its own failures still slow it down), so an
-- attacker behind an office's address cannot lock its staff out. Only the server reads it.
create table if not exists auth.sign_in_addresses (
  email text not null,
  address text not null,
  signed_in_at timestamptz not null default now(),
  primary key (email, address)
);
create index if not exists sign_in_addresses_signed_in_at_idx on auth.sign_in_addresses (signed_in_at);

revoke all on table auth.sign_in_addresses from public, anon, authenticated;
