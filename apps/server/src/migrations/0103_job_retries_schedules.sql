-- Background work that survives (issue 13 item 5): retries with back-off, fair turns between enterprises, and
-- schedules that run once per interval across every app server.

-- How many times a job may run (1: never retried), not before when (unix s; the back-off of a retry), when the
-- current attempt started (fair turns: the enterprise whose last start is oldest goes next) and the last failure.
ALTER TABLE job ADD COLUMN max_attempts INTEGER NOT NULL DEFAULT 1;
ALTER TABLE job ADD COLUMN run_after BIGINT NOT NULL DEFAULT 0;
ALTER TABLE job ADD COLUMN start_time BIGINT;
ALTER TABLE job ADD COLUMN last_error TEXT;
CREATE INDEX job_running ON job (enterprise_id) WHERE status = 'running';
CREATE INDEX job_started ON job (enterprise_id, start_time DESC) WHERE start_time IS NOT NULL;

-- Platform schedules (not enterprise data): a named piece of work due every `every_seconds`; the server whose
-- UPDATE moves `next_run_time` on runs it, so N servers run it once.
CREATE TABLE job_schedule (
  name           TEXT PRIMARY KEY,
  every_seconds  INTEGER NOT NULL CHECK (every_seconds > 0),
  next_run_time  BIGINT NOT NULL,
  last_run_time  BIGINT,
  last_error     TEXT
);
