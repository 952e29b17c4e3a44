-- Production costing (issue 16 item 5, helper costing): the period's labour and overhead allocated to production
-- orders (生产成本分摊), completion percentages for equivalent units (在产品归集), and product cost accounting runs
-- (产品成本核算) that revalue the period's production receipts at actual cost through the stock ledger.

-- One allocation per enterprise and period; its voucher moves the labour pool (4001 not yet on an order) and 4101.
CREATE TABLE production_cost_run (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  period        TEXT NOT NULL,
  basis         TEXT NOT NULL,
  labour        NUMERIC(20,2) NOT NULL DEFAULT 0,
  overhead      NUMERIC(20,2) NOT NULL DEFAULT 0,
  voucher_id    INTEGER,
  employee_id   INTEGER NOT NULL DEFAULT 0,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, period)
);

-- Per order: the base it was allocated by (hours, quantity or standard hours) and what it received.
CREATE TABLE production_cost_share (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  run_id        INTEGER NOT NULL,
  order_id      INTEGER NOT NULL,
  period        TEXT NOT NULL,
  base          NUMERIC(20,4) NOT NULL DEFAULT 0,
  labour        NUMERIC(20,2) NOT NULL DEFAULT 0,
  overhead      NUMERIC(20,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (enterprise_id, run_id, order_id),
  FOREIGN KEY (enterprise_id, run_id) REFERENCES production_cost_run (enterprise_id, id) ON DELETE CASCADE
);
CREATE INDEX production_cost_share_order ON production_cost_share (enterprise_id, order_id, period);

-- Completion % of an order's work in process at a period's end (equivalent units).
CREATE TABLE production_wip_completion (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  period        TEXT NOT NULL,
  order_id      INTEGER NOT NULL,
  completion    NUMERIC(7,2) NOT NULL DEFAULT 50 CHECK (completion >= 0 AND completion <= 100),
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, period, order_id)
);

-- A product cost accounting run: its method, its stock moves (bill_type 'product-costing', bill_id = id) and voucher.
CREATE TABLE product_cost_run (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  period        TEXT NOT NULL,
  method        TEXT NOT NULL,
  difference    NUMERIC(20,2) NOT NULL DEFAULT 0,
  voucher_id    INTEGER,
  employee_id   INTEGER NOT NULL DEFAULT 0,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, period)
);

-- Per order costed by a run: what its period's receipts were carried at, by cost item, and the difference booked.
CREATE TABLE product_cost_item (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  run_id        INTEGER NOT NULL,
  order_id      INTEGER NOT NULL,
  period        TEXT NOT NULL,
  received      NUMERIC(20,4) NOT NULL DEFAULT 0,
  material      NUMERIC(20,2) NOT NULL DEFAULT 0,
  labour        NUMERIC(20,2) NOT NULL DEFAULT 0,
  overhead      NUMERIC(20,2) NOT NULL DEFAULT 0,
  provisional   NUMERIC(20,2) NOT NULL DEFAULT 0,
  difference    NUMERIC(20,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (enterprise_id, run_id, order_id),
  FOREIGN KEY (enterprise_id, run_id) REFERENCES product_cost_run (enterprise_id, id) ON DELETE CASCADE
);
CREATE INDEX product_cost_item_order ON product_cost_item (enterprise_id, order_id, period);
