-- Auto vouchers from bills (issue 14 item 4): where the amounts of a bill land in the chart.
--
-- Each warehouse holds its stock on one inventory account: 库存商品 1405 by default, 原材料 1403 for a raw-material
-- warehouse (recognised by its name here; the setup screen changes it).
ALTER TABLE warehouse ADD COLUMN inventory_subject TEXT NOT NULL DEFAULT '1405';
UPDATE warehouse SET inventory_subject = '1403' WHERE name LIKE '%原料%' OR name LIKE '%材料%';

-- Enterprise overrides of the mapping whose defaults live in code (engines/ledger/voucher-mapping.ts):
--   scope 'settlement_account', key = the account id      → the cash/bank account (default by type 1001/1002/1012)
--   scope 'expense_category',   key = the category id     → the income or expense account (default 5051 / 5602)
--   scope = a bill type ('sale-bills'…), key = a slot     → the template's account for that amount of the bill
CREATE TABLE auto_voucher_map (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  scope         TEXT NOT NULL,
  key           TEXT NOT NULL,
  subject_code  TEXT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, scope, key)
);

-- Vouchers need leaf accounts: 应交增值税 gets its 进项税额 and 销项税额 columns (FINANCE.md §1, second level).
INSERT INTO account_subject_template (code, name, name_en, category, direction, level, parent_code, aux_types) VALUES
  ('22210101', '进项税额', 'Input VAT', 2, 2, 3, '222101', '[]'),
  ('22210107', '销项税额', 'Output VAT', 2, 2, 3, '222101', '[]')
ON CONFLICT (code) DO NOTHING;
INSERT INTO account_subject (enterprise_id, code, name, name_en, category, direction, level, parent_code, create_time, update_time)
SELECT e.id, t.code, t.name, t.name_en, t.category, t.direction, t.level, t.parent_code, e.create_time, e.create_time
FROM enterprise e CROSS JOIN account_subject_template t
WHERE t.code IN ('22210101', '22210107')
  AND EXISTS (SELECT 1 FROM account_subject p WHERE p.enterprise_id = e.id AND p.code = '222101')
ON CONFLICT (enterprise_id, code) DO NOTHING;

-- "Is this voucher reversed?" is asked for every bill voucher a reverse audit or a repost follows.
CREATE INDEX voucher_reverses ON voucher (enterprise_id, reverses_id) WHERE reverses_id IS NOT NULL;
