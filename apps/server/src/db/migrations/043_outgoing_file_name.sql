-- 043_outgoing_file_name: a PDF the agent sends goes with its file name (the media's title), shown by WhatsApp as
-- the document's name; the caption stays what was written under it. Null for anything but an outgoing document.
alter table conversation_messages add column media_file_name text;
