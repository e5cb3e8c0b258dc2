-- 013_offer_name_product_description: an offer may carry a name ("Kit 3 frascos") the agent says with its price,
-- and a product a plain-text description of what it is and does, which the agent reads as context. Both are
-- optional (null = none). The limits are the contract's (openapi.yaml); the checks keep any other writer to them.
alter table offers add column nome_oferta varchar(60);
alter table products add column descricao text check (char_length(descricao) <= 1000);
