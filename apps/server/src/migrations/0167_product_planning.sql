-- Planning parameters of a product (PRODUCTION.md §1 "Item"): how it is replenished, lead time, minimum order
-- quantity, lot multiple and safety stock. A product without a row plans with the defaults: produced when it has a
-- BOM, else purchased; no lead time, MOQ or lot; safety stock = its minimum stock (product.min_stock).
CREATE TABLE product_planning (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  product_id    INTEGER NOT NULL,
  source        TEXT NOT NULL DEFAULT 'auto' CHECK (source IN ('auto', 'produce', 'purchase', 'outsource')),
  lead_days     INTEGER NOT NULL DEFAULT 0 CHECK (lead_days >= 0 AND lead_days <= 3650),
  moq           NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (moq >= 0),
  lot_size      NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (lot_size >= 0),
  safety_stock  NUMERIC(20,4) CHECK (safety_stock >= 0),
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, product_id),
  FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id)
);
