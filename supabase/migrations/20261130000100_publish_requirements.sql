-- A draft needs only a title; publishing needs what the public page shows.
--
-- 1. News thumbnails and bodies, and e-notice bodies, may be empty (null) while an item is a draft; a body may
--    be an image alone.
-- 2. An item that is published (or scheduled: published with a moment still ahead) must have what its public
--    page needs: news a thumbnail and a body with text or an image, e-notices a body. Titles (every kind) and
--    video keys were never optional; shareholder notices need only their title. A write that would publish an
--    item without them (an insert, an update, an admin applying a pending version, a restore) is refused with
--    SQLSTATE PT422 (HTTP 422) and a `detail` holding, as JSON, the missing columns:
--    {"missing": ["thumbnail", "content"]}, so a client can mark the fields.
-- 3. News thumbnails have alternative text, Korean and English (`thumbnail_alt`, `thumbnail_alt_en`, up to 300
--    characters): used where the thumbnail is not beside its title and for og:image:alt. They are content
--    columns (revisions, pending versions and restores carry them: private.content_columns reads the table).

alter table public.news
  alter column thumbnail drop not null,
  alter column content drop not null,
  add column thumbnail_alt text
    constraint news_thumbnail_alt_check check (thumbnail_alt is null or length(thumbnail_alt) <= 300),
  add column thumbnail_alt_en text
    constraint news_thumbnail_alt_en_check check (thumbnail_alt_en is null or length(thumbnail_alt_en) <= 300);

alter table public.announcement alter column content drop not null;

-- A body may be an image alone (with its description): text once tags are stripped, or an image.
alter table public.news
  drop constraint news_content_check,
  add constraint news_content_check check (
    length(content) <= 1000000
    and (length(btrim(regexp_replace(content, '<[^>]*>', '', 'g'))) > 0 or content ~* '<img\s'));
alter table public.announcement
  drop constraint announcement_content_check,
  add constraint announcement_content_check check (
    length(content) <= 1000000
    and (length(btrim(regexp_replace(content, '<[^>]*>', '', 'g'))) > 0 or content ~* '<img\s'));

/**
 * Refuses publishing an item without what its public page needs (see above). Runs as the requester (triggers
 * need no execute right), so it calls nothing in `private`. A body shows something when it has text once tags
 * are stripped, or an image.
 */
create function private.check_publish_requirements() returns trigger
  language plpgsql set search_path = '' as $$
declare
  item jsonb := pg_catalog.to_jsonb(new);
  missing text[] := '{}';
begin
  if new.status is distinct from 'published' then
    return new;
  end if;
  if tg_table_name = 'news' and pg_catalog.length(pg_catalog.btrim(coalesce(item ->> 'thumbnail', ''))) = 0 then
    missing := missing || 'thumbnail'::text;
  end if;
  if tg_table_name in ('news', 'announcement')
     and pg_catalog.length(pg_catalog.btrim(
           pg_catalog.regexp_replace(coalesce(item ->> 'content', ''), '<[^>]*>', '', 'g'))) = 0
     and coalesce(item ->> 'content', '') !~* '<img\s' then
    missing := missing || 'content'::text;
  end if;
  if pg_catalog.cardinality(missing) > 0 then
    raise exception 'This item cannot be published without: %.', pg_catalog.array_to_string(missing, ', ')
      using errcode = 'PT422',
            detail = pg_catalog.jsonb_build_object('missing', pg_catalog.to_jsonb(missing))::text,
            hint = 'Fill in the missing fields, or save the item as a draft.';
  end if;
  return new;
end $$;

revoke all on function private.check_publish_requirements() from public;

create trigger news_publish_requirements before insert or update on public.news
  for each row execute function private.check_publish_requirements();
create trigger announcement_publish_requirements before insert or update on public.announcement
  for each row execute function private.check_publish_requirements();
