-- 032_lead_stop_and_handover: a lead who asked the agent to stop ("não perturbe") and a lead handed over to a
-- person ("aguardando você") are both states of the lead's conversation, kept beside its pause.

-- Since when the lead asked the agent to stop writing; cleared when the lead writes again and is answered.
alter table lead_states add column nao_perturbe_desde timestamptz;
-- Since when the lead waits for a person, and why (pt-BR, as told to the owner); cleared when the owner answers
-- or resumes the agent.
alter table lead_states add column aguardando_desde timestamptz;
alter table lead_states add column aguardando_motivo text;
alter table lead_states add constraint lead_states_aguardando_check
  check ((aguardando_desde is null) = (aguardando_motivo is null));

-- The panel counts and lists an account's waiting leads on every refresh.
create index lead_states_aguardando_idx on lead_states (user_id, aguardando_desde)
  where aguardando_desde is not null;

-- A lead already marked "não perturbe" who says stop again gets nothing, and the turn says so.
alter table agent_turns drop constraint agent_turns_result_check;
alter table agent_turns add constraint agent_turns_result_check check (result in (
  'respondido', 'pausado', 'sem_cota', 'bloqueado', 'plano_expirado', 'agente_desligado', 'mensagem_antiga',
  'cedeu_a_mais_nova', 'sem_produto', 'nada_a_responder', 'nao_perturbe'
));
