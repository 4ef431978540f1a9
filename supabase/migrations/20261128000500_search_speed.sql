-- Site search, faster for the words people type (see docs/search.md, "The index").
--
-- The index held the distinct character bigrams of every word, so it could only narrow the candidates: a
-- document holding 클린 and 린룸 need not hold 클린룸, and each candidate had to be confirmed by reading
-- its body (from TOAST, decompressed). A common word read a thousand bodies to be counted, which was most of
-- its time; a single character had no bigram and read every body.
--
-- The index now holds every word's distinct 1-, 2- and 3-grams. A term of at most three characters (most
-- Korean words, with or without a particle, and short Latin ones such as GMP) is then one entry of the index,
-- which answers it exactly: a query made of such terms reads no body at all. A longer term is looked up by
-- its trigrams (rarer than bigrams, so fewer candidates) and still confirmed with strpos(). What matches is
-- unchanged: every term a substring of the folded title or body.

drop index search.documents_grams_idx;

/**
 * The distinct 1-, 2- and 3-grams of the words of folded text. A word is a run of ASCII letters and digits,
 * Latin, Greek, Cyrillic, Hangul, kana or CJK characters (named by code point, not by the locale's classes,
 * which hold no Hangul under the C locale); everything else separates words. search.terms splits queries
 * alike, so a term of at most three characters is found in a text exactly when it is one of the text's grams.
 *
 * Its cost is set to what it is (a few milliseconds for a post, about a hundred thousand operators), so that the
 * planner looks documents up through the index on it rather than computing it for each row of a smaller set
 * (on a small or not yet analysed table it would read the documents of a language and compute the grams of
 * every one, on every search).
 */
create or replace function search.grams(t text) returns text[]
  language sql immutable strict parallel safe cost 100000 set search_path = '' as $$
  -- Each distinct word once (a body repeats most of its words), then its substrings of one, two and three
  -- characters from every place (those cut short at the word's end are shorter grams, found anyway).
  select coalesce(pg_catalog.array_agg(distinct g), '{}')
    from (select distinct w
            from pg_catalog.regexp_split_to_table(t, '[^0-9a-z\u00e0-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u04ff\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]+') as w) as words,
         pg_catalog.generate_series(1, pg_catalog.length(w)) as i,
         pg_catalog.unnest(array[pg_catalog.substr(w, i, 1), pg_catalog.substr(w, i, 2), pg_catalog.substr(w, i, 3)]) as g
$$;

-- Updated one row at a time, searched often: no pending list, so a search never scans one.
create index documents_grams_idx on search.documents
  using gin (search.grams(title || ' ' || body)) with (fastupdate = off);

/**
 * What the index is asked for, for a query's terms: a term of at most three characters as itself (the index
 * holds it exactly), a longer one as its trigrams (which every text holding it holds too).
 */
create function search.query_grams(terms text[]) returns text[]
  language sql immutable strict parallel safe set search_path = '' as $$
  select coalesce(pg_catalog.array_agg(distinct g), '{}')
    from pg_catalog.unnest(terms) as t,
         lateral (select t as g where pg_catalog.length(t) <= 3
                  union all
                  select pg_catalog.substr(t, i, 3)
                    from pg_catalog.generate_series(1, pg_catalog.length(t) - 2) as i) as grams
$$;

/**
 * Whether the index alone answers these terms: each is one word of at most three characters, so that a
 * document holding its gram holds the term.
 */
create function search.exact_terms(terms text[]) returns boolean
  language sql immutable strict parallel safe set search_path = '' as $$
  select coalesce(pg_catalog.bool_and(pg_catalog.length(t) between 1 and 3
                                      and t operator(pg_catalog.=) any (search.grams(t))), false)
    from pg_catalog.unnest(terms) as t
$$;

/**
 * The items whose text holds every term (see the first version of this function in 20261128000400_search.sql
 * for the whole contract, unchanged). The index finds the candidates; when it answers the terms exactly
 * (search.exact_terms) every candidate is a match and no body is read; otherwise the candidates are ranked by
 * their titles and confirmed in that order until enough are, as before.
 */
create or replace function search.matches(terms text[], lang text, wanted_kind text, needed integer, cap integer)
  returns table (kind text, item_id bigint, doc_lang text, title_hits integer, sort_at timestamptz)
  language plpgsql stable security definer set search_path = '' as $$
declare
  wanted text[] := search.query_grams(terms);
  exact boolean := search.exact_terms(terms);
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
                         -- The body, read (and decompressed) once, only when the title does not hold every
                         -- term and the index did not answer exactly.
                         case when r.title_hits < pg_catalog.cardinality($1) and not $8
                              then (select b.body || '' from search.documents b where b.ctid = r.row_at) end as body
                    from (select * from candidates
                           where candidates.kind = k.kind
                           order by title_hits desc, sort_at desc nulls last, item_id desc, own_lang desc
                          offset 0) as r
                  offset 0) as o
           where $8 or o.title_hits = pg_catalog.cardinality($1) or (%s)
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
  case when pg_catalog.cardinality(wanted) > 0
       then 'search.grams(d.title || '' '' || d.body) operator(pg_catalog.@>) $7'
       else 'true' end,
  in_text)
  using terms, lang, public.is_staff(), wanted_kind, needed, cap, wanted, exact;
end $$;

revoke all on function search.query_grams(text[]), search.exact_terms(text[]) from public;
grant execute on function search.query_grams(text[]), search.exact_terms(text[]) to anon, authenticated, service_role;
