-- Organisation (issue 4 §4): departments (tree), jobs, work addresses; staff details on employee; invitations by
-- phone for people who have no account yet; the enterprise certification record.

CREATE TABLE department (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  parent_id     INTEGER NOT NULL DEFAULT 0,
  name          TEXT NOT NULL,
  code          TEXT NOT NULL DEFAULT '',
  phone         TEXT NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, parent_id, name)
);
CREATE UNIQUE INDEX department_code ON department (enterprise_id, code) WHERE code <> '';

CREATE TABLE job_position (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  code          TEXT NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name)
);
CREATE UNIQUE INDEX job_position_code ON job_position (enterprise_id, code) WHERE code <> '';

CREATE TABLE work_address (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  address       TEXT NOT NULL,
  contact       TEXT NOT NULL DEFAULT '',
  phone         TEXT NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name)
);

-- Staff details. sex: 0 not given, 1 male, 2 female (SPEC §4: 1 male, any other code female).
ALTER TABLE employee ADD COLUMN sex INTEGER NOT NULL DEFAULT 0;
ALTER TABLE employee ADD COLUMN department_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE employee ADD COLUMN position_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE employee ADD COLUMN remark TEXT NOT NULL DEFAULT '';
CREATE INDEX employee_department ON employee (enterprise_id, department_id);
CREATE INDEX employee_position ON employee (enterprise_id, position_id);

-- An invitation by phone for someone without an account: it becomes an active employee row the first time that
-- phone's user lists their enterprises (after registering). status 1 pending, 2 accepted, 3 cancelled.
CREATE TABLE employee_invitation (
  enterprise_id       INTEGER NOT NULL REFERENCES enterprise (id),
  id                  INTEGER GENERATED ALWAYS AS IDENTITY,
  phone               TEXT NOT NULL,
  name                TEXT NOT NULL,
  sex                 INTEGER NOT NULL DEFAULT 0,
  department_id       INTEGER NOT NULL DEFAULT 0,
  position_id         INTEGER NOT NULL DEFAULT 0,
  permission_group_id INTEGER,
  status              INTEGER NOT NULL DEFAULT 1,
  invited_by          INTEGER NOT NULL,
  employee_id         INTEGER,
  create_time         BIGINT NOT NULL,
  update_time         BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, permission_group_id) REFERENCES permission_group (enterprise_id, id)
);
CREATE UNIQUE INDEX employee_invitation_pending ON employee_invitation (enterprise_id, phone) WHERE status = 1;
CREATE INDEX employee_invitation_phone ON employee_invitation (phone) WHERE status = 1;

-- One certification record per enterprise. status 1 pending review, 2 approved, 3 rejected.
CREATE TABLE enterprise_certification (
  enterprise_id  INTEGER PRIMARY KEY REFERENCES enterprise (id),
  company_name   TEXT NOT NULL,
  license_number TEXT NOT NULL,
  license_image  TEXT NOT NULL DEFAULT '',
  legal_person   TEXT NOT NULL DEFAULT '',
  status         INTEGER NOT NULL DEFAULT 1,
  review_remark  TEXT NOT NULL DEFAULT '',
  submitted_by   INTEGER NOT NULL,
  submit_time    BIGINT NOT NULL,
  review_time    BIGINT
);
