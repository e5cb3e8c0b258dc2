-- 006_session_idle: sessions end after a week without use (sliding), still within their 30-day cap.
-- last_used_at is refreshed at most once a minute per session; null means never used since it was created.
alter table sessions add column last_used_at timestamptz;
