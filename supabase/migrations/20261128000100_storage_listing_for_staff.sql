-- Only staff read the rows of news-images: listing the bucket (and downloading through the authenticated
-- path, which is under row-level security) showed every object's name, size and time to anyone, drafts'
-- images included. Anyone still downloads an object by its exact public URL
-- (/storage/v1/object/public/news-images/<name>): storage-api serves a public bucket's objects without
-- consulting the select policy.
drop policy if exists "anyone reads news images" on storage.objects;
create policy "staff read news images" on storage.objects for select to authenticated
  using (bucket_id = 'news-images' and (select public.is_staff()));
