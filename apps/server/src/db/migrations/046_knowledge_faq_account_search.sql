-- 046_knowledge_faq_account_search: the FAQ's search reads only the account's entries holding the words, through
-- one index on the account and the words together (btree_gin, as knowledge_passages in 042). The account's
-- (user_id, id) index goes: the embedded database keeps no statistics, and with it there the planner read the
-- words' search through it, testing every entry of the account row by row. The account's list reads the new
-- index (an account holds at most its plan's entries).
create index knowledge_faq_user_busca_idx on knowledge_faq using gin (user_id, busca) with (fastupdate = off);
drop index knowledge_faq_busca_idx;
drop index knowledge_faq_user_idx;
