-- What hangs off a product (issue 4 §2): multi-unit conversions, vehicle fitment, associations, and the grants
-- that let another enterprise copy this enterprise's products.

-- One row per extra unit of a product: `ratio` base units make one of this unit (1 箱 = 20 个 → ratio 20).
CREATE TABLE product_unit (
  enterprise_id INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  unit_id       INTEGER NOT NULL,
  ratio         NUMERIC(20,6) NOT NULL CHECK (ratio > 0),
  sort          INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (enterprise_id, product_id, unit_id),
  FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id),
  FOREIGN KEY (enterprise_id, unit_id) REFERENCES unit (enterprise_id, id)
);
CREATE INDEX product_unit_unit ON product_unit (enterprise_id, unit_id);

-- Which vehicle models a product fits (many to many).
CREATE TABLE product_vehicle_model (
  enterprise_id    INTEGER NOT NULL,
  product_id       INTEGER NOT NULL,
  vehicle_model_id INTEGER NOT NULL,
  PRIMARY KEY (enterprise_id, product_id, vehicle_model_id),
  FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id),
  FOREIGN KEY (enterprise_id, vehicle_model_id) REFERENCES vehicle_model (enterprise_id, id)
);
CREATE INDEX product_vehicle_model_model ON product_vehicle_model (enterprise_id, vehicle_model_id, product_id);

-- Related products, stored once per pair (lower id first): relation 1 goes with, 2 substitute.
CREATE TABLE product_association (
  enterprise_id INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  related_id    INTEGER NOT NULL,
  relation      INTEGER NOT NULL DEFAULT 1 CHECK (relation IN (1, 2)),
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, product_id, related_id),
  CHECK (product_id < related_id),
  FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id),
  FOREIGN KEY (enterprise_id, related_id) REFERENCES product (enterprise_id, id)
);
CREATE INDEX product_association_related ON product_association (enterprise_id, related_id);

-- Enterprise `enterprise_id` lets `grantee_enterprise_id` browse and copy its live, published products.
CREATE TABLE product_share_grant (
  enterprise_id         INTEGER NOT NULL REFERENCES enterprise (id),
  grantee_enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  remark                TEXT NOT NULL DEFAULT '',
  create_time           BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, grantee_enterprise_id),
  CHECK (enterprise_id <> grantee_enterprise_id)
);
CREATE INDEX product_share_grant_grantee ON product_share_grant (grantee_enterprise_id);
