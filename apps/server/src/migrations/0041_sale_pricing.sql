-- Selling prices beyond the product's own sale price (SPEC §2 "Selling": sales agreement price, promotion management).
-- An agreement price is one customer's price for one product; a promotion is a date-bounded rule, either a fixed
-- price or a discount rate, for one product or (product_id 0) for every product.

CREATE TABLE sale_agreement_price (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  partner_id    INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  price         NUMERIC(20, 6) NOT NULL,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, partner_id, product_id)
);
CREATE INDEX sale_agreement_price_product ON sale_agreement_price (enterprise_id, product_id);

CREATE TABLE promotion (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  product_id    INTEGER NOT NULL DEFAULT 0,
  -- 1: fixed price; 2: discount rate (0.9 = 10 % off the product's sale price).
  kind          SMALLINT NOT NULL,
  price         NUMERIC(20, 6) NOT NULL DEFAULT 0,
  discount      NUMERIC(10, 4) NOT NULL DEFAULT 1,
  date_from     DATE NOT NULL,
  date_to       DATE NOT NULL,
  status        SMALLINT NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  CHECK (date_from <= date_to),
  CHECK (kind IN (1, 2))
);
CREATE INDEX promotion_product ON promotion (enterprise_id, product_id, date_from);
