-- Lead names stored before the webhook cleaned them: the invisible direction and zero-width characters go (bidi
-- embeddings, overrides, isolates and marks, zero-width space and non-joiner, word joiner, byte-order mark), as
-- the webhook now does on input. The zero-width joiner stays: inside an emoji it builds one (👩‍💻).
update leads
set nome = btrim(regexp_replace(nome, '[\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u061C\uFEFF]', '', 'g'))
where nome ~ '[\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u061C\uFEFF]';
