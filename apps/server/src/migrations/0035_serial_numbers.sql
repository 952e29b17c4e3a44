-- Serial numbers (SPEC: products with serial tracking need one serial per unit on every stock in and out).
-- A bill line carries its serials; approving moves each serial in or out of a warehouse; stock_serial is where every
-- serial is now, stock_serial_move its append-only history (reversals are opposite rows).
ALTER TABLE bill_line ADD COLUMN serials JSONB NOT NULL DEFAULT '[]';

CREATE TABLE stock_serial (
  enterprise_id INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  serial        TEXT NOT NULL,
  warehouse_id  INTEGER NOT NULL,
  in_stock      BOOLEAN NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, product_id, serial),
  FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id)
);
CREATE INDEX stock_serial_on_hand ON stock_serial (enterprise_id, product_id, warehouse_id) WHERE in_stock;

CREATE TABLE stock_serial_move (
  enterprise_id INTEGER NOT NULL,
  id            BIGINT GENERATED ALWAYS AS IDENTITY,
  product_id    INTEGER NOT NULL,
  serial        TEXT NOT NULL,
  warehouse_id  INTEGER NOT NULL,
  direction     SMALLINT NOT NULL CHECK (direction IN (1, -1)),
  bill_type     TEXT NOT NULL,
  bill_id       INTEGER NOT NULL,
  bill_sn       TEXT NOT NULL,
  reversal      BOOLEAN NOT NULL DEFAULT false,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
CREATE INDEX stock_serial_move_serial ON stock_serial_move (enterprise_id, product_id, serial, id);
CREATE INDEX stock_serial_move_bill ON stock_serial_move (enterprise_id, bill_type, bill_id);
