-- Equipment (issue 18 item 1, helper equipment): the equipment ledger (设备台账), maintenance projects (保养项目) and
-- plans (保养计划), the due dates a plan has produced its maintenance bill for, and the fixture ledger's usage and life.
-- Production equipment (migration 0210) keeps its work-centre view of a machine and now points at its ledger record.

CREATE TABLE equipment (
  enterprise_id  INTEGER NOT NULL REFERENCES enterprise (id),
  id             INTEGER GENERATED ALWAYS AS IDENTITY,
  code           TEXT NOT NULL DEFAULT '',
  name           TEXT NOT NULL,
  model          TEXT NOT NULL DEFAULT '',
  category       TEXT NOT NULL DEFAULT '',
  department_id  INTEGER NOT NULL DEFAULT 0,
  location       TEXT NOT NULL DEFAULT '',
  supplier_id    INTEGER NOT NULL DEFAULT 0,
  purchase_date  DATE,
  value          NUMERIC(20,2) NOT NULL DEFAULT 0 CHECK (value >= 0),
  status         INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  asset_id       INTEGER NOT NULL DEFAULT 0,
  running_hours  NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (running_hours >= 0),
  img_urls       TEXT NOT NULL DEFAULT '',
  documents      TEXT NOT NULL DEFAULT '',
  remark         TEXT NOT NULL DEFAULT '',
  create_time    BIGINT NOT NULL,
  update_time    BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX equipment_code ON equipment (enterprise_id, code) WHERE code <> '';
CREATE INDEX equipment_department ON equipment (enterprise_id, department_id);

CREATE TABLE maintenance_project (
  enterprise_id  INTEGER NOT NULL REFERENCES enterprise (id),
  id             INTEGER GENERATED ALWAYS AS IDENTITY,
  code           TEXT NOT NULL DEFAULT '',
  name           TEXT NOT NULL,
  content        TEXT NOT NULL DEFAULT '',
  standard_hours NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (standard_hours >= 0),
  spare_parts    TEXT NOT NULL DEFAULT '',
  remark         TEXT NOT NULL DEFAULT '',
  create_time    BIGINT NOT NULL,
  update_time    BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX maintenance_project_code ON maintenance_project (enterprise_id, code) WHERE code <> '';

-- cycle_kind 1: every cycle_value days from start_date (next_date is the next due date); 2: every cycle_value running
-- hours of the equipment after last_hours (the running hours at the last bill).
CREATE TABLE maintenance_plan (
  enterprise_id  INTEGER NOT NULL REFERENCES enterprise (id),
  id             INTEGER GENERATED ALWAYS AS IDENTITY,
  code           TEXT NOT NULL DEFAULT '',
  name           TEXT NOT NULL,
  equipment_id   INTEGER NOT NULL,
  project_id     INTEGER NOT NULL,
  cycle_kind     INTEGER NOT NULL DEFAULT 1 CHECK (cycle_kind IN (1, 2)),
  cycle_value    INTEGER NOT NULL DEFAULT 30 CHECK (cycle_value > 0),
  start_date     DATE NOT NULL,
  next_date      DATE,
  last_hours     NUMERIC(20,4) NOT NULL DEFAULT 0,
  responsible_id INTEGER NOT NULL DEFAULT 0,
  status         INTEGER NOT NULL DEFAULT 1,
  remark         TEXT NOT NULL DEFAULT '',
  create_time    BIGINT NOT NULL,
  update_time    BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, equipment_id) REFERENCES equipment (enterprise_id, id),
  FOREIGN KEY (enterprise_id, project_id) REFERENCES maintenance_project (enterprise_id, id)
);
CREATE UNIQUE INDEX maintenance_plan_code ON maintenance_plan (enterprise_id, code) WHERE code <> '';
CREATE INDEX maintenance_plan_equipment ON maintenance_plan (enterprise_id, equipment_id);

-- One row per plan and due occasion ('2026-11-30' for a day plan, 'h:1500.0000' for an hours plan): the primary key
-- is what makes the job create one bill per due date however many servers run it. bill_id 0 while the claiming
-- server is making the bill; a claim left without a bill for 10 minutes may be taken over.
CREATE TABLE maintenance_due (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  plan_id       INTEGER NOT NULL,
  due_key       TEXT NOT NULL,
  bill_id       INTEGER NOT NULL DEFAULT 0,
  claim_time    BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, plan_id, due_key),
  FOREIGN KEY (enterprise_id, plan_id) REFERENCES maintenance_plan (enterprise_id, id) ON DELETE CASCADE
);

SELECT zf_add_version(t) FROM unnest(ARRAY['equipment', 'maintenance_project', 'maintenance_plan']::regclass[]) AS t;

-- Fixture ledger (工装台账): how often a fixture was used and how many uses it lasts (0 = no limit).
ALTER TABLE fixture ADD COLUMN usage_count INTEGER NOT NULL DEFAULT 0 CHECK (usage_count >= 0);
ALTER TABLE fixture ADD COLUMN life_count INTEGER NOT NULL DEFAULT 0 CHECK (life_count >= 0);

-- Production equipment names its equipment ledger record in equipment_id (0 or NULL: none), checked by the resource
-- engine like every other reference of master data.
CREATE INDEX production_equipment_ledger ON production_equipment (enterprise_id, equipment_id);
