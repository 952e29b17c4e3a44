-- Shelf products (SPEC §2 "Warehousing": 货架商品): which products are kept on which shelf of a warehouse. A product
-- is on a shelf once and may be on several shelves; the warehouse is the shelf's. Tenant keys like every master-data
-- table, so a row can only name a shelf and a product of its own enterprise.

CREATE TABLE shelf_product (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  shelf_id      INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, shelf_id, product_id),
  FOREIGN KEY (enterprise_id, shelf_id) REFERENCES shelf (enterprise_id, id),
  FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id)
);
-- Where a product is kept (its shelves), and the product side of the foreign key.
CREATE INDEX shelf_product_product ON shelf_product (enterprise_id, product_id);
