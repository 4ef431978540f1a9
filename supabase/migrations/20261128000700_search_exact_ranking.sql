-- Site search: the page of a query answered by the index alone without sorting every match (see
-- docs/search.md, "Only what the answer needs is read").
--
-- When every term has at most three characters (search.exact_terms, 20261128000500_search_speed.sql), every
-- candidate the index finds is a match. search.matches still ranked all of them (about 8,600 documents for a
-- common word among 10,000 posts) to return the first 1,001 of each kind in order; but search_content ranks
-- what it is given itself, and only needs the best `needed` in it (the page) and up to 1,001 of each kind (the
-- count). So now the best `needed` are found by a sort bounded to that many, and the rest are taken as they
-- come. Queries with a longer term are unchanged (they confirm their candidates in rank order).

/**
 * The items whose text holds every term (the contract of 20261128000400_search.sql, unchanged): for each kind
 * at least the first `cap` + 1 (or all), and for `wanted_kind` (every kind when null) the best `needed`, one row
 * per item, its best language version. The rows are not returned in rank order: the caller ranks them.
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
  if exact then
    -- Every candidate is a match: the page is the best `needed` of them (a sort bounded to that many), and the
    -- counts need no order, only up to `cap` + 1 of each kind. search_content ranks what this returns, and
    -- nothing outside the best `needed` can reach the page: `needed` rows of its kind rank above it.
    return query execute pg_catalog.format($query$
      with candidates as materialized (
        select d.kind, d.item_id, d.lang as doc_lang, %s as title_hits,
               coalesce(d.published_at, d.created_at) as sort_at, d.lang = $2 as own_lang
          from search.documents d
         where search.grams(d.title || ' ' || d.body) operator(pg_catalog.@>) $7
           -- The tables' select policies: public items, or everything for staff.
           and ((d.status = 'published' and d.published_at <= pg_catalog.now()) or $3)
           and ($2 = 'any' or d.lang = $2 or ($2 = 'en' and d.shown_in_english))
      ),
      best as (
        select * from candidates
         where $4 is null or candidates.kind = $4
         order by title_hits desc, sort_at desc nulls last, item_id desc, own_lang desc
         limit $5 * (case when $2 = 'any' then 2 else 1 end)
      ),
      counted as (
        select c.*
          from pg_catalog.unnest(array['news', 'youtube', 'announcement', 'shareholders']) as k(kind),
          lateral (select * from candidates
                    where candidates.kind = k.kind
                    limit ($6 + 1) * (case when $2 = 'any' then 2 else 1 end)) as c
      )
      select distinct on (found.kind, found.item_id)
             found.kind, found.item_id, found.doc_lang, found.title_hits, found.sort_at
        from (select * from best union all select * from counted) as found
       order by found.kind, found.item_id, found.title_hits desc, found.own_lang desc
    $query$, in_title)
    using terms, lang, public.is_staff(), wanted_kind, needed, cap, wanted;
    return;
  end if;
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
  case when pg_catalog.cardinality(wanted) > 0
       then 'search.grams(d.title || '' '' || d.body) operator(pg_catalog.@>) $7'
       else 'true' end,
  in_text)
  using terms, lang, public.is_staff(), wanted_kind, needed, cap, wanted;
end $$;

