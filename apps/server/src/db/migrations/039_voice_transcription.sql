-- 039_voice_transcription: a lead's voice note is transcribed (TRANSCRIBE_BASE_URL, or the embedded stand-in) and
-- answered like text; the transcript stays with the message, where Conversas shows it under the audio.

-- The transcript (null while pending, after a failure, or for audio never sent to transcription).
alter table conversation_messages add column transcricao text;
-- pendente = queued on agente-transcricao, the lead's turn waits for it; transcrita = transcricao holds the words;
-- falhou = no words (service down, slow, refused, or it heard nothing): the note is answered as a wordless file.
alter table conversation_messages add column transcricao_estado text
  check (transcricao_estado in ('pendente', 'transcrita', 'falhou'));
alter table conversation_messages add constraint conversation_messages_transcricao_check
  check ((transcricao is not null) = (transcricao_estado is not distinct from 'transcrita'));

-- A turn that finds a voice note still being transcribed waits for it (the transcription queues the turn again).
alter table agent_turns drop constraint agent_turns_result_check;
alter table agent_turns add constraint agent_turns_result_check check (result in (
  'respondido', 'pausado', 'sem_cota', 'bloqueado', 'plano_expirado', 'agente_desligado', 'mensagem_antiga',
  'cedeu_a_mais_nova', 'sem_produto', 'nada_a_responder', 'nao_perturbe', 'aguardando_transcricao'
));
