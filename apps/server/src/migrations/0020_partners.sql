-- Partners (issue 4 §3): customers and suppliers in one table, their classification tree, contacts, customer
-- accounts (logins for ordering later) and cost prices (supplier × product).
-- Refs to other resources hold 0 for none and are checked inside the enterprise by the resource engine.

CREATE TABLE partner_category (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  parent_id     INTEGER NOT NULL DEFAULT 0,
  name          TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, parent_id, name)
);

CREATE TABLE partner (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  type          INTEGER NOT NULL CHECK (type IN (1, 2)),
  code          TEXT NOT NULL DEFAULT '',
  name          TEXT NOT NULL,
  category_id   INTEGER NOT NULL DEFAULT 0,
  contact       TEXT NOT NULL DEFAULT '',
  mobile        TEXT NOT NULL DEFAULT '',
  phone         TEXT NOT NULL DEFAULT '',
  email         TEXT NOT NULL DEFAULT '',
  address       TEXT NOT NULL DEFAULT '',
  status        INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
-- A company may be both customer and supplier: names are unique per type; codes across both.
CREATE UNIQUE INDEX partner_name ON partner (enterprise_id, type, name) WHERE deleted_time IS NULL;
CREATE UNIQUE INDEX partner_code ON partner (enterprise_id, code) WHERE deleted_time IS NULL AND code <> '';
CREATE INDEX partner_live ON partner (enterprise_id, type, id) WHERE deleted_time IS NULL;
CREATE INDEX partner_category_ref ON partner (enterprise_id, category_id);

CREATE TABLE partner_contact (
  enterprise_id INTEGER NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  partner_id    INTEGER NOT NULL,
  name          TEXT NOT NULL,
  mobile        TEXT NOT NULL DEFAULT '',
  phone         TEXT NOT NULL DEFAULT '',
  email         TEXT NOT NULL DEFAULT '',
  position      TEXT NOT NULL DEFAULT '',
  is_primary    INTEGER NOT NULL DEFAULT 0,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, partner_id) REFERENCES partner (enterprise_id, id)
);
CREATE INDEX partner_contact_partner ON partner_contact (enterprise_id, partner_id, id);

-- password_hash '' = no password set yet (cannot log in); the API never returns it.
CREATE TABLE customer_account (
  enterprise_id INTEGER NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  partner_id    INTEGER NOT NULL,
  name          TEXT NOT NULL,
  phone         TEXT NOT NULL,
  password_hash TEXT NOT NULL DEFAULT '',
  status        INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, phone),
  FOREIGN KEY (enterprise_id, partner_id) REFERENCES partner (enterprise_id, id)
);
CREATE INDEX customer_account_partner ON customer_account (enterprise_id, partner_id);

CREATE TABLE cost_price (
  enterprise_id INTEGER NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  partner_id    INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  cost_price    NUMERIC(20,6) NOT NULL DEFAULT 0,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, partner_id, product_id),
  FOREIGN KEY (enterprise_id, partner_id) REFERENCES partner (enterprise_id, id),
  FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id)
);
CREATE INDEX cost_price_product ON cost_price (enterprise_id, product_id);
