-- Shop and order centre (issue 19 item 4): shops (SPEC §3 fields), their login accounts, shop-view sessions, shop
-- orders with lines and receipts (they become sales orders and receipts through the bill engine), contracts.

-- shop_type: 1 repair shop, 2 parts store. shop_kind: 1 official, 2 test. online: 1 online, 0 offline (SPEC §4).
-- account / password_hash: the shop's master login (SPEC §3); sub accounts live in shop_account.
-- partner_id: the customer record the shop's orders are sold to (0 = none yet).
CREATE TABLE shop (
  enterprise_id    INTEGER NOT NULL REFERENCES enterprise (id),
  id               INTEGER GENERATED ALWAYS AS IDENTITY,
  name             TEXT NOT NULL,
  shop_type        INTEGER NOT NULL DEFAULT 1,
  tags             TEXT NOT NULL DEFAULT '',
  shop_kind        INTEGER NOT NULL DEFAULT 1,
  phone            TEXT NOT NULL DEFAULT '',
  business_license TEXT NOT NULL DEFAULT '',
  description      TEXT NOT NULL DEFAULT '',
  country_code     TEXT NOT NULL DEFAULT '86',
  address          TEXT NOT NULL DEFAULT '',
  email            TEXT NOT NULL DEFAULT '',
  contact_phone    TEXT NOT NULL DEFAULT '',
  photos           TEXT NOT NULL DEFAULT '',
  account          TEXT NOT NULL,
  password_hash    TEXT NOT NULL DEFAULT '',
  online           INTEGER NOT NULL DEFAULT 1,
  partner_id       INTEGER NOT NULL DEFAULT 0,
  create_time      BIGINT NOT NULL,
  update_time      BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name),
  UNIQUE (enterprise_id, account)
);
SELECT zf_add_version('shop');

-- account_type: 1 master, 2 sub account (SPEC §4). status: 1 enabled, 0 disabled.
CREATE TABLE shop_account (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  shop_id       INTEGER NOT NULL,
  account       TEXT NOT NULL,
  name          TEXT NOT NULL DEFAULT '',
  account_type  INTEGER NOT NULL DEFAULT 2,
  password_hash TEXT NOT NULL DEFAULT '',
  status        INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, account),
  FOREIGN KEY (enterprise_id, shop_id) REFERENCES shop (enterprise_id, id)
);
SELECT zf_add_version('shop_account');

-- A shop login's session (the shop ordering view): token stored as a SHA-256 hash, 7 days. account_id 0 = the
-- shop's own (master) login.
CREATE TABLE shop_session (
  id            INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash    TEXT NOT NULL UNIQUE,
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  shop_id       INTEGER NOT NULL,
  account_id    INTEGER NOT NULL DEFAULT 0,
  create_time   BIGINT NOT NULL,
  expires_time  BIGINT NOT NULL,
  revoked_time  BIGINT
);

-- order_type: 1 stock order, 2 urgent order. order_status: 1 pending, 2 confirmed (sales order made), 3 shipped,
-- 4 completed, 5 cancelled. pay_status: 1 unpaid, 2 partial payment, 3 full payment (SPEC §3).
CREATE TABLE shop_order (
  enterprise_id   INTEGER NOT NULL REFERENCES enterprise (id),
  id              INTEGER GENERATED ALWAYS AS IDENTITY,
  sub_order_sn    TEXT NOT NULL,
  shop_id         INTEGER NOT NULL,
  account_id      INTEGER NOT NULL DEFAULT 0,
  order_type      INTEGER NOT NULL DEFAULT 1,
  order_status    INTEGER NOT NULL DEFAULT 1,
  pay_status      INTEGER NOT NULL DEFAULT 1,
  original_amount NUMERIC(20, 2) NOT NULL DEFAULT 0,
  order_amount    NUMERIC(20, 2) NOT NULL DEFAULT 0,
  receipt_amount  NUMERIC(20, 2) NOT NULL DEFAULT 0,
  bank_serial     TEXT NOT NULL DEFAULT '',
  logistics_sn    TEXT NOT NULL DEFAULT '',
  cancel_reason   TEXT NOT NULL DEFAULT '',
  sale_order_id   INTEGER NOT NULL DEFAULT 0,
  remark          TEXT NOT NULL DEFAULT '',
  create_time     BIGINT NOT NULL,
  update_time     BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, sub_order_sn),
  FOREIGN KEY (enterprise_id, shop_id) REFERENCES shop (enterprise_id, id)
);
CREATE INDEX shop_order_shop ON shop_order (enterprise_id, shop_id, id);

CREATE TABLE shop_order_line (
  enterprise_id INTEGER NOT NULL,
  order_id      INTEGER NOT NULL,
  line_no       INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  unit_id       INTEGER NOT NULL DEFAULT 0,
  number        NUMERIC(20, 4) NOT NULL,
  price         NUMERIC(20, 6) NOT NULL,
  amount        NUMERIC(20, 2) NOT NULL,
  PRIMARY KEY (enterprise_id, order_id, line_no),
  FOREIGN KEY (enterprise_id, order_id) REFERENCES shop_order (enterprise_id, id)
);

-- Each confirmed receipt of a shop order and the receipt bill (SKD-) it made.
CREATE TABLE shop_order_receipt (
  enterprise_id   INTEGER NOT NULL,
  id              INTEGER GENERATED ALWAYS AS IDENTITY,
  order_id        INTEGER NOT NULL,
  amount          NUMERIC(20, 2) NOT NULL,
  bank_serial     TEXT NOT NULL DEFAULT '',
  receipt_bill_id INTEGER NOT NULL DEFAULT 0,
  employee_id     INTEGER NOT NULL DEFAULT 0,
  create_time     BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, order_id) REFERENCES shop_order (enterprise_id, id)
);

-- status: 1 draft, 2 in force, 3 ended.
CREATE TABLE contract (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  contract_sn   TEXT NOT NULL,
  name          TEXT NOT NULL,
  shop_id       INTEGER NOT NULL DEFAULT 0,
  partner_id    INTEGER NOT NULL DEFAULT 0,
  sign_date     DATE,
  start_date    DATE,
  end_date      DATE,
  amount        NUMERIC(20, 2) NOT NULL DEFAULT 0,
  status        INTEGER NOT NULL DEFAULT 1,
  attachments   TEXT NOT NULL DEFAULT '',
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, contract_sn)
);
SELECT zf_add_version('contract');
