-- 040_knowledge_base: the account's knowledge base, which the agent answers leads' questions from ("Base de
-- conhecimento"): question-and-answer pairs, the "Sobre o negócio" text and uploaded documents, both split into
-- passages. Search is PostgreSQL full-text search in Portuguese on accent-folded text (unaccent) with trigram
-- similarity for typos (pg_trgm); both extensions are trusted, exist in PGlite and are created in public, so
-- every schema (the tests' included) calls them as public.unaccent / public.word_similarity. unaccent() is not
-- immutable, so the search vectors are stored columns written by the same statement that writes the text.
create extension if not exists unaccent schema public;
create extension if not exists pg_trgm schema public;

create table knowledge_faq (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  pergunta varchar(200) not null,
  resposta varchar(600) not null,
  status varchar(10) not null check (status in ('ativa', 'inativa')),
  busca tsvector not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index knowledge_faq_user_idx on knowledge_faq (user_id, id);
create index knowledge_faq_busca_idx on knowledge_faq using gin (busca);

create table knowledge_about (
  user_id integer primary key references users (id) on delete cascade,
  texto varchar(5000) not null,
  updated_at timestamptz not null default now()
);

-- conteudo holds the uploaded bytes until the extraction job has read them (then null: the passages are kept).
create table knowledge_documents (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  nome varchar(200) not null,
  formato varchar(4) not null check (formato in ('pdf', 'docx', 'txt', 'md')),
  bytes integer not null,
  conteudo bytea,
  estado varchar(12) not null default 'processando' check (estado in ('processando', 'pronto', 'erro')),
  motivo text,
  trechos integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index knowledge_documents_user_idx on knowledge_documents (user_id, id);

-- A passage of a document (document_id set) or of "Sobre o negócio" (document_id null).
create table knowledge_passages (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  document_id integer references knowledge_documents (id) on delete cascade,
  posicao integer not null,
  texto text not null,
  busca tsvector not null
);
create index knowledge_passages_user_idx on knowledge_passages (user_id, document_id);
create index knowledge_passages_busca_idx on knowledge_passages using gin (busca);

-- Questions the knowledge base could not answer, for "perguntas sem resposta" (telefone null: Testar agente).
create table knowledge_unanswered (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  pergunta varchar(500) not null,
  telefone varchar(40),
  created_at timestamptz not null default now()
);
create index knowledge_unanswered_user_idx on knowledge_unanswered (user_id, id);
