-- Fixed assets (issue 17, the fixed-assets half): categories, asset cards, their history (additions, transfers,
-- disposals), monthly depreciation runs with one row per asset, and asset counts.
--
-- Depreciation expense sub-accounts: 560104 折旧费 under 5601 销售费用 and 560206 折旧费 under 5602 管理费用 (the next
-- free codes; FINANCE.md §1 "折旧摊销"), in the template and for every enterprise whose parent already has children
-- (a used leaf gets no sub-accounts: there the expense books on the parent itself).
INSERT INTO account_subject_template (code, name, name_en, category, direction, level, parent_code, aux_types) VALUES
  ('560104', '折旧费', 'Depreciation', 5, 1, 2, '5601', '[]'),
  ('560206', '折旧费', 'Depreciation', 5, 1, 2, '5602', '[]')
ON CONFLICT (code) DO NOTHING;
INSERT INTO account_subject (enterprise_id, code, name, name_en, category, direction, level, parent_code, create_time, update_time)
SELECT e.id, t.code, t.name, t.name_en, t.category, t.direction, t.level, t.parent_code, e.create_time, e.create_time
FROM enterprise e CROSS JOIN account_subject_template t
WHERE t.code IN ('560104', '560206')
  AND EXISTS (SELECT 1 FROM account_subject p WHERE p.enterprise_id = e.id AND p.code LIKE t.parent_code || '__')
ON CONFLICT (enterprise_id, code) DO NOTHING;

-- method: 1 straight line, 2 workload, 3 double-declining balance, 4 sum of the years' digits.
-- residual_rate in percent (5 = 5 %). Accounts are codes of the chart (leaf accounts, checked when a run books them).
CREATE TABLE asset_category (
  enterprise_id        INTEGER NOT NULL REFERENCES enterprise (id),
  id                   INTEGER GENERATED ALWAYS AS IDENTITY,
  name                 TEXT NOT NULL,
  code                 TEXT NOT NULL DEFAULT '',
  life_months          INTEGER NOT NULL DEFAULT 60,
  residual_rate        NUMERIC(9, 4) NOT NULL DEFAULT 5,
  method               INTEGER NOT NULL DEFAULT 1,
  asset_subject        TEXT NOT NULL DEFAULT '1601',
  depreciation_subject TEXT NOT NULL DEFAULT '1602',
  expense_subject      TEXT NOT NULL DEFAULT '',
  sort                 INTEGER NOT NULL DEFAULT 1,
  remark               TEXT NOT NULL DEFAULT '',
  create_time          BIGINT NOT NULL,
  update_time          BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name)
);
SELECT zf_add_version('asset_category');

-- usage: 1 administration (560206), 2 workshop (4101), 3 selling (560104); expense_subject overrides it.
-- accumulated_depreciation: depreciation before the books started (initialization of an asset in use).
-- status: 1 in use, 2 disposed.
CREATE TABLE fixed_asset (
  enterprise_id            INTEGER NOT NULL REFERENCES enterprise (id),
  id                       INTEGER GENERATED ALWAYS AS IDENTITY,
  code                     TEXT NOT NULL DEFAULT '',
  name                     TEXT NOT NULL,
  category_id              INTEGER NOT NULL DEFAULT 0,
  department_id            INTEGER NOT NULL DEFAULT 0,
  location                 TEXT NOT NULL DEFAULT '',
  start_date               DATE NOT NULL,
  original_value           NUMERIC(20, 2) NOT NULL DEFAULT 0,
  accumulated_depreciation NUMERIC(20, 2) NOT NULL DEFAULT 0,
  life_months              INTEGER NOT NULL DEFAULT 60,
  residual_rate            NUMERIC(9, 4) NOT NULL DEFAULT 5,
  method                   INTEGER NOT NULL DEFAULT 1,
  workload_total           NUMERIC(20, 4) NOT NULL DEFAULT 0,
  workload_unit            TEXT NOT NULL DEFAULT '',
  usage                    INTEGER NOT NULL DEFAULT 1,
  expense_subject          TEXT NOT NULL DEFAULT '',
  status                   INTEGER NOT NULL DEFAULT 1,
  dispose_date             DATE,
  acquisition_voucher_id   INTEGER NOT NULL DEFAULT 0,
  remark                   TEXT NOT NULL DEFAULT '',
  create_time              BIGINT NOT NULL,
  update_time              BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  CHECK (accumulated_depreciation >= 0 AND original_value >= 0)
);
CREATE UNIQUE INDEX fixed_asset_code ON fixed_asset (enterprise_id, code) WHERE code <> '';
CREATE INDEX fixed_asset_category ON fixed_asset (enterprise_id, category_id);
CREATE INDEX fixed_asset_department ON fixed_asset (enterprise_id, department_id);
SELECT zf_add_version('fixed_asset');

