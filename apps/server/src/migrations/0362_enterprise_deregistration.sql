-- Enterprise deregistration (issue 19 item 5): the admin applies after exporting the data; a 15-day cooling-off
-- follows during which the admin can undo it; after it the enterprise is closed (nobody can act in it).
-- status: 1 cooling off, 2 undone, 3 deregistered.
CREATE TABLE enterprise_deregistration (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  status        INTEGER NOT NULL DEFAULT 1,
  reason        TEXT NOT NULL DEFAULT '',
  employee_id   INTEGER NOT NULL,
  apply_time    BIGINT NOT NULL,
  due_time      BIGINT NOT NULL,
  undo_time     BIGINT,
  finish_time   BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
-- At most one application cooling off per enterprise.
CREATE UNIQUE INDEX enterprise_deregistration_open ON enterprise_deregistration (enterprise_id) WHERE status = 1;

-- When the enterprise's data was last exported (deregistration needs a fresh export).
CREATE TABLE enterprise_data_export (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  employee_id   INTEGER NOT NULL,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
