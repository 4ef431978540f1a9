-- Images for news bodies and thumbnails: public to read, admins write; 10 MB; PNG, JPEG, GIF, WebP.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('news-images', 'news-images', true, 10485760,
        array['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "anyone reads news images" on storage.objects for select to anon, authenticated
  using (bucket_id = 'news-images');

create policy "admins upload news images" on storage.objects for insert to authenticated
  with check (bucket_id = 'news-images' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "admins replace news images" on storage.objects for update to authenticated
  using (bucket_id = 'news-images' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin')
  with check (bucket_id = 'news-images' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "admins remove news images" on storage.objects for delete to authenticated
  using (bucket_id = 'news-images' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
