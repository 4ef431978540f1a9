-- Snippets cut on word boundaries: about 180 characters of the plain text around the first match, starting
-- after a space and ending before one (spaces separate Korean words as they do English ones), never inside a
-- word, with an ellipsis where the text goes on. The same rule as apps/site/src/pages/search/snippet.ts.

create or replace function search.snippet(plain text, folded text, terms text[]) returns text
  language plpgsql immutable parallel safe set search_path = '' as $$
declare
  -- Concatenated so that the text is read (and decompressed) once, not at each of the cuts below.
  body text := coalesce(plain, '') || '';
  total integer := pg_catalog.length(body);
  at integer;
  head text;
  run integer;
  first integer := 1;
  stop integer;
  space_at integer;
  piece text;
begin
  select coalesce(min(p) filter (where p > 0), 0) into at
    from pg_catalog.unnest(terms) as t, pg_catalog.strpos(folded, t) as p;
  if at > 51 then
    -- The first space from 50 characters before the match up to it; else the last one before the match.
    head := pg_catalog.substr(body, at - 51, 51);
    run := pg_catalog.length(pg_catalog.substring(head, '^[^[:space:]\u00a0\u3000]*'));
    if run < pg_catalog.length(head) then
      first := at - 51 + run + 1;
    else
      first := coalesce(pg_catalog.length(
                 pg_catalog.substring(pg_catalog.substr(body, 1, at - 1), '^.*[[:space:]\u00a0\u3000]')), 0) + 1;
    end if;
  end if;
  -- `stop` is the first character left out.
  stop := least(total + 1, first + 180);
  if stop <= total and pg_catalog.substr(body, stop, 1) !~ '[[:space:]\u00a0\u3000]' then
    -- Back to the last space after the match's start; else on to the next space.
    space_at := coalesce(pg_catalog.length(
                  pg_catalog.substring(pg_catalog.substr(body, first, stop - first), '^.*[[:space:]\u00a0\u3000]')), 0);
    if space_at > 0 and first + space_at - 1 > greatest(at, first) then
      stop := first + space_at - 1;
    else
      stop := stop + pg_catalog.length(pg_catalog.substring(pg_catalog.substr(body, stop), '^[^[:space:]\u00a0\u3000]*'));
    end if;
  end if;
  piece := pg_catalog.btrim(pg_catalog.substr(body, first, stop - first));
  return case when first > 1 then '…' else '' end
         || piece
         || case when pg_catalog.btrim(pg_catalog.substr(body, stop)) <> '' then '…' else '' end;
end
$$;
