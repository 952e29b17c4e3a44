-- Receivables and payables (issue 5 item 6): money documents through the bill engine. Their rows are amounts on a
-- settlement account and/or an income-expense category; their clearing rows (核销) say which documents of the same
-- partner they settle and by how much. Settlement accounts get a ledger of their own, append-only like the others.

CREATE TABLE bill_money_line (
  enterprise_id INTEGER NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  bill_id       INTEGER NOT NULL,
  line_no       INTEGER NOT NULL,
  account_id    INTEGER NOT NULL DEFAULT 0,
  category_id   INTEGER NOT NULL DEFAULT 0,
  amount        NUMERIC(20, 2) NOT NULL,
  remark        TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, bill_id) REFERENCES bill (enterprise_id, id) ON DELETE CASCADE
);
CREATE INDEX bill_money_line_bill ON bill_money_line (enterprise_id, bill_id, line_no);
CREATE INDEX bill_money_line_account ON bill_money_line (enterprise_id, account_id) WHERE account_id <> 0;
CREATE INDEX bill_money_line_category ON bill_money_line (enterprise_id, category_id) WHERE category_id <> 0;

-- The target is checked when the clearing document is approved (it must be approved then, of the same partner);
-- no foreign key, so that deleting a voided target never trips over a pending document's draft row.
CREATE TABLE bill_settlement (
  enterprise_id  INTEGER NOT NULL,
  id             INTEGER GENERATED ALWAYS AS IDENTITY,
  bill_id        INTEGER NOT NULL,
  line_no        INTEGER NOT NULL,
  target_bill_id INTEGER NOT NULL,
  amount         NUMERIC(20, 2) NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, bill_id, target_bill_id),
  FOREIGN KEY (enterprise_id, bill_id) REFERENCES bill (enterprise_id, id) ON DELETE CASCADE
);
CREATE INDEX bill_settlement_target ON bill_settlement (enterprise_id, target_bill_id);

-- Money in (+) and out (−) of a settlement account; balance = opening balance + Σ amount.
CREATE TABLE account_entry (
  enterprise_id INTEGER NOT NULL,
  id            BIGINT GENERATED ALWAYS AS IDENTITY,
  account_id    INTEGER NOT NULL,
  entry_date    DATE NOT NULL,
  amount        NUMERIC(20, 2) NOT NULL,
  category_id   INTEGER NOT NULL DEFAULT 0,
  partner_id    INTEGER NOT NULL DEFAULT 0,
  bill_type     TEXT NOT NULL,
  bill_id       INTEGER NOT NULL,
  bill_sn       TEXT NOT NULL,
  reverses_id   BIGINT,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, account_id) REFERENCES settlement_account (enterprise_id, id)
);
CREATE INDEX account_entry_account ON account_entry (enterprise_id, account_id, entry_date, id);
CREATE INDEX account_entry_bill ON account_entry (enterprise_id, bill_type, bill_id);
