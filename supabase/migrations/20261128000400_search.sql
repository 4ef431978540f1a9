-- Site search: news, videos, e-notices and meeting notices found by what a visitor types, in Korean or
-- English, through one function, public.search_content (see docs/search.md).
--
-- How text is matched. A title and a body (its tags stripped, entities decoded, spaces collapsed, Unicode
-- NFC) are *folded*: lower case, Latin accents dropped, full-width ASCII made ASCII. Folding maps every
-- character to exactly one character, so a position in the folded text is the same position in the plain
-- text (the snippet relies on it). A query is folded the same way and split into terms at every character
-- that is neither a letter nor a digit; an item matches when every term is a substring of its folded title
-- or body. Substrings are what Korean needs: "드라이룸" is found in "드라이룸의", "필터" in "필터의", with
-- no dictionary of particles. The site's static pages are searched in TypeScript with the same rules
-- (apps/site/src/pages/search/fold.ts copies the two strings of search.fold below; a test keeps them equal).
--
-- The index. Every item's folded text is kept in search.documents (one row per language version), kept
-- current by triggers on the four tables, with a GIN index over the character bigrams of each word, as CJK
-- analysers do: a query's bigrams narrow the candidates through the index, then strpos() confirms each term.
-- No extension is needed, so this runs unchanged on PGlite and hosted Supabase.
--
-- Why a table and a definer function. Under row-level security, Postgres uses an index for a condition only
-- when its operator is leakproof, and array containment is not: searched as the visitor, every search would
-- read every row. So search.matches (security definer, in a schema the API does not expose) finds the
-- candidates through the index, keeping to the same visibility as the tables' policies, and
-- public.search_content (security invoker) reads the items it returns from the tables themselves, as the
-- caller, so row-level security decides what is shown: drafts and scheduled items reach staff only.

create schema if not exists search;
revoke all on schema search from public;
grant usage on schema search to anon, authenticated, service_role;

