-- 075_product_other_category: a product in "Outros" says in the account's own words what it is ("Doces",
-- "Roupas"), so the product list and the agent name it instead of the bare "Outros". Only "Outros" keeps a text;
-- products saved before this column stay null and show as "Outros".
alter table products add column categoria_outra text;

alter table products add constraint products_categoria_outra_only_outros
  check (categoria_outra is null or (categoria = 'Outros' and char_length(categoria_outra) between 1 and 40));
