-- The kanban reads each column (a product's leads at one last step) a page at a time, newest interaction first;
-- the id breaks ties so a page's cursor is a position in a total order. This index serves each page as a
-- range scan that stops at the page size, whatever the product's size.
create index leads_kanban_column_idx
  on leads (product_id, user_id, ultimo_step, data_hora_ultima_interacao desc, id desc);

-- The columns' counts read the period's window on this index alone (index-only scan): the step rides along.
drop index leads_kanban_idx;
create index leads_kanban_idx
  on leads (product_id, user_id, data_hora_ultima_interacao desc) include (ultimo_step);
