-- Staff administration from the admin (/admin/staff): admins (and the service key) see every staff account, change a role and remove
-- access through these functions. The role is `auth.users.raw_app_meta_data ->> 'role'`, where hosted Supabase keeps
-- it too, so they work the same there. Adding an account stays with `pnpm users add` or the hosted dashboard.
--
-- The last admin can never be demoted or lose access: each change first locks the admins' rows, then counts them,
-- so two admins demoting each other at the same moment cannot leave the site without one.
-- Every change is written to the audit log (kind `staff`, the account's id and e-mail address).

alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'insert', 'update', 'delete', 'publish', 'unpublish', 'schedule', 'restore', 'upload', 'remove',
  'set_role', 'remove_access'));
alter table public.audit_log drop constraint audit_log_kind_check;
alter table public.audit_log add constraint audit_log_kind_check check (
  kind in ('news', 'youtube', 'announcement', 'shareholders', 'storage', 'staff'));

create function private.require_admin() returns void
  language plpgsql stable set search_path = '' as $$
begin
  if not (coalesce(public.is_admin(), false) or (select auth.jwt()) ->> 'role' = 'service_role') then
    raise exception 'permission denied' using errcode = '42501', hint = 'Only admins may manage the staff.';
  end if;
end $$;

/** Every staff account (role admin or editor) with its role, creation and last sign-in: admins only. */
create function public.staff_accounts()
  returns table (id uuid, email text, role text, created_at timestamptz, last_sign_in_at timestamptz)
  language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
    select u.id, u.email::text, u.raw_app_meta_data ->> 'role', u.created_at, u.last_sign_in_at
      from auth.users as u
     where u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
     order by (u.raw_app_meta_data ->> 'role') = 'admin' desc, u.email;
end $$;

/**
 * The staff account `user_id` as the caller may change it: it exists and is staff. Locks the admins' rows first
 * and refuses with PT409 (`last_admin`) when the change would leave no admin.
 */
create function private.staff_account_for_change(user_id uuid, leaves_admin boolean, out email text, out role text)
  language plpgsql volatile set search_path = '' as $$
declare
  admins bigint;
begin
  select u.email::text, u.raw_app_meta_data ->> 'role' into email, role
    from auth.users as u
   where u.id = user_id and u.raw_app_meta_data ->> 'role' in ('admin', 'editor');
  if not found then
    raise exception 'no staff account %', user_id using errcode = 'PT404';
  end if;
  if role = 'admin' and leaves_admin then
    perform 1 from auth.users as u where u.raw_app_meta_data ->> 'role' = 'admin' for update;
    select count(*) into admins from auth.users as u where u.raw_app_meta_data ->> 'role' = 'admin';
    if admins <= 1 then
      raise exception 'the last admin cannot be demoted or removed' using errcode = 'PT409', detail = 'last_admin',
        hint = 'Make another account an admin first.';
    end if;
  end if;
end $$;

create function private.audit_staff(action text, user_id uuid, email text, detail jsonb) returns void
  language sql volatile set search_path = '' as $$
  insert into public.audit_log (actor_id, actor_email, action, kind, item_id, title, detail)
  select actor.actor_id, actor.actor_email, action, 'staff', user_id::text, email, detail
    from private.request_actor() as actor
$$;

/** Gives a staff account the role `new_role` ('admin' or 'editor'): admins only, never the last admin's demotion. */
create function public.set_staff_role(user_id uuid, new_role text) returns void
  language plpgsql volatile security definer set search_path = '' as $$
declare
  account record;
begin
  perform private.require_admin();
  if new_role is null or new_role not in ('admin', 'editor') then
    raise exception 'a staff role is admin or editor' using errcode = '22023';
  end if;
  select * into account from private.staff_account_for_change(user_id, new_role <> 'admin');
  if account.role = new_role then
    return;
  end if;
  update auth.users
     set raw_app_meta_data = raw_app_meta_data || jsonb_build_object('role', new_role), updated_at = now()
   where id = user_id;
  perform private.audit_staff('set_role', user_id, account.email,
                              jsonb_build_object('from', account.role, 'to', new_role));
end $$;

/**
 * Takes the staff role away from an account and ends its sessions, so it can neither act as staff nor renew a
 * token. The account itself stays (deleting it stays with `pnpm users remove` or the hosted dashboard).
 */
create function public.remove_staff_access(user_id uuid) returns void
  language plpgsql volatile security definer set search_path = '' as $$
declare
  account record;
begin
  perform private.require_admin();
  select * into account from private.staff_account_for_change(user_id, true);
  update auth.users
     set raw_app_meta_data = raw_app_meta_data - 'role', updated_at = now()
   where id = user_id;
  delete from auth.sessions where auth.sessions.user_id = remove_staff_access.user_id;
  perform private.audit_staff('remove_access', user_id, account.email, jsonb_build_object('from', account.role));
end $$;

revoke all on function private.require_admin() from public;
revoke all on function private.staff_account_for_change(uuid, boolean) from public;
revoke all on function private.audit_staff(text, uuid, text, jsonb) from public;
revoke all on function public.staff_accounts() from public;
revoke all on function public.set_staff_role(uuid, text) from public;
revoke all on function public.remove_staff_access(uuid) from public;
grant execute on function public.staff_accounts() to anon, authenticated, service_role;
grant execute on function public.set_staff_role(uuid, text) to anon, authenticated, service_role;
grant execute on function public.remove_staff_access(uuid) to anon, authenticated, service_role;
