-- Background jobs (imports, exports, reposts, period-end runs), claimed with FOR UPDATE SKIP LOCKED so several app
-- servers share the queue; and the enterprise change log kept for every master-data change.

CREATE TABLE job (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  user_id       INTEGER NOT NULL REFERENCES app_user (id),
  employee_id   INTEGER,
  type          TEXT NOT NULL,
  title         TEXT NOT NULL DEFAULT '',
  status        TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress      INTEGER NOT NULL DEFAULT 0,
  payload       JSONB NOT NULL DEFAULT '{}',
  result        JSONB,
  file_key      TEXT,
  file_name     TEXT,
  attempts      INTEGER NOT NULL DEFAULT 0,
  locked_until  BIGINT,
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  finish_time   BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
CREATE INDEX job_waiting ON job (id) WHERE status IN ('queued', 'running');
CREATE INDEX job_owner ON job (enterprise_id, user_id, id DESC);

CREATE TABLE change_log (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            BIGINT GENERATED ALWAYS AS IDENTITY,
  resource      TEXT NOT NULL,
  record_id     INTEGER NOT NULL,
  action        TEXT NOT NULL,
  employee_id   INTEGER,
  summary       TEXT NOT NULL DEFAULT '',
  changes       JSONB NOT NULL DEFAULT '{}',
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
CREATE INDEX change_log_record ON change_log (enterprise_id, resource, record_id, id DESC);
CREATE INDEX change_log_time ON change_log (enterprise_id, id DESC);
