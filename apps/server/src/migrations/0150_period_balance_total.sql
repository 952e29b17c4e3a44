-- The books at scale (issue 14 items 6 and 7): period balances totalled over the auxiliary values, per account and
-- month ('YYYY-MM') and per account and year ('YYYY'). The subject balance and the general ledger read these: a year's
-- subject balance reads (accounts × (years before + months of the range)) rows, whatever the number of partners and
-- however long the history, instead of every partner's rows of every earlier month.
--
-- Kept by a trigger on period_balance, so the ledger engine (the only writer of period_balance) writes it in the
-- same statement and transaction; nothing else writes it. A bulk load with session_replication_role = replica skips
-- the trigger and must fill this table itself (bench/ledger-books does, by one aggregate INSERT … SELECT).
CREATE TABLE period_balance_total (
  enterprise_id INTEGER NOT NULL,
  subject_id    INTEGER NOT NULL,
  period        TEXT NOT NULL,
  debit         NUMERIC(20, 2) NOT NULL DEFAULT 0,
  credit        NUMERIC(20, 2) NOT NULL DEFAULT 0,
  posted_debit  NUMERIC(20, 2) NOT NULL DEFAULT 0,
  posted_credit NUMERIC(20, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (enterprise_id, subject_id, period)
);
CREATE INDEX period_balance_total_period ON period_balance_total (enterprise_id, period);

CREATE FUNCTION zf_period_balance_total() RETURNS trigger AS $$
DECLARE
  e INTEGER; s INTEGER; p TEXT;
  d NUMERIC; c NUMERIC; pd NUMERIC; pc NUMERIC;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.enterprise_id, NEW.subject_id, NEW.period) IS DISTINCT FROM (OLD.enterprise_id, OLD.subject_id, OLD.period) THEN
    -- A key change (never made by the engine): take the old row out, then put the new one in.
    INSERT INTO period_balance_total AS t (enterprise_id, subject_id, period, debit, credit, posted_debit, posted_credit)
      VALUES (OLD.enterprise_id, OLD.subject_id, OLD.period, -OLD.debit, -OLD.credit, -OLD.posted_debit, -OLD.posted_credit),
             (OLD.enterprise_id, OLD.subject_id, left(OLD.period, 4), -OLD.debit, -OLD.credit, -OLD.posted_debit, -OLD.posted_credit)
      ON CONFLICT (enterprise_id, subject_id, period) DO UPDATE SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit,
        posted_debit = t.posted_debit + EXCLUDED.posted_debit, posted_credit = t.posted_credit + EXCLUDED.posted_credit;
    e := NEW.enterprise_id; s := NEW.subject_id; p := NEW.period;
    d := NEW.debit; c := NEW.credit; pd := NEW.posted_debit; pc := NEW.posted_credit;
  ELSIF TG_OP = 'INSERT' THEN
    e := NEW.enterprise_id; s := NEW.subject_id; p := NEW.period;
    d := NEW.debit; c := NEW.credit; pd := NEW.posted_debit; pc := NEW.posted_credit;
  ELSIF TG_OP = 'UPDATE' THEN
    e := NEW.enterprise_id; s := NEW.subject_id; p := NEW.period;
    d := NEW.debit - OLD.debit; c := NEW.credit - OLD.credit; pd := NEW.posted_debit - OLD.posted_debit; pc := NEW.posted_credit - OLD.posted_credit;
  ELSE
    e := OLD.enterprise_id; s := OLD.subject_id; p := OLD.period;
    d := -OLD.debit; c := -OLD.credit; pd := -OLD.posted_debit; pc := -OLD.posted_credit;
  END IF;
  IF d = 0 AND c = 0 AND pd = 0 AND pc = 0 THEN RETURN NULL; END IF;
  INSERT INTO period_balance_total AS t (enterprise_id, subject_id, period, debit, credit, posted_debit, posted_credit)
    VALUES (e, s, p, d, c, pd, pc), (e, s, left(p, 4), d, c, pd, pc)
    ON CONFLICT (enterprise_id, subject_id, period) DO UPDATE SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit,
      posted_debit = t.posted_debit + EXCLUDED.posted_debit, posted_credit = t.posted_credit + EXCLUDED.posted_credit;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER period_balance_total AFTER INSERT OR UPDATE OR DELETE ON period_balance
  FOR EACH ROW EXECUTE FUNCTION zf_period_balance_total();

-- Whatever period balances exist already.
INSERT INTO period_balance_total (enterprise_id, subject_id, period, debit, credit, posted_debit, posted_credit)
  SELECT enterprise_id, subject_id, k.period, sum(debit), sum(credit), sum(posted_debit), sum(posted_credit)
  FROM period_balance b CROSS JOIN LATERAL (VALUES (b.period), (left(b.period, 4))) AS k (period)
  GROUP BY enterprise_id, subject_id, k.period;
