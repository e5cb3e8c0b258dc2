-- 036_lead_pause_until: a pause can have an end. The owner writing to a lead from the phone pauses the agent for
-- that lead for a while (AGENT_HUMAN_PAUSE_HOURS), and a queued job resumes it then; `#`, the panel and a pause
-- step of the flow still pause until someone resumes (paused_until null).
alter table lead_states add column paused_until timestamptz;
