-- The cash-flow mapping (issue 30 item 1, FINANCE.md §5 "Derivation"): every cash or bank voucher line (1001/1002/1012)
-- takes its cash-flow item (会小企03表 line, 2 digits) from the accounts on the other side of its voucher, whichever
-- module wrote the voucher. Per enterprise, editable (GET/PUT /finance/cash-flow-map): a counterpart account code
-- (prefix: its sub-accounts match too) → the item of an inflow (cash debited) and of an outflow (cash credited), ''
-- when the row says nothing for that side; rows are tried by `sort`, the first match wins; no match → 02 / 06.
-- New enterprises get the standard rows in seedFinanceDefaults (standardCashFlowRules, packages/shared).
CREATE TABLE cash_flow_map (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  subject_code  TEXT NOT NULL,
  inflow_item   TEXT NOT NULL DEFAULT '',
  outflow_item  TEXT NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 0,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, subject_code)
);

INSERT INTO cash_flow_map (enterprise_id, subject_code, inflow_item, outflow_item, sort, update_time)
SELECT e.id, r.subject_code, r.inflow_item, r.outflow_item, r.sort, e.create_time
FROM enterprise e CROSS JOIN (VALUES
  ('1122', '01', '01', 100),
  ('2203', '01', '01', 101),
  ('5001', '01', '01', 102),
  ('5051', '01', '01', 103),
  ('2202', '03', '03', 200),
  ('1123', '03', '03', 201),
  ('1401', '03', '03', 202),
  ('1402', '03', '03', 203),
  ('1403', '03', '03', 204),
  ('1405', '03', '03', 205),
  ('1411', '03', '03', 206),
  ('2211', '04', '04', 300),
  ('2001', '14', '16', 400),
  ('2501', '14', '16', 401),
  ('2231', '', '17', 500),
  ('3001', '15', '', 600),
  ('3002', '15', '', 601),
  ('2232', '', '18', 700),
  ('1101', '08', '11', 800),
  ('1501', '08', '11', 801),
  ('1511', '08', '11', 802),
  ('5111', '09', '', 900),
  ('1131', '09', '', 901),
  ('1132', '09', '', 902),
  ('1601', '10', '12', 1000),
  ('1604', '10', '12', 1001),
  ('1605', '10', '12', 1002),
  ('1701', '10', '12', 1003),
  ('1606', '10', '12', 1004),
  ('2221', '', '05', 1100),
  ('5403', '', '05', 1101),
  ('5801', '', '05', 1102)
) AS r (subject_code, inflow_item, outflow_item, sort);
