-- A bill has at most one standing voucher (issue 29 item 1): two 生成凭证 runs at once vouchered the same bills two to
-- four times, because each checked "no voucher yet" before inserting. voucher_source.standing marks the sources of a
-- document's bill voucher (kind 'bill', sourced to a row of table bill) that no voucher reverses; the partial unique
-- index refuses a second one in the database. (Payroll's accrual and payment vouchers, kind 'bill' too, share their
-- payroll run as source: they are not standing.)
-- The ledger engine keeps the flag: set when a bill voucher is made, cleared when it is reversed, set again when its
-- reversal is deleted. Cost vouchers and reversals keep their sources, never standing.
ALTER TABLE voucher_source ADD COLUMN standing BOOLEAN NOT NULL DEFAULT false;

-- Books vouchered twice before this migration keep their first standing voucher; the later ones stay in the books
-- (reverse them by hand) but no longer count as the bill's voucher.
UPDATE voucher_source s SET standing = true
FROM (
  SELECT DISTINCT ON (f.enterprise_id, f.bill_type, f.bill_id) f.enterprise_id, f.voucher_id, f.bill_id
  FROM voucher_source f JOIN voucher v ON v.enterprise_id = f.enterprise_id AND v.id = f.voucher_id AND v.kind = 'bill'
  WHERE NOT EXISTS (SELECT 1 FROM voucher r WHERE r.enterprise_id = v.enterprise_id AND r.reverses_id = v.id)
    AND EXISTS (SELECT 1 FROM bill b WHERE b.enterprise_id = f.enterprise_id AND b.id = f.bill_id AND b.type = f.bill_type)
  ORDER BY f.enterprise_id, f.bill_type, f.bill_id, f.voucher_id
) first
WHERE s.enterprise_id = first.enterprise_id AND s.voucher_id = first.voucher_id AND s.bill_id = first.bill_id;

CREATE UNIQUE INDEX voucher_source_standing ON voucher_source (enterprise_id, bill_type, bill_id) WHERE standing;
