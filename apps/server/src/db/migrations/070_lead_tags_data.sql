-- 070_lead_tags_data: the accounts and leads from before the owner's own tags (069) move onto them: the four
-- ALL-CAPS tags become the account's sentence-case tags, and any other text a lead carries becomes a grey tag.

-- The accounts made before 069 get the four tags the trigger gives a new one (an account that already has tags
-- keeps them as they are: running this again changes nothing).
insert into lead_tags (user_id, nome, cor)
select users.id, defaults.nome, defaults.cor
from users cross join (values (1, 'Lead novo', 'azul'), (2, 'Compra efetuada', 'verde'),
  (3, 'Retornar contato', 'laranja'), (4, 'Cancelado', 'vermelho')) as defaults (n, nome, cor)
where not exists (select 1 from lead_tags where lead_tags.user_id = users.id)
order by users.id, defaults.n;

-- The leads' tags follow: the four old ones by their new names (matched as the server matched them, ignoring case
-- and surrounding spaces).
update leads set etiqueta = case upper(btrim(etiqueta))
    when 'LEAD NOVO' then 'Lead novo'
    when 'COMPRA EFETUADA' then 'Compra efetuada'
    when 'RETORNAR CONTATO' then 'Retornar contato'
    when 'CANCELADO' then 'Cancelado'
  end
where upper(btrim(etiqueta)) in ('LEAD NOVO', 'COMPRA EFETUADA', 'RETORNAR CONTATO', 'CANCELADO');

-- Any other text a lead still carries becomes a grey tag of its account (within the name's length), so it can be
-- chosen again, renamed or deleted like the rest.
insert into lead_tags (user_id, nome, cor)
select distinct on (user_id, lower(btrim(etiqueta))) user_id, btrim(etiqueta), 'cinza'
from leads
where btrim(coalesce(etiqueta, '')) <> '' and char_length(btrim(etiqueta)) <= 30
  and not exists (select 1 from lead_tags
    where lead_tags.user_id = leads.user_id and lower(lead_tags.nome) = lower(btrim(leads.etiqueta)))
order by user_id, lower(btrim(etiqueta));
