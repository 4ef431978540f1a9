-- Every API request runs under a time bound, so that no filter (a regular expression, say) can hold
-- a connection or, on the embedded database, the whole server. PostgREST applies a role's settings to
-- each request it runs as that role; hosted Supabase ships 3s and 8s, tightened here.
alter role anon set statement_timeout = '1s';
alter role authenticated set statement_timeout = '2s';
