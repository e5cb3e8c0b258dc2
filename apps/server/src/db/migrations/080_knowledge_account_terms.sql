-- 080_knowledge_account_terms: the knowledge base's search indexes key each word by its account ("7.entreg"),
-- so a word's list in the index holds only that account's rows. With the account and the words as separate keys
-- (042, 046), every search also read the account's whole list of rows (10,000 for a large document) to
-- intersect it with the words', in each of its tiers: half of a search's time on PostgreSQL. The search asks
-- the same question keyed by its account (knowledge_account_query), so another account's rows cannot match.
-- Both functions are immutable (the index needs it): the account is the first '.'-separated part of a key.
create function knowledge_terms(user_id integer, busca tsvector) returns tsvector
  language sql immutable parallel safe
  as $$ select array_to_tsvector(array(select user_id::text || '.' || word from unnest(tsvector_to_array(busca)) word)) $$;
create function knowledge_account_query(user_id integer, query tsquery) returns tsquery
  language sql immutable parallel safe
  as $$ select regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || user_id::text || '.\1''', 'g')::tsquery $$;

create index knowledge_passages_terms_idx on knowledge_passages using gin (knowledge_terms(user_id, busca))
  with (fastupdate = off);
drop index knowledge_passages_user_busca_idx;
-- The FAQ list and count read the account's entries by this one (at most the plan's limit of them).
create index knowledge_faq_terms_idx on knowledge_faq using gin (knowledge_terms(user_id, busca))
  with (fastupdate = off);
create index knowledge_faq_user_idx on knowledge_faq (user_id, id);
drop index knowledge_faq_user_busca_idx;
