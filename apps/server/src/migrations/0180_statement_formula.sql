-- Statement lines an enterprise has changed (issue 15 item 3): the standard layouts and formulas are data in
-- packages/shared (statement-layouts.ts); a row here replaces one line's formula for one enterprise, and deleting it
-- goes back to the standard. `statement` is 'balance-sheet', 'profit' or 'cash-flow'.
CREATE TABLE statement_formula (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  statement     TEXT NOT NULL CHECK (statement IN ('balance-sheet', 'profit', 'cash-flow')),
  line          INTEGER NOT NULL,
  formula       TEXT NOT NULL,
  updated_by    INTEGER NOT NULL DEFAULT 0,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, statement, line)
);
