-- 044_flow_offer_references: a flow step refers to its offers by id alone ({OFERTA Id=3}); the price and link
-- live on the offer row only and are filled in when the step is read or sent, so editing an offer rewrites no
-- step. Markers written before carried a copy ({OFERTA Id=3 Valor=97.90 Link=https://...}); the copy goes.
update flow_steps
set texto = regexp_replace(
  texto,
  '\{OFERTA Id=([0-9]+) Valor=[0-9]+(\.[0-9]+)? Link=[^[:space:]}]+\}',
  '{OFERTA Id=\1}',
  'g'
)
where texto like '%{OFERTA Id=%';
