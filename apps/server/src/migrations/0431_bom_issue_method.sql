-- Issue method of a BOM line (PRODUCTION.md §1 "发料方式 领料/倒冲"; issue 16, brief prod16a): 1 pick (领料: issued by
-- production picks, as before), 2 backflush (倒冲: consumed when a production receipt of the order is approved,
-- received × 用量 × (1 + 损耗率), from the warehouse of the order's component row). Existing lines stay picks. The
-- production order snapshots the method with the BOM (bill.ext.backflush), so a later change of the BOM does not
-- change what an approved order consumes.

ALTER TABLE bom_item ADD COLUMN issue_method SMALLINT NOT NULL DEFAULT 1 CHECK (issue_method IN (1, 2));
