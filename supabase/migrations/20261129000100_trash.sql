-- The trash: every deleted item of the four kinds that has not been restored since, with who deleted it and when.
-- A deletion already keeps the whole item as a revision (action `delete`); this view lists the latest such revision
-- of each item that no longer exists, so a deleted item is never lost from sight. Restoring stays with
-- `public.restore_revision(revision_id)` (admins only).
--
-- security_invoker: the view reads `public.revisions` with the caller's rights, so its row-level security (staff
-- only) decides who sees the trash, as it decides who reads the history. Nobody writes through it.

create view public.trash with (security_invoker = true) as
select distinct on (r.kind, r.item_id)
       r.id as revision_id,
       r.kind,
       r.item_id,
       r.fields ->> 'title' as title,
       nullif(r.fields ->> 'title_en', '') as title_en,
       r.created_at as deleted_at,
       r.actor_email as deleted_by
  from public.revisions as r
 where r.action = 'delete'
   and not case r.kind
         when 'news' then exists (select 1 from public.news as t where t.id = r.item_id)
         when 'youtube' then exists (select 1 from public.youtube as t where t.id = r.item_id)
         when 'announcement' then exists (select 1 from public.announcement as t where t.id = r.item_id)
         when 'shareholders' then exists (select 1 from public.shareholders as t where t.id = r.item_id)
         else true
       end
 order by r.kind, r.item_id, r.created_at desc, r.id desc;

revoke all on public.trash from anon, authenticated, service_role;
grant select on public.trash to authenticated, service_role;

create index revisions_deletions_idx on public.revisions (created_at desc) where action = 'delete';
