-- 037_agent_media_reply: what the agent answers when a lead sends a voice note, picture, video or document with no
-- words (no caption, and no transcript of the audio): one short text, editable in Meu Agente.
alter table agents add column mensagem_midia varchar(200) not null
  default 'Recebi sua mensagem! Consegue me escrever em texto o que você precisa? 🙂';
