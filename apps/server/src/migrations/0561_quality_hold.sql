-- Quarantine (issue 31 item 3): the receipt rows whose goods wait for their incoming check, and where they wait (the
-- inspection warehouse, or the row's own warehouse when the enterprise has none: held in place). Written when the
-- receipt is approved with the incoming check mandatory for the product. What is held is computed, not stored: the
-- row's quantity less what approved incoming checks of it took, while the receipt stays approved — so reversing the
-- receipt or a check needs no bookkeeping here. Outbound documents may not take held goods (quality module gate).

CREATE TABLE quality_hold (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  bill_line_id  INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  warehouse_id  INTEGER NOT NULL,
  PRIMARY KEY (enterprise_id, bill_line_id),
  FOREIGN KEY (enterprise_id, bill_line_id) REFERENCES bill_line (enterprise_id, id) ON DELETE CASCADE
);
-- What is held in a product × warehouse (every outbound approval of such a pair asks).
CREATE INDEX quality_hold_stock ON quality_hold (enterprise_id, product_id, warehouse_id);
