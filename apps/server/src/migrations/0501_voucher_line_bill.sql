-- The bill a voucher line stands for (issue 29 item 2): a voucher merged by day carries the lines of several bills,
-- and the cost-difference check read every line of such a voucher as each bill's own — two purchases and two sales
-- on one day got the day voucher plus three cost vouchers (stock 675.00 against GL 125.00). 0: the line belongs to
-- all the voucher's sources (a voucher of one bill, a manual voucher).
ALTER TABLE voucher_line ADD COLUMN bill_id INTEGER NOT NULL DEFAULT 0;

-- Day vouchers made before: each line's summary ends with its bill's number (销售单 XSCK-20261110-0001).
UPDATE voucher_line l SET bill_id = s.bill_id
FROM voucher_source s
WHERE s.enterprise_id = l.enterprise_id AND s.voucher_id = l.voucher_id
  AND (SELECT count(*) FROM voucher_source c WHERE c.enterprise_id = l.enterprise_id AND c.voucher_id = l.voucher_id) > 1
  AND right(l.summary, length(s.bill_sn) + 1) = ' ' || s.bill_sn;
-- Their red reversals: the line of the same number in the voucher they reverse.
UPDATE voucher_line l SET bill_id = o.bill_id
FROM voucher r JOIN voucher_line o ON o.enterprise_id = r.enterprise_id AND o.voucher_id = r.reverses_id
WHERE r.enterprise_id = l.enterprise_id AND r.id = l.voucher_id AND o.line_no = l.line_no AND o.bill_id <> 0;
