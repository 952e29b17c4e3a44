-- Quality (issue 18 item 2, helper quality): check items, schemes and their items, the defect register; the product
-- flags that make receipts wait for an incoming check and sales wait for a delivery check; the check results on the
-- check bills' lines (qualified + rejected = the line's number).

ALTER TABLE product ADD COLUMN incoming_check INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product ADD COLUMN delivery_check INTEGER NOT NULL DEFAULT 0;

ALTER TABLE bill_line ADD COLUMN qualified NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (qualified >= 0);
ALTER TABLE bill_line ADD COLUMN rejected NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (rejected >= 0);

-- A check item: a measured value between limits (kind 1) or pass/fail (kind 2).
CREATE TABLE quality_project (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  code          TEXT NOT NULL DEFAULT '',
  name          TEXT NOT NULL,
  kind          INTEGER NOT NULL DEFAULT 1 CHECK (kind IN (1, 2)),
  unit          TEXT NOT NULL DEFAULT '',
  standard      NUMERIC(20,4) NOT NULL DEFAULT 0,
  lower_limit   NUMERIC(20,4) NOT NULL DEFAULT 0,
  upper_limit   NUMERIC(20,4) NOT NULL DEFAULT 0,
  method        TEXT NOT NULL DEFAULT '',
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name)
);
CREATE UNIQUE INDEX quality_project_code ON quality_project (enterprise_id, code) WHERE code <> '';

-- A scheme: which check (1 incoming, 2 process, 3 delivery), for a product or a category, and how much is sampled
-- (1 every unit, 2 a fixed count, 3 a percentage of the lot).
CREATE TABLE quality_scheme (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  code          TEXT NOT NULL DEFAULT '',
  name          TEXT NOT NULL,
  check_kind    INTEGER NOT NULL DEFAULT 1 CHECK (check_kind IN (1, 2, 3)),
  product_id    INTEGER NOT NULL DEFAULT 0,
  category_id   INTEGER NOT NULL DEFAULT 0,
  sampling      INTEGER NOT NULL DEFAULT 1 CHECK (sampling IN (1, 2, 3)),
  sample_value  NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (sample_value >= 0),
  status        INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name)
);
CREATE UNIQUE INDEX quality_scheme_code ON quality_scheme (enterprise_id, code) WHERE code <> '';

CREATE TABLE quality_scheme_item (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  scheme_id     INTEGER NOT NULL,
  project_id    INTEGER NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, scheme_id, project_id),
  FOREIGN KEY (enterprise_id, scheme_id) REFERENCES quality_scheme (enterprise_id, id) ON DELETE CASCADE,
  FOREIGN KEY (enterprise_id, project_id) REFERENCES quality_project (enterprise_id, id)
);
CREATE INDEX quality_scheme_item_project ON quality_scheme_item (enterprise_id, project_id);

-- The defect register: what went wrong with which product (and supplier), why, and what was done.
CREATE TABLE quality_problem (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  code          TEXT NOT NULL DEFAULT '',
  title         TEXT NOT NULL,
  found_date    DATE,
  product_id    INTEGER NOT NULL DEFAULT 0,
  partner_id    INTEGER NOT NULL DEFAULT 0,
  severity      INTEGER NOT NULL DEFAULT 2 CHECK (severity IN (1, 2, 3)),
  cause         TEXT NOT NULL DEFAULT '',
  action        TEXT NOT NULL DEFAULT '',
  status        INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX quality_problem_code ON quality_problem (enterprise_id, code) WHERE code <> '';

SELECT zf_add_version(t) FROM unnest(ARRAY['quality_project', 'quality_scheme', 'quality_scheme_item', 'quality_problem']::regclass[]) AS t;
