-- 066_conversation_reads: how far the account has read each lead's conversation in the panel, for the unread
-- counts of Conversas. The lead's messages after read_up_to are unread; a conversation without a row has every
-- lead message unread. The conversations already stored start read, so an upgrade does not light up the list.
create table conversation_reads (
  user_id integer not null references users (id) on delete cascade,
  lead_phone varchar(25) not null,
  -- the newest message id the owner saw (any author)
  read_up_to bigint not null,
  primary key (user_id, lead_phone)
);

insert into conversation_reads (user_id, lead_phone, read_up_to)
select user_id, lead_phone, max(id) from conversation_messages group by user_id, lead_phone;
