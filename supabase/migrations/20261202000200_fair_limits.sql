-- Fair limits: review-request mail goes to the admins at most once per item per requester per hour.
--
-- A request is always recorded (the admins' list shows it at once, with its message); only its mail is left
-- out when the same requester's request of the same item (itself or any pending version of it) was queued
-- for mail within the hour. Request, withdraw, request again no longer sends a mail each time.

/** Queues a review request's mail to each admin with an address, unless its requester was mailed about the item within the hour. */
create or replace function private.queue_review_request_mail() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  perform 1
     from public.review_requests as r
     join public.inquiry_outbox as o on o.review_request_id = r.id
    where r.kind = new.kind and r.item_id = new.item_id and r.requested_by = new.requested_by
      and r.id <> new.id and o.created_at > now() - interval '1 hour';
  if found then
    return null;
  end if;
  insert into public.inquiry_outbox (kind, review_request_id, recipient)
  select distinct 'review_request', new.id, lower(u.email::text)
    from auth.users as u
   where u.raw_app_meta_data ->> 'role' = 'admin' and coalesce(btrim(u.email::text), '') <> '';
  return null;
end $$;

revoke all on function private.queue_review_request_mail() from public;

create index if not exists review_requests_requester_item_idx
  on public.review_requests (requested_by, kind, item_id, created_at desc);
