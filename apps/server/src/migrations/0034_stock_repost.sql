-- A back-dated movement before a long ledger re-costs the later movements in the background, chunk by chunk
-- (ARCHITECTURE §5): the checkpoint is the first movement (date, seq) whose cost is not yet final. Quantities and
-- running quantities are always right at once; only values wait for the repost.
ALTER TABLE stock_balance ADD COLUMN repost_from_date DATE;
ALTER TABLE stock_balance ADD COLUMN repost_from_seq BIGINT;
CREATE INDEX stock_balance_repost ON stock_balance (enterprise_id, product_id, warehouse_id) WHERE repost_from_date IS NOT NULL;
