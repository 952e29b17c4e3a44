-- The general ledger (issue 14): vouchers (记账凭证), their lines, the bills they came from, gap-free numbers per
-- period and word, and the period balances the books read (ARCHITECTURE §5: only engines/ledger writes these).
--
-- Chart of accounts: auxiliary accounting per account (partner, department, employee, project, product), a foreign
-- currency, and a record version for the editable chart.
ALTER TABLE account_subject ADD COLUMN aux_types JSONB NOT NULL DEFAULT '[]';
ALTER TABLE account_subject ADD COLUMN currency_id INTEGER NOT NULL DEFAULT 0;
SELECT zf_add_version('account_subject');
ALTER TABLE account_subject_template ADD COLUMN aux_types JSONB NOT NULL DEFAULT '[]';
-- The standard chart marks AR/AP and the advances with partner accounting (FINANCE.md §2 辅助核算).
UPDATE account_subject_template SET aux_types = '["partner"]' WHERE code IN ('1122', '1123', '2202', '2203');
UPDATE account_subject SET aux_types = '["partner"]' WHERE code IN ('1122', '1123', '2202', '2203');

-- Per-enterprise general-ledger settings: how bill vouchers are made, who may audit, the first period of the books.
CREATE TABLE ledger_setting (
  enterprise_id      INTEGER PRIMARY KEY REFERENCES enterprise (id),
  voucher_mode       TEXT NOT NULL DEFAULT 'on_approval' CHECK (voucher_mode IN ('on_approval', 'batch')),
  maker_cannot_audit BOOLEAN NOT NULL DEFAULT TRUE,
  start_period       TEXT NOT NULL DEFAULT '',
  update_time        BIGINT NOT NULL
);

-- status 1 unaudited, 2 audited, 3 posted (记账). kind: manual, bill (made from a bill), cost (cost or cost-difference
-- voucher), reversal (red voucher), carry_down (period-end), opening. A reversal points at what it reverses.
CREATE TABLE voucher (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  period        TEXT NOT NULL,
  word          TEXT NOT NULL,
  number        INTEGER NOT NULL,
  voucher_date  DATE NOT NULL,
  status        SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  kind          TEXT NOT NULL DEFAULT 'manual',
  attachments   INTEGER NOT NULL DEFAULT 0,
  total_debit   NUMERIC(20, 2) NOT NULL,
  total_credit  NUMERIC(20, 2) NOT NULL,
  maker_id      INTEGER NOT NULL DEFAULT 0,
  auditor_id    INTEGER NOT NULL DEFAULT 0,
  poster_id     INTEGER NOT NULL DEFAULT 0,
  audit_time    BIGINT,
  post_time     BIGINT,
  reverses_id   INTEGER,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  -- Deferrable so that renumbering can shift numbers in one statement.
  CONSTRAINT voucher_number UNIQUE (enterprise_id, period, word, number) DEFERRABLE INITIALLY IMMEDIATE,
  CHECK (total_debit = total_credit)
);
SELECT zf_add_version('voucher');
CREATE INDEX voucher_date ON voucher (enterprise_id, voucher_date, id);
CREATE INDEX voucher_unposted ON voucher (enterprise_id, period) WHERE status < 3;

-- One debit or one credit per line, never both, never zero (red vouchers carry negative amounts on the same side).
-- period and subject_id are repeated from the voucher for the detail ledger's index.
CREATE TABLE voucher_line (
  enterprise_id  INTEGER NOT NULL,
  id             BIGINT GENERATED ALWAYS AS IDENTITY,
  voucher_id     INTEGER NOT NULL,
  line_no        INTEGER NOT NULL,
  period         TEXT NOT NULL,
  summary        TEXT NOT NULL,
  subject_id     INTEGER NOT NULL,
  debit          NUMERIC(20, 2) NOT NULL DEFAULT 0,
  credit         NUMERIC(20, 2) NOT NULL DEFAULT 0,
  partner_id     INTEGER NOT NULL DEFAULT 0,
  department_id  INTEGER NOT NULL DEFAULT 0,
  employee_id    INTEGER NOT NULL DEFAULT 0,
  project_id     INTEGER NOT NULL DEFAULT 0,
  product_id     INTEGER NOT NULL DEFAULT 0,
  qty            NUMERIC(20, 4) NOT NULL DEFAULT 0,
  cash_flow_item TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, voucher_id) REFERENCES voucher (enterprise_id, id) ON DELETE CASCADE,
  FOREIGN KEY (enterprise_id, subject_id) REFERENCES account_subject (enterprise_id, id),
  CHECK ((debit <> 0 AND credit = 0) OR (debit = 0 AND credit <> 0))
);
CREATE INDEX voucher_line_voucher ON voucher_line (enterprise_id, voucher_id, line_no);
CREATE INDEX voucher_line_subject ON voucher_line (enterprise_id, subject_id, period, voucher_id);

