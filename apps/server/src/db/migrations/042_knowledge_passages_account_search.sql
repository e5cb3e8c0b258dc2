-- 042_knowledge_passages_account_search: one index holds the account and the passage's words together
-- (btree_gin), so a search reads only the account's passages holding the words. With the words' index alone the
-- planner chose between every account's passages holding a common word and every passage of the account, each
-- filtered row by row: at 300,000 passages across accounts a search took half a second at 50 connections.
-- btree_gin is trusted and exists in PGlite, created in public like unaccent and pg_trgm (040).
create extension if not exists btree_gin schema public;
create index knowledge_passages_user_busca_idx on knowledge_passages using gin (user_id, busca)
  with (fastupdate = off);
drop index knowledge_passages_busca_idx;
