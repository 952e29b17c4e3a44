-- Monthly weighted average costing (enterprise.stock_accounting_method = 2): the period-end "outbound cost
-- accounting" run prices a month's issues at the month's average per product. One row per run; while a month is
-- costed (or being costed) nothing may post into it — undo the run first (反核算).
CREATE TABLE cost_run (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  month         TEXT NOT NULL CHECK (month ~ '^\d{4}-\d{2}$'),
  -- running: in progress (postings into the month are already refused); done; undone (kept for the record).
  status        TEXT NOT NULL CHECK (status IN ('running', 'done', 'undone')),
  employee_id   INTEGER NOT NULL DEFAULT 0,
  products      INTEGER NOT NULL DEFAULT 0,
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (enterprise_id, id)
);
-- At most one live (running or done) run per month.
CREATE UNIQUE INDEX cost_run_live ON cost_run (enterprise_id, month) WHERE status <> 'undone';

-- What the run found per product: the month's average unit cost and the quantity and value it priced.
CREATE TABLE cost_run_item (
  enterprise_id INTEGER NOT NULL,
  run_id        INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  unit_cost     NUMERIC(20, 6),
  issued_qty    NUMERIC(20, 4) NOT NULL DEFAULT 0,
  issued_amount NUMERIC(20, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (enterprise_id, run_id, product_id),
  FOREIGN KEY (enterprise_id, run_id) REFERENCES cost_run (enterprise_id, id)
);

-- A movement valued at another movement's cost (a transfer's stock-in takes its stock-out's cost): reposts and the
-- monthly run re-value it whenever its source is re-valued, so value never leaks between warehouses.
ALTER TABLE stock_move ADD COLUMN cost_source_id BIGINT;