-- Backstop to the ledger engine's own check (Odoo checks balance in SQL too): at commit, every voucher whose lines
-- changed has Σ debit = Σ credit = its totals.
CREATE FUNCTION zf_voucher_balanced() RETURNS trigger AS $$
DECLARE
  v_id INTEGER := COALESCE(NEW.voucher_id, OLD.voucher_id);
  e_id INTEGER := COALESCE(NEW.enterprise_id, OLD.enterprise_id);
  d NUMERIC; c NUMERIC; td NUMERIC; tc NUMERIC;
BEGIN
  SELECT total_debit, total_credit INTO td, tc FROM voucher WHERE enterprise_id = e_id AND id = v_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  SELECT COALESCE(sum(debit), 0), COALESCE(sum(credit), 0) INTO d, c FROM voucher_line WHERE enterprise_id = e_id AND voucher_id = v_id;
  IF d <> c OR d <> td OR c <> tc THEN
    RAISE EXCEPTION 'voucher % of enterprise % does not balance: debit %, credit %', v_id, e_id, d, c USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
CREATE CONSTRAINT TRIGGER voucher_line_balanced AFTER INSERT OR UPDATE OR DELETE ON voucher_line
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION zf_voucher_balanced();

-- Voucher ↔ bill, both ways.
CREATE TABLE voucher_source (
  enterprise_id INTEGER NOT NULL,
  voucher_id    INTEGER NOT NULL,
  bill_type     TEXT NOT NULL,
  bill_id       INTEGER NOT NULL,
  bill_sn       TEXT NOT NULL,
  PRIMARY KEY (enterprise_id, voucher_id, bill_id),
  FOREIGN KEY (enterprise_id, voucher_id) REFERENCES voucher (enterprise_id, id) ON DELETE CASCADE
);
CREATE INDEX voucher_source_bill ON voucher_source (enterprise_id, bill_id);

-- The last number given per period and word: taken under the row's lock, so concurrent vouchers never share one.
CREATE TABLE voucher_counter (
  enterprise_id INTEGER NOT NULL,
  period        TEXT NOT NULL,
  word          TEXT NOT NULL,
  last_number   INTEGER NOT NULL,
  PRIMARY KEY (enterprise_id, period, word)
);

-- Movements per account × auxiliary values × period: every voucher (debit, credit) and posted ones only
-- (posted_debit, posted_credit). Maintained by the ledger engine in the transaction that writes the voucher, so books
-- read O(accounts × periods) rows instead of scanning voucher lines.
CREATE TABLE period_balance (
  enterprise_id INTEGER NOT NULL,
  subject_id    INTEGER NOT NULL,
  period        TEXT NOT NULL,
  partner_id    INTEGER NOT NULL DEFAULT 0,
  department_id INTEGER NOT NULL DEFAULT 0,
  employee_id   INTEGER NOT NULL DEFAULT 0,
  project_id    INTEGER NOT NULL DEFAULT 0,
  product_id    INTEGER NOT NULL DEFAULT 0,
  debit         NUMERIC(20, 2) NOT NULL DEFAULT 0,
  credit        NUMERIC(20, 2) NOT NULL DEFAULT 0,
  posted_debit  NUMERIC(20, 2) NOT NULL DEFAULT 0,
  posted_credit NUMERIC(20, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (enterprise_id, subject_id, period, partner_id, department_id, employee_id, project_id, product_id)
);
CREATE INDEX period_balance_period ON period_balance (enterprise_id, period);

-- Opening balances (期初余额) of the first period of the books, per leaf account × auxiliary values, with the
-- year-to-date movements when the books start mid-year.
CREATE TABLE opening_balance (
  enterprise_id INTEGER NOT NULL,
  subject_id    INTEGER NOT NULL,
  partner_id    INTEGER NOT NULL DEFAULT 0,
  department_id INTEGER NOT NULL DEFAULT 0,
  employee_id   INTEGER NOT NULL DEFAULT 0,
  project_id    INTEGER NOT NULL DEFAULT 0,
  product_id    INTEGER NOT NULL DEFAULT 0,
  debit         NUMERIC(20, 2) NOT NULL DEFAULT 0,
  credit        NUMERIC(20, 2) NOT NULL DEFAULT 0,
  ytd_debit     NUMERIC(20, 2) NOT NULL DEFAULT 0,
  ytd_credit    NUMERIC(20, 2) NOT NULL DEFAULT 0,
  qty           NUMERIC(20, 4) NOT NULL DEFAULT 0,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, subject_id, partner_id, department_id, employee_id, project_id, product_id)
);
