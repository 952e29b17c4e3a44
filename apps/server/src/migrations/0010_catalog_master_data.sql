-- Product-centre master data (issue 4 §2): categories (tree), custom categories, attributes and their values,
-- industries and industry attributes, product types, labels, price levels; units gain a remark.
-- Shape of every resource table: enterprise_id, id, fields, create_time, update_time, deleted_time (recycle bin);
-- unique keys count live rows only. Required parent refs are composite foreign keys; optional refs use 0 for none.

ALTER TABLE unit ADD COLUMN remark TEXT NOT NULL DEFAULT '';

CREATE TABLE product_category (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  parent_id     INTEGER NOT NULL DEFAULT 0,
  name          TEXT NOT NULL,
  code          TEXT NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
-- Two categories of one parent may not share a name; the same name under different parents is fine.
CREATE UNIQUE INDEX product_category_name ON product_category (enterprise_id, parent_id, name) WHERE deleted_time IS NULL;
CREATE UNIQUE INDEX product_category_code ON product_category (enterprise_id, code) WHERE deleted_time IS NULL AND code <> '';

CREATE TABLE custom_category (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX custom_category_name ON custom_category (enterprise_id, name) WHERE deleted_time IS NULL;

CREATE TABLE product_attribute (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX product_attribute_name ON product_attribute (enterprise_id, name) WHERE deleted_time IS NULL;

CREATE TABLE product_attribute_value (
  enterprise_id INTEGER NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  attribute_id  INTEGER NOT NULL,
  name          TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 1,
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, attribute_id) REFERENCES product_attribute (enterprise_id, id)
);
CREATE UNIQUE INDEX product_attribute_value_name ON product_attribute_value (enterprise_id, attribute_id, name) WHERE deleted_time IS NULL;

CREATE TABLE industry (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX industry_name ON industry (enterprise_id, name) WHERE deleted_time IS NULL;

CREATE TABLE industry_attribute (
  enterprise_id INTEGER NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  industry_id   INTEGER NOT NULL,
  name          TEXT NOT NULL,
  is_required   INTEGER NOT NULL DEFAULT 0,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, industry_id) REFERENCES industry (enterprise_id, id)
);
CREATE UNIQUE INDEX industry_attribute_name ON industry_attribute (enterprise_id, industry_id, name) WHERE deleted_time IS NULL;

CREATE TABLE product_type (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  nature        INTEGER NOT NULL DEFAULT 1,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX product_type_name ON product_type (enterprise_id, name) WHERE deleted_time IS NULL;

CREATE TABLE product_label (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  color         TEXT NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX product_label_name ON product_label (enterprise_id, name) WHERE deleted_time IS NULL;

CREATE TABLE price_level (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  rate          NUMERIC(20,6) NOT NULL DEFAULT 1,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX price_level_name ON price_level (enterprise_id, name) WHERE deleted_time IS NULL;
