-- A production receipt's total quantity is its product's (brief prod16c): the backflushed components it consumes
-- (rows with direction -1, BillMeta.consumedRows) no longer count in bill.total_number. Receipts saved before this
-- change carried product + components (10 FG with 21 kg FM read 31); recompute them from their own rows.

UPDATE bill b SET total_number = coalesce((
    SELECT sum(l.number) FROM bill_line l WHERE l.enterprise_id = b.enterprise_id AND l.bill_id = b.id AND l.direction <> -1
  ), 0)
WHERE b.type = 'production-ins'
  AND EXISTS (SELECT 1 FROM bill_line l WHERE l.enterprise_id = b.enterprise_id AND l.bill_id = b.id AND l.direction = -1);
