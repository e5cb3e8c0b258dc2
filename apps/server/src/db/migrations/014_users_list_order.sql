-- 014_users_list_order: the administrator's account list pages in the server, ordered by name or by expiry
-- (id breaks ties); these indexes let each page be read without sorting every account.
create index if not exists users_name_id_idx on users (name, id);
create index if not exists users_expiration_id_idx on users (expiration_acess, id);
