-- Month-end closes of the stock ledger: every product × warehouse balance at the end of a past month, so that the
-- balances at a past date are read from the close before it instead of probing the ledger once per pair
-- (docs/decisions.md "Month-end stock closes", docs/performance.md stock_balance_at_date).
--
-- A close is a cache and is never trusted blindly: every statement that changes the ledger before the month of
-- yesterday records which enterprise and from which date (stock_history_change, by the triggers below, whatever code
-- path wrote), with its transaction id. A close is valid while no such change is missing from the database snapshot it
-- was built from (pg_visible_in_snapshot), so a back-dated posting, its repost, a monthly cost run or a reversal makes
-- the closes from its date on stale at the moment it commits, without a lock shared between postings. Closes are built
-- only for month ends at least three days past, so a change dated after the cut-off of its own time can never
-- belong to a close that is being built (the proof is in stock-close.ts).

CREATE TABLE stock_close (
  enterprise_id INTEGER NOT NULL,
  month_end     DATE NOT NULL,
  -- The snapshot the balances were read from (taken before reading them: a later read only sees more).
  built_from    pg_snapshot NOT NULL,
  pairs         INTEGER NOT NULL,
  qty           NUMERIC(24, 4) NOT NULL,
  amount        NUMERIC(24, 2) NOT NULL,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, month_end)
);

CREATE TABLE stock_close_balance (
  enterprise_id INTEGER NOT NULL,
  month_end     DATE NOT NULL,
  product_id    INTEGER NOT NULL,
  warehouse_id  INTEGER NOT NULL,
  qty           NUMERIC(20, 4) NOT NULL,
  amount        NUMERIC(20, 2) NOT NULL,
  PRIMARY KEY (enterprise_id, month_end, product_id, warehouse_id),
  FOREIGN KEY (enterprise_id, month_end) REFERENCES stock_close (enterprise_id, month_end) ON DELETE CASCADE
);

CREATE TABLE stock_history_change (
  enterprise_id INTEGER NOT NULL,
  from_date     DATE NOT NULL,
  xact          xid8 NOT NULL
);
CREATE INDEX stock_history_change_by_date ON stock_history_change (enterprise_id, from_date);

-- Business dates are Chinese calendar days (the product's market), whatever the server's zone.
CREATE FUNCTION stock_history_cutoff() RETURNS date AS $$
  SELECT date_trunc('month', (statement_timestamp() AT TIME ZONE 'Asia/Shanghai')::date - 1)::date
$$ LANGUAGE sql STABLE;

CREATE FUNCTION stock_history_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stock_history_change (enterprise_id, from_date, xact)
      SELECT enterprise_id, min(move_date), pg_current_xact_id() FROM changed_new WHERE move_date < stock_history_cutoff() GROUP BY enterprise_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO stock_history_change (enterprise_id, from_date, xact)
      SELECT enterprise_id, min(move_date), pg_current_xact_id()
      FROM (SELECT enterprise_id, move_date FROM changed_old UNION ALL SELECT enterprise_id, move_date FROM changed_new) c
      WHERE move_date < stock_history_cutoff() GROUP BY enterprise_id;
  ELSE
    INSERT INTO stock_history_change (enterprise_id, from_date, xact)
      SELECT enterprise_id, min(move_date), pg_current_xact_id() FROM changed_old WHERE move_date < stock_history_cutoff() GROUP BY enterprise_id;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER stock_move_history_insert AFTER INSERT ON stock_move
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION stock_history_changed();
CREATE TRIGGER stock_move_history_update AFTER UPDATE ON stock_move
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION stock_history_changed();
CREATE TRIGGER stock_move_history_delete AFTER DELETE ON stock_move
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION stock_history_changed();

-- The balance screens sort by product code and page; walking products in code order (deleted ones included, as the
-- screens list their stock too) lets a page of a close be read without sorting every balance.
CREATE INDEX product_by_code ON product (enterprise_id, code, id);
