-- 069_lead_tags: the tags the owner creates (name and colour) replace the four fixed ALL-CAPS ones. A lead keeps
-- its tag's name in leads.etiqueta (what the board, conversations and exports already read); renaming or deleting
-- a tag rewrites the account's leads in the same transaction (src/leadTags).

create table lead_tags (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  nome varchar(30) not null check (btrim(nome) <> ''),
  cor varchar(10) not null check (cor in ('azul', 'verde', 'laranja', 'vermelho', 'roxo', 'cinza')),
  created_at timestamptz not null default now()
);
-- One name per account whatever its case; the list reads an account's tags in the order they were made.
create unique index lead_tags_user_name_key on lead_tags (user_id, lower(nome));
create index lead_tags_user_idx on lead_tags (user_id, id);

-- Every account starts with the four tags it had, in sentence case and their old colours; a new account gets them
-- as it is created, so a lead's first tag ("Lead novo") is there from the first message.
create function lead_tags_defaults() returns trigger language plpgsql as $$
begin
  insert into lead_tags (user_id, nome, cor)
  values (new.id, 'Lead novo', 'azul'), (new.id, 'Compra efetuada', 'verde'),
    (new.id, 'Retornar contato', 'laranja'), (new.id, 'Cancelado', 'vermelho');
  return null;
end
$$;
create trigger users_lead_tags_defaults after insert on users
  for each row execute function lead_tags_defaults();
