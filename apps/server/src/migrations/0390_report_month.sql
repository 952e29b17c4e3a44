-- Month summaries of the bill-based reports (issue 20, docs/decisions.md "Report centre month summaries"): for each
-- enterprise, report kind ('sale': sale bills and returns with their ledger cost; 'purchase': purchase bills and
-- returns) and settled month, the additive figures per dimension key, so a report over two years reads ~24 small
-- groups per key instead of every bill line.
--
-- A summary is a cache trusted by the same proof as the stock closes (0099, stock-close.ts): every change dated before
-- the month of yesterday that can move its figures is recorded with its transaction id in report_change — a stock
-- movement written, re-costed or deleted (the stock ledger's statement trigger, now writing both change tables from one
-- pass over its transition table), a purchase or sale bill approved or un-approved (a row trigger that fires only
-- when audit_status changes), a product moved to another category or brand. A summary is valid while every recorded
-- change overlapping its month is visible in the snapshot it was built from; summaries are built only for months
-- ending at least three days ago. report_change is separate from stock_history_change because each builder forgets
-- the changes its own caches include.

CREATE TABLE report_month (
  enterprise_id INTEGER NOT NULL,
  kind          TEXT NOT NULL,
  month         DATE NOT NULL,
  built_from    pg_snapshot NOT NULL,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, kind, month)
);

CREATE TABLE report_month_sum (
  enterprise_id INTEGER NOT NULL,
  kind          TEXT NOT NULL,
  month         DATE NOT NULL,
  -- product, partner, category, brand, salesperson, department, warehouse (ids, 0 = none) or day (YYYYMMDD).
  dim           TEXT NOT NULL,
  key           INTEGER NOT NULL,
  qty           NUMERIC(24, 4) NOT NULL,
  amount        NUMERIC(24, 2) NOT NULL,
  tax           NUMERIC(24, 2) NOT NULL,
  cost          NUMERIC(24, 2) NOT NULL,
  bills         INTEGER NOT NULL,
  PRIMARY KEY (enterprise_id, kind, dim, month, key),
  FOREIGN KEY (enterprise_id, kind, month) REFERENCES report_month (enterprise_id, kind, month) ON DELETE CASCADE
);

CREATE TABLE report_change (
  enterprise_id INTEGER NOT NULL,
  from_date     DATE NOT NULL,
  to_date       DATE NOT NULL,
  xact          xid8 NOT NULL
);
CREATE INDEX report_change_by_date ON report_change (enterprise_id, from_date);

-- The stock ledger's history trigger (0099, 0101): one pass over the changed rows feeds both change tables.
CREATE OR REPLACE FUNCTION stock_history_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    WITH c AS (
      SELECT enterprise_id, min(move_date) AS from_date, max(move_date) AS to_date, pg_current_xact_id() AS xact
      FROM changed_old WHERE move_date < stock_history_cutoff() GROUP BY enterprise_id),
    s AS (INSERT INTO stock_history_change (enterprise_id, from_date, xact) SELECT enterprise_id, from_date, xact FROM c)
    INSERT INTO report_change (enterprise_id, from_date, to_date, xact) SELECT enterprise_id, from_date, to_date, xact FROM c;
  ELSE
    -- Inserts, and updates: an updated row has the date and enterprise it had before.
    WITH c AS (
      SELECT enterprise_id, min(move_date) AS from_date, max(move_date) AS to_date, pg_current_xact_id() AS xact
      FROM changed_new WHERE move_date < stock_history_cutoff() GROUP BY enterprise_id),
    s AS (INSERT INTO stock_history_change (enterprise_id, from_date, xact) SELECT enterprise_id, from_date, xact FROM c)
    INSERT INTO report_change (enterprise_id, from_date, to_date, xact) SELECT enterprise_id, from_date, to_date, xact FROM c;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE FUNCTION report_bill_changed() RETURNS trigger AS $$
BEGIN
  IF NEW.bill_date < stock_history_cutoff() THEN
    INSERT INTO report_change (enterprise_id, from_date, to_date, xact) VALUES (NEW.enterprise_id, NEW.bill_date, NEW.bill_date, pg_current_xact_id());
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Only approvals and their reversal of the summarised types call the function; other bill updates skip it.
CREATE TRIGGER report_bill_audit AFTER UPDATE OF audit_status ON bill FOR EACH ROW
  WHEN (OLD.audit_status IS DISTINCT FROM NEW.audit_status AND NEW.type IN ('sale-bills', 'sale-returns', 'purchase-bills', 'purchase-returns'))
  EXECUTE FUNCTION report_bill_changed();

CREATE FUNCTION report_product_regrouped() RETURNS trigger AS $$
BEGIN
  INSERT INTO report_change (enterprise_id, from_date, to_date, xact) VALUES (NEW.enterprise_id, DATE '1900-01-01', DATE '9999-12-31', pg_current_xact_id());
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER report_product_regrouped AFTER UPDATE OF category_id, brand_id ON product FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.brand_id IS DISTINCT FROM NEW.brand_id)
  EXECUTE FUNCTION report_product_regrouped();
