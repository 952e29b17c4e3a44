-- Production master data and the production order's own state (issue 16 items 1 and 3, helper production).
-- Processes (工序), routings (工艺路线) with their ordered steps, fixtures (工装夹具) and production equipment (生产设备)
-- are resources of the engine; every row is the enterprise's, with composite keys like every master-data table.

CREATE TABLE process (
  enterprise_id  INTEGER NOT NULL REFERENCES enterprise (id),
  id             INTEGER GENERATED ALWAYS AS IDENTITY,
  code           TEXT NOT NULL DEFAULT '',
  name           TEXT NOT NULL,
  work_centre    TEXT NOT NULL DEFAULT '',
  standard_hours NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (standard_hours >= 0),
  setup_hours    NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (setup_hours >= 0),
  piece_rate     NUMERIC(20,6) NOT NULL DEFAULT 0 CHECK (piece_rate >= 0),
  outsourced     INTEGER NOT NULL DEFAULT 0,
  inspection     INTEGER NOT NULL DEFAULT 0,
  remark         TEXT NOT NULL DEFAULT '',
  create_time    BIGINT NOT NULL,
  update_time    BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name)
);
CREATE UNIQUE INDEX process_code ON process (enterprise_id, code) WHERE code <> '';

CREATE TABLE routing (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  code          TEXT NOT NULL DEFAULT '',
  name          TEXT NOT NULL,
  product_id    INTEGER NOT NULL,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name),
  FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id)
);
CREATE UNIQUE INDEX routing_code ON routing (enterprise_id, code) WHERE code <> '';
CREATE INDEX routing_product ON routing (enterprise_id, product_id);

-- One row per step of a routing, ordered by `sequence` (10, 20, …); standard_hours 0 = the process's own.
CREATE TABLE routing_step (
  enterprise_id  INTEGER NOT NULL REFERENCES enterprise (id),
  id             INTEGER GENERATED ALWAYS AS IDENTITY,
  routing_id     INTEGER NOT NULL,
  sequence       INTEGER NOT NULL CHECK (sequence > 0),
  process_id     INTEGER NOT NULL,
  standard_hours NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (standard_hours >= 0),
  outsourced     INTEGER NOT NULL DEFAULT 0,
  remark         TEXT NOT NULL DEFAULT '',
  create_time    BIGINT NOT NULL,
  update_time    BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, routing_id, sequence),
  FOREIGN KEY (enterprise_id, routing_id) REFERENCES routing (enterprise_id, id) ON DELETE CASCADE,
  FOREIGN KEY (enterprise_id, process_id) REFERENCES process (enterprise_id, id)
);
CREATE INDEX routing_step_process ON routing_step (enterprise_id, process_id);

CREATE TABLE fixture (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  code          TEXT NOT NULL DEFAULT '',
  name          TEXT NOT NULL,
  spec          TEXT NOT NULL DEFAULT '',
  quantity      NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  status        INTEGER NOT NULL DEFAULT 1,
  location      TEXT NOT NULL DEFAULT '',
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX fixture_code ON fixture (enterprise_id, code) WHERE code <> '';

-- equipment_id: the equipment ledger's record (issue 18) once it exists; NULL until then (no foreign key yet).
CREATE TABLE production_equipment (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  code          TEXT NOT NULL DEFAULT '',
  name          TEXT NOT NULL,
  model         TEXT NOT NULL DEFAULT '',
  work_centre   TEXT NOT NULL DEFAULT '',
  status        INTEGER NOT NULL DEFAULT 1,
  equipment_id  INTEGER,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX production_equipment_code ON production_equipment (enterprise_id, code) WHERE code <> '';

SELECT zf_add_version(t) FROM unnest(ARRAY['process', 'routing', 'routing_step', 'fixture', 'production_equipment']::regclass[]) AS t;

-- A production order's production status, separate from its audit status: 1 not started, 2 in progress, 3 finished,
-- 4 closed. One row per approved order (written when it is approved; none = not started). Picks, returns, reports
-- and receipts lock this row before their stock, so the order's sums are checked under one lock.
CREATE TABLE production_order_state (
  enterprise_id INTEGER NOT NULL,
  order_id      INTEGER NOT NULL,
  status        INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, order_id),
  FOREIGN KEY (enterprise_id, order_id) REFERENCES bill (enterprise_id, id) ON DELETE CASCADE
);
