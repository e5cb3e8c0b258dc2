-- 073_pause_message_accent: the agent's default pause message is written with its accent. Agents still on the old
-- default never chose that text, so they get the corrected one; a message the owner typed is left as it is.
alter table agents alter column mensagem_pausa set default 'Um momento, já te retorno';
update agents set mensagem_pausa = 'Um momento, já te retorno' where mensagem_pausa = 'Um momento, ja te retorno';