-- What happened to an asset: kind 'add' (acquisition voucher), 'transfer' (department change), 'dispose'.
CREATE TABLE asset_change (
  enterprise_id      INTEGER NOT NULL,
  id                 INTEGER GENERATED ALWAYS AS IDENTITY,
  asset_id           INTEGER NOT NULL,
  kind               TEXT NOT NULL CHECK (kind IN ('add', 'transfer', 'dispose')),
  change_date        DATE NOT NULL,
  from_department_id INTEGER NOT NULL DEFAULT 0,
  to_department_id   INTEGER NOT NULL DEFAULT 0,
  amount             NUMERIC(20, 2) NOT NULL DEFAULT 0,
  voucher_id         INTEGER NOT NULL DEFAULT 0,
  remark             TEXT NOT NULL DEFAULT '',
  employee_id        INTEGER NOT NULL DEFAULT 0,
  create_time        BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, asset_id) REFERENCES fixed_asset (enterprise_id, id) ON DELETE CASCADE
);
CREATE INDEX asset_change_asset ON asset_change (enterprise_id, asset_id, change_date);

-- One depreciation run per enterprise and period (the unique key makes a second run, even a concurrent one, fail).
CREATE TABLE depreciation_run (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  period        TEXT NOT NULL,
  voucher_id    INTEGER NOT NULL DEFAULT 0,
  total         NUMERIC(20, 2) NOT NULL DEFAULT 0,
  employee_id   INTEGER NOT NULL DEFAULT 0,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, period)
);

CREATE TABLE asset_depreciation (
  enterprise_id   INTEGER NOT NULL,
  id              INTEGER GENERATED ALWAYS AS IDENTITY,
  run_id          INTEGER NOT NULL,
  asset_id        INTEGER NOT NULL,
  period          TEXT NOT NULL,
  department_id   INTEGER NOT NULL DEFAULT 0,
  expense_subject TEXT NOT NULL,
  workload        NUMERIC(20, 4) NOT NULL DEFAULT 0,
  amount          NUMERIC(20, 2) NOT NULL,
  accumulated     NUMERIC(20, 2) NOT NULL,
  net_value       NUMERIC(20, 2) NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, asset_id, period),
  FOREIGN KEY (enterprise_id, run_id) REFERENCES depreciation_run (enterprise_id, id) ON DELETE CASCADE,
  FOREIGN KEY (enterprise_id, asset_id) REFERENCES fixed_asset (enterprise_id, id)
);
CREATE INDEX asset_depreciation_period ON asset_depreciation (enterprise_id, period);

-- Asset initialization (资产初始化): finished once the cards' totals equal the opening balances of 1601 and 1602.
CREATE TABLE asset_setting (
  enterprise_id INTEGER PRIMARY KEY REFERENCES enterprise (id),
  init_finished BOOLEAN NOT NULL DEFAULT FALSE,
  update_time   BIGINT NOT NULL
);

-- Asset counts (资产盘点): a count list per date (and department), one line per asset on the books; finishing books
-- the assets not found as losses (Dr 1901 + 1602 / Cr 1601). status 1 counting, 2 finished.
CREATE TABLE asset_count (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  count_date    DATE NOT NULL,
  department_id INTEGER NOT NULL DEFAULT 0,
  status        INTEGER NOT NULL DEFAULT 1,
  voucher_id    INTEGER NOT NULL DEFAULT 0,
  remark        TEXT NOT NULL DEFAULT '',
  employee_id   INTEGER NOT NULL DEFAULT 0,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
CREATE TABLE asset_count_line (
  enterprise_id INTEGER NOT NULL,
  count_id      INTEGER NOT NULL,
  asset_id      INTEGER NOT NULL,
  counted       BOOLEAN NOT NULL DEFAULT TRUE,
  PRIMARY KEY (enterprise_id, count_id, asset_id),
  FOREIGN KEY (enterprise_id, count_id) REFERENCES asset_count (enterprise_id, id) ON DELETE CASCADE,
  FOREIGN KEY (enterprise_id, asset_id) REFERENCES fixed_asset (enterprise_id, id) ON DELETE CASCADE
);
