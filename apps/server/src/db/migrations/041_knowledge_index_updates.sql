-- 041_knowledge_index_updates: the knowledge base's search indexes take each new passage at once. With GIN's
-- pending list, writes were cheap until the list filled and one of them merged it whole: on the embedded
-- database, which runs statements in the server's thread, that one write held the event loop for a quarter of
-- a second while a document's passages were written.
alter index knowledge_passages_busca_idx set (fastupdate = off);
alter index knowledge_faq_busca_idx set (fastupdate = off);
