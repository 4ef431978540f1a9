-- An optional English version of every content item, on the same row. NULL means "no English version":
-- the Korean columns stay as they are, so every existing read and write keeps working, and the tables'
-- row-level-security policies (which name no columns) cover the new columns unchanged.
--
-- The English text follows the Korean rules: a title non-empty after trimming (spaces, tabs and line breaks) and at most 300 characters;
-- a body of at most 1,000,000 characters that, for news and announcements, keeps some text once its tags are
-- stripped. An English version of news or an announcement is whole or absent: title and body together.

alter table public.news
  add column title_en text
    constraint news_title_en_check check (title_en is null or length(btrim(title_en, E' \t\r\n')) between 1 and 300),
  add column content_en text
    constraint news_content_en_check check (
      content_en is null
      or (length(content_en) <= 1000000
          and length(btrim(regexp_replace(content_en, '<[^>]*>', '', 'g'), E' \t\r\n')) > 0)
    ),
  add constraint news_english_whole check ((title_en is null) = (content_en is null));

alter table public.announcement
  add column title_en text
    constraint announcement_title_en_check check (title_en is null or length(btrim(title_en, E' \t\r\n')) between 1 and 300),
  add column content_en text
    constraint announcement_content_en_check check (
      content_en is null
      or (length(content_en) <= 1000000
          and length(btrim(regexp_replace(content_en, '<[^>]*>', '', 'g'), E' \t\r\n')) > 0)
    ),
  add constraint announcement_english_whole check ((title_en is null) = (content_en is null));

-- A shareholder notice's Korean body may be empty; so may its English one, but an English body needs an
-- English title.
alter table public.shareholders
  add column title_en text
    constraint shareholders_title_en_check check (title_en is null or length(btrim(title_en, E' \t\r\n')) between 1 and 300),
  add column content_en text
    constraint shareholders_content_en_check check (content_en is null or length(content_en) <= 1000000),
  add constraint shareholders_english_needs_title check (content_en is null or title_en is not null);

alter table public.youtube
  add column title_en text
    constraint youtube_title_en_check check (title_en is null or length(btrim(title_en, E' \t\r\n')) between 1 and 300);