/** Plain text of stored HTML: tags gone (block tags as spaces), common entities decoded, spaces collapsed, NFC. */
create function search.plain(html text) returns text
  language sql immutable parallel safe set search_path = '' as $$
  select normalize(pg_catalog.btrim(pg_catalog.regexp_replace(
    pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.regexp_replace(
        pg_catalog.regexp_replace(coalesce(html, ''),
          '<(/?(p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|figure|figcaption|img|hr|section|article)\M)[^>]*>',
          ' ', 'gi'),
        '<[^>]*>', '', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g')), NFC)
$$;

/** A title as text: spaces collapsed, NFC (titles are plain text, never HTML). */
create function search.plain_title(title text) returns text
  language sql immutable parallel safe set search_path = '' as $$
  select normalize(pg_catalog.btrim(pg_catalog.regexp_replace(coalesce(title, ''), '\s+', ' ', 'g')), NFC)
$$;

/**
 * Folded text: lower case, Latin letters without their accents, full-width ASCII as ASCII. One character
 * for one character, always. The capitals of Latin, Greek and Cyrillic are in the table too, so that the
 * result does not depend on the database's locale (lower() folds only ASCII under the C locale).
 * apps/site/src/pages/search/fold.ts holds the same two strings.
 */
create function search.fold(t text) returns text
  language sql immutable strict parallel safe set search_path = '' as $$
  -- translate() looks every character up in its table, which is slow on a long text (about 20 ms for a body
  -- of a few thousand characters): it is skipped when none of the table's characters is there (most Korean
  -- and English texts), which the pattern (ranges holding every one of them) tells in one pass.
  select case when pg_catalog.lower(t) !~ '[\u00c0-\u017f\u0391-\u03a9\u0400-\u042f\u3000\uff01-\uff5e]'
              then pg_catalog.lower(t)
              else pg_catalog.translate(pg_catalog.lower(t),
    'ØøĐđĦħıŁłĿŀŦŧÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįĲĴĵĶķĹĺĻļĽľŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏ！＂＃＄％＆＇（）＊＋，－．／０１２３４５６７８９：；＜＝＞？＠ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ［＼］＾＿｀ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ｛｜｝～　',
    'ooddhhillllttaaaaaaæceeeeiiiiðnooooouuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiĳjjkkllllllnnnnnnŋooooooœrrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzαβγδεζηθικλμνξοπρστυφχψωабвгдежзийклмнопрстуфхцчшщъыьэюяѐёђѓєѕіїјљњћќѝўџ!"#$%&''()*+,-./0123456789:;<=>?@abcdefghijklmnopqrstuvwxyz[\]^_`abcdefghijklmnopqrstuvwxyz{|}~ ') end
$$;

/**
 * The distinct bigrams of the words of folded text. A word is a run of ASCII letters and digits, Latin,
 * Greek, Cyrillic, Hangul, kana or CJK characters (named by code point, not by the locale's classes, which
 * hold no Hangul under the C locale); everything else separates words. search.terms splits queries alike.
 */
create function search.grams(t text) returns text[]
  language sql immutable strict parallel safe set search_path = '' as $$
  select coalesce(pg_catalog.array_agg(distinct pg_catalog.substr(w, i, 2)), '{}')
    from pg_catalog.regexp_split_to_table(t, '[^0-9a-z\u00e0-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u04ff\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]+') as w,
         pg_catalog.generate_series(1, pg_catalog.length(w) - 1) as i
$$;

/** A query's terms: folded, split where search.grams splits words, distinct, at most 10. */
create function search.terms(query text) returns text[]
  language sql immutable parallel safe set search_path = '' as $$
  select coalesce(pg_catalog.array_agg(term order by first_at), '{}')
    from (select term, min(n) as first_at
            from pg_catalog.regexp_split_to_table(search.fold(search.plain_title(query)), '[^0-9a-z\u00e0-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u04ff\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]+')
                 with ordinality as words(term, n)
           where term <> ''
           group by term
           order by first_at
           limit 10) as distinct_terms
$$;

/**
 * About 180 characters of `plain` around the first place a term is found in `folded` (its folded form, so the
 * same places), or from its start when none is.
 */
create function search.snippet(plain text, folded text, terms text[]) returns text
  language sql immutable parallel safe set search_path = '' as $$
  with first_match as (
    select coalesce(min(at) filter (where at > 0), 0) as at
      from pg_catalog.unnest(terms) as t, pg_catalog.strpos(folded, t) as at
  ),
  window_start as (select greatest(1, at - 50) as s from first_match)
  select case when s > 1 then '…' else '' end
         || pg_catalog.substr(coalesce(plain, ''), s, 180)
         || case when s + 180 <= pg_catalog.length(coalesce(plain, '')) then '…' else '' end
    from window_start
$$;

-- The folded text of every language version of every item. Nobody reads it through the API: the functions
-- below do, for the requester.
create table search.documents (
  kind text not null check (kind in ('news', 'youtube', 'announcement', 'shareholders')),
  item_id bigint not null,
  -- The language of this text: 'ko', or 'en' for an item's English version.
  lang text not null check (lang in ('ko', 'en')),
  -- The Korean text of an item without an English version, which English pages show in its place.
  shown_in_english boolean not null,
  status text not null,
  published_at timestamptz,
  created_at timestamptz,
  -- Folded title and body (what is searched), and the body's plain text (what snippets are cut from).
  title text not null,
  body text not null,
  plain text not null,
  primary key (kind, item_id, lang)
)
-- Bodies and plain texts go out of the row (TOAST) once a row passes 1 KB, however well they compress: a
-- search reads every candidate's row to rank it by its title (which stays in the row), and only a few bodies,
-- so the rows stay small enough to be cached.
with (toast_tuple_target = 1024);
-- Updated one row at a time, searched often: no pending list, so a search never scans one.
create index documents_grams_idx on search.documents
  using gin (search.grams(title || ' ' || body)) with (fastupdate = off);
revoke all on search.documents from public, anon, authenticated, service_role;

/** The documents of one item (`item` is its row as JSON): its Korean text, and its English one if it has one. */
create function search.documents_of(kind text, item jsonb) returns setof search.documents
  language sql stable set search_path = '' as $$
  select kind, (v.item ->> 'id')::bigint, v.lang, v.lang = 'ko' and v.item ->> 'title_en' is null,
         v.item ->> 'status', (v.item ->> 'published_at')::timestamptz, (v.item ->> 'created_at')::timestamptz,
         search.fold(search.plain_title(v.title)), search.fold(v.plain), v.plain
    from (select item, 'ko' as lang, item ->> 'title' as title, search.plain(item ->> 'content') as plain
          union all
          select item, 'en', item ->> 'title_en', search.plain(item ->> 'content_en')
           where item ->> 'title_en' is not null) as v
$$;

/** Keeps search.documents equal to the tables: an item's documents are made again on every write. */
create function search.sync_documents() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from search.documents d where d.kind = tg_table_name and d.item_id = old.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into search.documents select * from search.documents_of(tg_table_name, to_jsonb(new));
  end if;
  return null;
end $$;

/**
 * Makes search.documents again from the four tables (after a change to the folding rules, or on a copy of
 * the data loaded without triggers). Only the database owner may run it: `select search.rebuild();`.
 */
create function search.rebuild() returns bigint
  language plpgsql security definer set search_path = '' as $$
declare
  made bigint;
begin
  delete from search.documents;
  insert into search.documents
    select d.* from public.news t, search.documents_of('news', to_jsonb(t)) d
    union all select d.* from public.youtube t, search.documents_of('youtube', to_jsonb(t)) d
    union all select d.* from public.announcement t, search.documents_of('announcement', to_jsonb(t)) d
    union all select d.* from public.shareholders t, search.documents_of('shareholders', to_jsonb(t)) d;
  get diagnostics made = row_count;
  return made;
end $$;

do $$
declare
  t text;
begin
  foreach t in array array['news', 'youtube', 'announcement', 'shareholders'] loop
    execute format($sql$
      create trigger %I after insert or update or delete on public.%I
        for each row execute function search.sync_documents()
    $sql$, t || '_search_documents', t);
  end loop;
end
$$;

select search.rebuild();

/**
 * The items whose text holds every term, in `lang` ('ko', 'en': the English version, or the Korean text of
 * an item without one; 'any': either), among those the caller may see (the tables' select policies: public
 * items, or everything for staff), best first and only as many as asked: for each kind, the first
 * `cap` + 1 (enough to tell "more than `cap`"), and for `wanted_kind` (every kind when null) at least the first
 * `needed` (the page asked for). One row per item: its best-matching language version, how many terms its
 * title holds, and its date for ranking (more terms in the title first, then newer first).
 *
 * The index finds the candidates (the documents holding every bigram of the terms) and ranks them by their
 * titles, which are short; then, in that order, each is confirmed (every term found with strpos(), in the
 * title or else the body) until enough are, so the bodies past that point are never read, nor the body of a
 * document whose title holds every term.
 */
create function search.matches(terms text[], lang text, wanted_kind text, needed integer, cap integer)
  returns table (kind text, item_id bigint, doc_lang text, title_hits integer, sort_at timestamptz)
  language plpgsql stable security definer set search_path = '' as $$
declare
  wanted text[] := search.grams(pg_catalog.array_to_string(terms, ' '));
  -- Per term (at most 10), written out: (strpos(title, $1[1]) > 0)::integer + …, and the same test on the
  -- title or else the body, read once.
  in_title text;
  in_text text;
begin
  select pg_catalog.string_agg(pg_catalog.format('(pg_catalog.strpos(d.title, $1[%s]) > 0)::integer', i), ' + '),
         pg_catalog.string_agg(pg_catalog.format(
           '(pg_catalog.strpos(o.title, $1[%1$s]) > 0 or pg_catalog.strpos(o.body, $1[%1$s]) > 0)', i), ' and ')
    into in_title, in_text
    from pg_catalog.generate_subscripts(terms, 1) as i;
  return query execute pg_catalog.format($query$
    with candidates as materialized (
      -- The row's place, not its body: the few bodies needed are fetched by it below.
      select d.kind, d.item_id, d.lang as doc_lang, d.title, d.ctid as row_at, %s as title_hits,
             coalesce(d.published_at, d.created_at) as sort_at, d.lang = $2 as own_lang
        from search.documents d
       where %s
         -- The tables' select policies: public items, or everything for staff.
         and ((d.status = 'published' and d.published_at <= pg_catalog.now()) or $3)
         and ($2 = 'any' or d.lang = $2 or ($2 = 'en' and d.shown_in_english))
    ),
    confirmed as (
      select k.kind, c.item_id, c.doc_lang, c.title_hits, c.sort_at, c.own_lang
        from pg_catalog.unnest(array['news', 'youtube', 'announcement', 'shareholders']) as k(kind),
        lateral (
          -- Ranked first, confirmed as they come, until enough are: the rest are never read.
          select o.item_id, o.doc_lang, o.title_hits, o.sort_at, o.own_lang
            from (select r.item_id, r.doc_lang, r.title_hits, r.sort_at, r.own_lang, r.title,
                         -- The body, read (and decompressed) once, only when the title does not hold every term.
                         case when r.title_hits < pg_catalog.cardinality($1)
                              then (select b.body || '' from search.documents b where b.ctid = r.row_at) end as body
                    from (select * from candidates
                           where candidates.kind = k.kind
                           order by title_hits desc, sort_at desc nulls last, item_id desc, own_lang desc
                          offset 0) as r
                  offset 0) as o
           where o.title_hits = pg_catalog.cardinality($1) or (%s)
           -- Both language versions of an item may be confirmed under 'any': twice as many documents.
           limit (case when $4 is null or k.kind = $4 then greatest($5, $6 + 1) else $6 + 1 end)
                 * (case when $2 = 'any' then 2 else 1 end)
        ) as c
    )
    select distinct on (confirmed.kind, confirmed.item_id)
           confirmed.kind, confirmed.item_id, confirmed.doc_lang, confirmed.title_hits, confirmed.sort_at
      from confirmed
     order by confirmed.kind, confirmed.item_id, confirmed.title_hits desc, confirmed.own_lang desc
  $query$,
  in_title,
  -- Single characters only have no bigram to look up: every document is a candidate.
  case when pg_catalog.cardinality(wanted) > 0
       then 'search.grams(d.title || '' '' || d.body) operator(pg_catalog.@>) $7'
       else 'true' end,
  in_text)
  using terms, lang, public.is_staff(), wanted_kind, needed, cap, wanted;
end $$;

/** The snippet of one language version of an item, for someone who may see it (the same rule as matches). */
create function search.snippet_of(kind text, item_id bigint, lang text, terms text[]) returns text
  language sql stable security definer set search_path = '' as $$
  select search.snippet(d.plain, d.body, terms)
    from search.documents d
   where d.kind = snippet_of.kind and d.item_id = snippet_of.item_id and d.lang = snippet_of.lang
     and ((d.status = 'published' and d.published_at <= pg_catalog.now()) or public.is_staff())
$$;

revoke all on all functions in schema search from public;
grant execute on function search.plain(text), search.plain_title(text), search.fold(text), search.grams(text),
  search.terms(text), search.snippet(text, text, text[]), search.matches(text[], text, text, integer, integer),
  search.snippet_of(text, bigint, text, text[])
  to anon, authenticated, service_role;

/**
 * Searches the news, videos, e-notices and meeting notices the caller may read (row-level security decides:
 * visitors find published items whose moment has come, staff find drafts and scheduled items too).
 *
 *   query        what was typed, at most 100 characters; every term must be found (in the title or the body)
 *   lang         'ko' (Korean texts), 'en' (English versions, or the Korean text of items without one) or
 *                'any' (both; staff)
 *   max_results  1 to 50;  skip  0 to 10000 (paging);  kind  one of the four tables, or null for all
 *
 * Answers {"terms": [...], "total": n (of `kind`), "total_capped": bool, "counts": {kind: n, ...},
 * "counts_capped": [kind, ...], "results": [{kind, id, lang, title, snippet, created_at, published_at, status,
 * title_match}, ...]}, ranked: more terms in the title first, then newer first. Matches are counted up to
 * 1,000: a total or a count of 1,000 with its flag (total_capped, its kind in counts_capped) means "more than
 * 1,000" (a common word), and is all that is read of them beyond the page asked for.
 */
create function public.search_content(
  query text,
  lang text default 'ko',
  max_results integer default 20,
  skip integer default 0,
  kind text default null
) returns jsonb
  language plpgsql stable security invoker set search_path = '' as $$
#variable_conflict use_column
declare
  -- Matches are counted up to this many; past it, the answer says "more than" (total_capped, counts_capped).
  cap constant integer := 1000;
  terms text[];
  answer jsonb;
begin
  if query is null then
    raise exception 'search_content: query is required' using errcode = '22023';
  end if;
  if pg_catalog.length(query) > 100 then
    raise exception 'search_content: query is % characters long; at most 100 are allowed', pg_catalog.length(query)
      using errcode = '22023';
  end if;
  if lang is null or lang not in ('ko', 'en', 'any') then
    raise exception 'search_content: lang must be ko, en or any' using errcode = '22023';
  end if;
  if max_results is null or max_results not between 1 and 50 then
    raise exception 'search_content: max_results must be between 1 and 50' using errcode = '22023';
  end if;
  if skip is null or skip not between 0 and 10000 then
    raise exception 'search_content: skip must be between 0 and 10000' using errcode = '22023';
  end if;
  if kind is not null and kind not in ('news', 'youtube', 'announcement', 'shareholders') then
    raise exception 'search_content: kind must be news, youtube, announcement or shareholders' using errcode = '22023';
  end if;

  terms := search.terms(query);
  if pg_catalog.cardinality(terms) = 0 then
    return jsonb_build_object('terms', '[]'::jsonb, 'total', 0, 'total_capped', false, 'counts', '{}'::jsonb,
                              'counts_capped', '[]'::jsonb, 'results', '[]'::jsonb);
  end if;

  with found as materialized (
    select * from search.matches(terms, search_content.lang, search_content.kind, skip + max_results, cap)
  ),
  chosen as (
    select * from found where search_content.kind is null or found.kind = search_content.kind
  ),
  per_kind as (
    select found.kind as k, count(*) as n from found group by found.kind
  ),
  page as (
    select chosen.*, row_number() over (order by title_hits desc, sort_at desc nulls last, item_id desc, chosen.kind) as rank
      from chosen
     order by title_hits desc, sort_at desc nulls last, item_id desc, chosen.kind
    offset skip limit max_results
  ),
  -- The page's items read as the caller: row-level security has the last word.
  items as (
    select page.*,
           coalesce(n.id, y.id, a.id, s.id) as id,
           coalesce(n.title, y.title, a.title, s.title) as title,
           coalesce(n.title_en, y.title_en, a.title_en, s.title_en) as title_en,
           coalesce(n.created_at, y.created_at, a.created_at, s.created_at) as created_at,
           coalesce(n.published_at, y.published_at, a.published_at, s.published_at) as published_at,
           coalesce(n.status, y.status, a.status, s.status) as status
      from page
      left join public.news n on page.kind = 'news' and n.id = page.item_id
      left join public.youtube y on page.kind = 'youtube' and y.id = page.item_id
      left join public.announcement a on page.kind = 'announcement' and a.id = page.item_id
      left join public.shareholders s on page.kind = 'shareholders' and s.id = page.item_id
  )
  select jsonb_build_object(
    'terms', to_jsonb(terms),
    'total', least((select count(*) from chosen), cap),
    'total_capped', (select count(*) from chosen) > cap,
    'counts', coalesce((select jsonb_object_agg(k, least(n, cap)) from per_kind), '{}'::jsonb),
    'counts_capped', coalesce((select jsonb_agg(k order by k) from per_kind where n > cap), '[]'::jsonb),
    'results', coalesce((
      select jsonb_agg(jsonb_build_object(
               'kind', items.kind,
               'id', items.item_id,
               'lang', items.doc_lang,
               'title', case when items.doc_lang = 'en' then items.title_en else items.title end,
               'snippet', coalesce(search.snippet_of(items.kind, items.item_id, items.doc_lang, terms), ''),
               'created_at', items.created_at,
               'published_at', items.published_at,
               'status', items.status,
               'title_match', items.title_hits > 0
             ) order by items.rank)
        from items
       where items.id is not null), '[]'::jsonb)
  ) into answer;
  return answer;
end $$;

revoke all on function public.search_content(text, text, integer, integer, text) from public;
grant execute on function public.search_content(text, text, integer, integer, text) to anon, authenticated, service_role;
