-- The acknowledgement an inquiry sends to the address it names goes to a mailbox nobody has shown to be
-- the sender's: anyone can type a stranger's address into the form, from any number of browsers. So an
-- address gets at most one acknowledgement a day (the desk still gets every inquiry), decided here, where
-- the outbox rows are made, so every server on this database and an Edge Function sender agree. (The
-- acknowledgement's text carries none of what the visitor typed: apps/backend/src/inquiries/messages.ts.)

-- When each address (lower case, kept only as its SHA-256 digest) was last acknowledged; rows older than a
-- day are deleted as inquiries arrive. Nobody but the trigger reads it.
create table private.inquiry_acknowledgements (
  address_digest text primary key,
  acknowledged_at timestamptz not null default now()
);
create index inquiry_acknowledgements_at_idx on private.inquiry_acknowledgements (acknowledged_at);
revoke all on private.inquiry_acknowledgements from public, anon, authenticated;

-- The interval within which one address is acknowledged only once.
create function private.inquiry_acknowledgement_interval() returns interval
  language sql immutable set search_path = '' as $$ select interval '24 hours' $$;

/**
 * Queues the desk's mail for every inquiry, and the visitor's acknowledgement only when the address has
 * had none in the last 24 hours (compared case-insensitively). The upsert decides atomically: of two
 * inquiries for one address at the same moment, the second waits for the first's row and then sees it.
 */
create or replace function private.queue_inquiry_mail() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  once_per interval := private.inquiry_acknowledgement_interval();
  digest text := encode(pg_catalog.sha256(convert_to(lower(new.email), 'UTF8')), 'hex');
  acknowledge boolean;
begin
  insert into public.inquiry_outbox (inquiry_id, kind) values (new.id, 'desk');
  delete from private.inquiry_acknowledgements
    where acknowledged_at < now() - once_per;
  insert into private.inquiry_acknowledgements as a (address_digest, acknowledged_at)
    values (digest, now())
    on conflict (address_digest) do update set acknowledged_at = excluded.acknowledged_at
      where a.acknowledged_at <= now() - once_per
    returning true into acknowledge;
  if acknowledge then
    insert into public.inquiry_outbox (inquiry_id, kind) values (new.id, 'acknowledgement');
  end if;
  return null;
end $$;
