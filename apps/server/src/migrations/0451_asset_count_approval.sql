-- Asset counts (资产盘点) with approval and surplus (issue 17, helper pay17). Finishing a count books the missing
-- cards into 待处理财产损溢 (Dr 1901 + 1602 / Cr 1601) and the assets found without a card as new cards (Dr 1601 /
-- Cr 1602 + 1901); approving clears 1901: losses to 1221 (compensation) and 5711, surpluses to 5301 (小企业会计准则).
-- status: 1 counting, 2 finished (awaiting approval), 3 approved.
ALTER TABLE asset_count
  ADD COLUMN loss_amount NUMERIC(20,2) NOT NULL DEFAULT 0,
  ADD COLUMN surplus_amount NUMERIC(20,2) NOT NULL DEFAULT 0,
  ADD COLUMN compensation NUMERIC(20,2) NOT NULL DEFAULT 0,
  ADD COLUMN approval_voucher_id INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN approver_id INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN approve_date DATE;

-- 盘盈: an asset found without a card, entered on the count; the card made at finishing is asset_id.
CREATE TABLE asset_count_surplus (
  enterprise_id            INTEGER NOT NULL,
  id                       INTEGER GENERATED ALWAYS AS IDENTITY,
  count_id                 INTEGER NOT NULL,
  code                     TEXT NOT NULL DEFAULT '',
  name                     TEXT NOT NULL,
  category_id              INTEGER NOT NULL,
  department_id            INTEGER NOT NULL DEFAULT 0,
  location                 TEXT NOT NULL DEFAULT '',
  original_value           NUMERIC(20,2) NOT NULL,
  accumulated_depreciation NUMERIC(20,2) NOT NULL DEFAULT 0,
  asset_id                 INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, count_id) REFERENCES asset_count (enterprise_id, id) ON DELETE CASCADE
);
CREATE INDEX asset_count_surplus_count ON asset_count_surplus (enterprise_id, count_id);
