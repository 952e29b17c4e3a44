-- Month movement totals beside each month-end close (issue 20 reports): per product × warehouse × bill type, what
-- came in and went out in the close's month, so the warehouse and outbound reports read settled months from here
-- instead of every movement. They belong to their close (built in the same transaction from the same snapshot,
-- dropped with it when it goes stale), so they are exactly as valid as the close (proof in stock-close.ts).
-- Reversals are netted against what they reverse; in_amount includes value adjustments (opening + in − out =
-- closing); issue_amount is out_amount without amount-only movements (they move no goods).
CREATE TABLE stock_close_move (
  enterprise_id INTEGER NOT NULL,
  month_end     DATE NOT NULL,
  product_id    INTEGER NOT NULL,
  warehouse_id  INTEGER NOT NULL,
  bill_type     TEXT NOT NULL,
  in_qty        NUMERIC(24, 4) NOT NULL,
  in_amount     NUMERIC(24, 2) NOT NULL,
  out_qty       NUMERIC(24, 4) NOT NULL,
  out_amount    NUMERIC(24, 2) NOT NULL,
  issue_amount  NUMERIC(24, 2) NOT NULL,
  PRIMARY KEY (enterprise_id, month_end, product_id, warehouse_id, bill_type),
  FOREIGN KEY (enterprise_id, month_end) REFERENCES stock_close (enterprise_id, month_end) ON DELETE CASCADE
);
-- Closes built before this have no movement totals: drop them (a cache; the sweep builds them again).
DELETE FROM stock_close;
