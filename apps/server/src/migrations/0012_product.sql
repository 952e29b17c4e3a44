-- Products (API.md "Products carry at least …"): SKU unique among live products, optional unique barcode,
-- 6 dp prices, 4 dp stock limits, status 1 on sale / 2 removed / 3 discontinued, drafts, recycle bin.
-- Optional refs hold 0 for none (no foreign key); the resource engine checks them inside the enterprise.

CREATE TABLE product (
  enterprise_id      INTEGER NOT NULL REFERENCES enterprise (id),
  id                 INTEGER GENERATED ALWAYS AS IDENTITY,
  code               TEXT NOT NULL,
  name               TEXT NOT NULL,
  spec               TEXT NOT NULL DEFAULT '',
  barcode            TEXT NOT NULL DEFAULT '',
  oe_code            TEXT NOT NULL DEFAULT '',
  category_id        INTEGER NOT NULL DEFAULT 0,
  brand_id           INTEGER NOT NULL DEFAULT 0,
  unit_id            INTEGER NOT NULL,
  type_id            INTEGER NOT NULL DEFAULT 0,
  custom_category_id INTEGER NOT NULL DEFAULT 0,
  label_id           INTEGER NOT NULL DEFAULT 0,
  purchase_price     NUMERIC(20,6) NOT NULL DEFAULT 0,
  sale_price         NUMERIC(20,6) NOT NULL DEFAULT 0,
  min_stock          NUMERIC(20,4) NOT NULL DEFAULT 0,
  max_stock          NUMERIC(20,4) NOT NULL DEFAULT 0,
  status             INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  serial_tracking    INTEGER NOT NULL DEFAULT 0,
  is_draft           INTEGER NOT NULL DEFAULT 0,
  abc_class          INTEGER NOT NULL DEFAULT 0,
  img_urls           TEXT NOT NULL DEFAULT '',
  video_url          TEXT NOT NULL DEFAULT '',
  remark             TEXT NOT NULL DEFAULT '',
  create_time        BIGINT NOT NULL,
  update_time        BIGINT NOT NULL,
  deleted_time       BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX product_code ON product (enterprise_id, code) WHERE deleted_time IS NULL;
CREATE UNIQUE INDEX product_barcode ON product (enterprise_id, barcode) WHERE deleted_time IS NULL AND barcode <> '';
CREATE INDEX product_by_category ON product (enterprise_id, category_id);
CREATE INDEX product_by_brand ON product (enterprise_id, brand_id);
CREATE INDEX product_by_unit ON product (enterprise_id, unit_id);

-- Historic prices: every product starts a row with its first prices and every change of either price appends one.
-- A trigger, so that every way prices change (form, import, bulk price change, later purchase bills) is recorded.
CREATE TABLE product_price_history (
  enterprise_id      INTEGER NOT NULL,
  id                 BIGINT GENERATED ALWAYS AS IDENTITY,
  product_id         INTEGER NOT NULL,
  purchase_price     NUMERIC(20,6) NOT NULL,
  sale_price         NUMERIC(20,6) NOT NULL,
  old_purchase_price NUMERIC(20,6),
  old_sale_price     NUMERIC(20,6),
  create_time        BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id)
);
CREATE INDEX product_price_history_product ON product_price_history (enterprise_id, product_id, id DESC);

CREATE FUNCTION product_price_history_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_price_history (enterprise_id, product_id, purchase_price, sale_price, old_purchase_price, old_sale_price, create_time)
  VALUES (NEW.enterprise_id, NEW.id, NEW.purchase_price, NEW.sale_price, OLD.purchase_price, OLD.sale_price, NEW.update_time);
  RETURN NULL;
END
$$;
CREATE TRIGGER product_price_created AFTER INSERT ON product
  FOR EACH ROW EXECUTE FUNCTION product_price_history_append();
CREATE TRIGGER product_price_changed AFTER UPDATE OF purchase_price, sale_price ON product
  FOR EACH ROW WHEN (OLD.purchase_price IS DISTINCT FROM NEW.purchase_price OR OLD.sale_price IS DISTINCT FROM NEW.sale_price)
  EXECUTE FUNCTION product_price_history_append();
