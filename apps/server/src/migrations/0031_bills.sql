-- Documents (ARCHITECTURE §5): one header table and one line table for every bill type (purchase, sales, stock,
-- later production and quality), a daily counter per prefix for bill numbers, approval flows and the partner
-- (receivable/payable) ledger.

CREATE TABLE bill_counter (
  enterprise_id INTEGER NOT NULL,
  prefix        TEXT NOT NULL,
  day           TEXT NOT NULL,
  last_value    INTEGER NOT NULL,
  PRIMARY KEY (enterprise_id, prefix, day)
);

CREATE TABLE bill (
  enterprise_id   INTEGER NOT NULL REFERENCES enterprise (id),
  id              INTEGER GENERATED ALWAYS AS IDENTITY,
  type            TEXT NOT NULL,
  bill_sn         TEXT NOT NULL,
  bill_date       DATE NOT NULL,
  delivery_date   DATE,
  partner_id      INTEGER NOT NULL DEFAULT 0,
  store_id        INTEGER NOT NULL DEFAULT 0,
  out_store_id    INTEGER NOT NULL DEFAULT 0,
  in_store_id     INTEGER NOT NULL DEFAULT 0,
  department_id   INTEGER NOT NULL DEFAULT 0,
  principal_id    INTEGER NOT NULL DEFAULT 0,
  maker_id        INTEGER NOT NULL DEFAULT 0,
  currency_id     INTEGER NOT NULL DEFAULT 0,
  rate            NUMERIC(20, 6) NOT NULL DEFAULT 1,
  pay_method      TEXT NOT NULL DEFAULT '',
  freight         NUMERIC(20, 2) NOT NULL DEFAULT 0,
  acceptance_days INTEGER NOT NULL DEFAULT 15,
  logistics_id    INTEGER NOT NULL DEFAULT 0,
  consignee       TEXT NOT NULL DEFAULT '',
  mobile          TEXT NOT NULL DEFAULT '',
  address         TEXT NOT NULL DEFAULT '',
  attachments     TEXT NOT NULL DEFAULT '',
  remark          TEXT NOT NULL DEFAULT '',
  source_bill_id  INTEGER NOT NULL DEFAULT 0,
  total_number    NUMERIC(20, 4) NOT NULL DEFAULT 0,
  total_amount    NUMERIC(20, 2) NOT NULL DEFAULT 0,
  tax_amount      NUMERIC(20, 2) NOT NULL DEFAULT 0,
  cost_amount     NUMERIC(20, 2) NOT NULL DEFAULT 0,
  audit_status    SMALLINT NOT NULL DEFAULT 1,
  audit_step      SMALLINT NOT NULL DEFAULT 0,
  instore_status  SMALLINT NOT NULL DEFAULT 1,
  outstore_status SMALLINT NOT NULL DEFAULT 1,
  pay_status      SMALLINT NOT NULL DEFAULT 1,
  return_status   SMALLINT NOT NULL DEFAULT 1,
  paid_amount     NUMERIC(20, 2) NOT NULL DEFAULT 0,
  audit_time      BIGINT,
  auditor_id      INTEGER NOT NULL DEFAULT 0,
  create_time     BIGINT NOT NULL,
  update_time     BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, bill_sn)
);
CREATE INDEX bill_list ON bill (enterprise_id, type, bill_date DESC, id DESC);
CREATE INDEX bill_partner ON bill (enterprise_id, partner_id, type);
CREATE INDEX bill_source ON bill (enterprise_id, source_bill_id) WHERE source_bill_id <> 0;

CREATE TABLE bill_line (
  enterprise_id   INTEGER NOT NULL,
  id              INTEGER GENERATED ALWAYS AS IDENTITY,
  bill_id         INTEGER NOT NULL,
  line_no         INTEGER NOT NULL,
  product_id      INTEGER NOT NULL,
  unit_id         INTEGER NOT NULL DEFAULT 0,
  warehouse_id    INTEGER NOT NULL DEFAULT 0,
  number          NUMERIC(20, 4) NOT NULL,
  price           NUMERIC(20, 6) NOT NULL DEFAULT 0,
  amount          NUMERIC(20, 2) NOT NULL DEFAULT 0,
  tax_rate        NUMERIC(20, 6) NOT NULL DEFAULT 0,
  tax_amount      NUMERIC(20, 2) NOT NULL DEFAULT 0,
  source_line_id  INTEGER NOT NULL DEFAULT 0,
  -- Quantities later documents took from this line (received or shipped; returned).
  done_number     NUMERIC(20, 4) NOT NULL DEFAULT 0,
  returned_number NUMERIC(20, 4) NOT NULL DEFAULT 0,
  -- Cost posted for this line (issues), for gross profit.
  cost_amount     NUMERIC(20, 2) NOT NULL DEFAULT 0,
  remark          TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, bill_id) REFERENCES bill (enterprise_id, id) ON DELETE CASCADE
);
CREATE INDEX bill_line_bill ON bill_line (enterprise_id, bill_id, line_no);
CREATE INDEX bill_line_product ON bill_line (enterprise_id, product_id);
CREATE INDEX bill_line_source ON bill_line (enterprise_id, source_line_id) WHERE source_line_id <> 0;

-- Approval flow per bill type: the ordered steps (approver employee ids or permission group ids); none = one audit.
CREATE TABLE audit_flow (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  bill_type     TEXT NOT NULL,
  steps         JSONB NOT NULL DEFAULT '[]',
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, bill_type)
);

CREATE TABLE bill_audit_log (
  enterprise_id INTEGER NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  bill_id       INTEGER NOT NULL,
  action        TEXT NOT NULL,
  step          SMALLINT NOT NULL DEFAULT 0,
  employee_id   INTEGER NOT NULL,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
CREATE INDEX bill_audit_log_bill ON bill_audit_log (enterprise_id, bill_id, id);

-- Receivable (+) / payable (−) entries per partner; append-only, reversals point at the originals.
CREATE TABLE partner_entry (
  enterprise_id INTEGER NOT NULL,
  id            BIGINT GENERATED ALWAYS AS IDENTITY,
  partner_id    INTEGER NOT NULL,
  entry_date    DATE NOT NULL,
  kind          TEXT NOT NULL,
  amount        NUMERIC(20, 2) NOT NULL,
  bill_type     TEXT NOT NULL,
  bill_id       INTEGER NOT NULL,
  bill_sn       TEXT NOT NULL,
  reverses_id   BIGINT,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id)
);
CREATE INDEX partner_entry_partner ON partner_entry (enterprise_id, partner_id, entry_date, id);
CREATE INDEX partner_entry_bill ON partner_entry (enterprise_id, bill_type, bill_id);
