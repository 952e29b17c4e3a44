-- The stock ledger (ARCHITECTURE §5): append-only stock_move with running balances per product × warehouse, and the
-- stock_balance snapshot updated in the same transaction under row locks taken in (product, warehouse) order.
-- Invariant: the snapshot equals the last move's running balance, and Σ moves.

CREATE TABLE stock_move (
  enterprise_id  INTEGER NOT NULL,
  id             BIGINT GENERATED ALWAYS AS IDENTITY,
  product_id     INTEGER NOT NULL,
  warehouse_id   INTEGER NOT NULL,
  move_date      DATE NOT NULL,
  -- Order within one product × warehouse ledger: by date, then by seq (posting order).
  seq            BIGINT NOT NULL,
  direction      SMALLINT NOT NULL CHECK (direction IN (1, -1)),
  qty            NUMERIC(20, 4) NOT NULL CHECK (qty > 0),
  unit_cost      NUMERIC(20, 6) NOT NULL,
  amount         NUMERIC(20, 2) NOT NULL,
  adjustment     NUMERIC(20, 2) NOT NULL DEFAULT 0,
  balance_qty    NUMERIC(20, 4) NOT NULL,
  balance_amount NUMERIC(20, 2) NOT NULL,
  bill_type      TEXT NOT NULL,
  bill_id        INTEGER NOT NULL,
  bill_sn        TEXT NOT NULL,
  bill_line_id   INTEGER,
  -- Receipts state their cost; issues are costed by the method (and re-costed by a repost).
  cost_fixed     BOOLEAN NOT NULL,
  reverses_id    BIGINT,
  create_time    BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, warehouse_id) REFERENCES warehouse (enterprise_id, id)
);
CREATE INDEX stock_move_ledger ON stock_move (enterprise_id, product_id, warehouse_id, move_date, seq);
CREATE INDEX stock_move_bill ON stock_move (enterprise_id, bill_type, bill_id);
CREATE INDEX stock_move_date ON stock_move (enterprise_id, move_date);

CREATE TABLE stock_balance (
  enterprise_id  INTEGER NOT NULL,
  product_id     INTEGER NOT NULL,
  warehouse_id   INTEGER NOT NULL,
  qty            NUMERIC(20, 4) NOT NULL DEFAULT 0,
  amount         NUMERIC(20, 2) NOT NULL DEFAULT 0,
  -- FIFO: the open receipt layers [{qty, value}], oldest first.
  layers         JSONB NOT NULL DEFAULT '[]',
  last_move_date DATE,
  next_seq       BIGINT NOT NULL DEFAULT 1,
  update_time    BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, product_id, warehouse_id),
  FOREIGN KEY (enterprise_id, warehouse_id) REFERENCES warehouse (enterprise_id, id)
);
