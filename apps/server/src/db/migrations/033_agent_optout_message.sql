-- 033_agent_optout_message: the one short confirmation a lead who asks the agent to stop gets, editable in Meu
-- Agente (after it the lead is in "não perturbe").
alter table agents add column mensagem_optout varchar(200) not null
  default 'Tudo bem, não vou mais te enviar mensagens. Se precisar de algo, é só escrever. 🙏';
