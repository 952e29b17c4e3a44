-- Report summaries reach into the current month (issue 20 benchmark; docs/decisions.md "Report summaries of the
-- current month"). A month summary now covers month..through: a whole month (through = its last day) as before, or
-- the current month up to three days ago (the builder's "settled" day), rebuilt when a later day settles. So only the
-- last days of a report's range are read live from bill lines instead of the whole current month.
--
-- The proof needs every change dated on or before `through` recorded: report_change now records changes dated before
-- today (China) instead of before the month of yesterday. stock_history_change keeps its own cutoff (the stock closes
-- are monthly): both tables are still written from one pass over the transition table. This replaces
-- stock_history_changed() (0390) and report_bill_changed() (0390).

ALTER TABLE report_month ADD COLUMN through DATE;
UPDATE report_month SET through = (month + interval '1 month' - interval '1 day')::date;
ALTER TABLE report_month ALTER COLUMN through SET NOT NULL;

-- Changes dated before this day are recorded in report_change (by the statement's clock, China's calendar).
CREATE FUNCTION report_change_cutoff() RETURNS date AS $$
  SELECT (statement_timestamp() AT TIME ZONE 'Asia/Shanghai')::date
$$ LANGUAGE sql STABLE;

CREATE OR REPLACE FUNCTION stock_history_changed() RETURNS trigger AS $$
BEGIN
  -- min(move_date) of the rows before report_change's cutoff is before the stock history's (earlier) cutoff exactly
  -- when some row is: one pass feeds both.
  IF TG_OP = 'DELETE' THEN
    WITH c AS (
      SELECT enterprise_id, min(move_date) AS from_date, max(move_date) AS to_date, pg_current_xact_id() AS xact
      FROM changed_old WHERE move_date < report_change_cutoff() GROUP BY enterprise_id),
    s AS (INSERT INTO stock_history_change (enterprise_id, from_date, xact) SELECT enterprise_id, from_date, xact FROM c WHERE from_date < stock_history_cutoff())
    INSERT INTO report_change (enterprise_id, from_date, to_date, xact) SELECT enterprise_id, from_date, to_date, xact FROM c;
  ELSE
    -- Inserts, and updates: an updated row has the date and enterprise it had before.
    WITH c AS (
      SELECT enterprise_id, min(move_date) AS from_date, max(move_date) AS to_date, pg_current_xact_id() AS xact
      FROM changed_new WHERE move_date < report_change_cutoff() GROUP BY enterprise_id),
    s AS (INSERT INTO stock_history_change (enterprise_id, from_date, xact) SELECT enterprise_id, from_date, xact FROM c WHERE from_date < stock_history_cutoff())
    INSERT INTO report_change (enterprise_id, from_date, to_date, xact) SELECT enterprise_id, from_date, to_date, xact FROM c;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION report_bill_changed() RETURNS trigger AS $$
BEGIN
  IF NEW.bill_date < report_change_cutoff() THEN
    INSERT INTO report_change (enterprise_id, from_date, to_date, xact) VALUES (NEW.enterprise_id, NEW.bill_date, NEW.bill_date, pg_current_xact_id());
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
