-- The cost-price sync from receipts (0042, 0071, 0100) moves from this trigger into the purchase bill type's
-- approval hook (modules/purchase/purchase-price-sync.ts, called from purchase.bills.ts through
-- BillType.afterApproval), where a reader of the purchase documents finds it. Same statements, same transaction,
-- same point of the audit and the same locking order (issue 13 item 3).
DROP TRIGGER bill_purchase_price_sync ON bill;
DROP FUNCTION purchase_price_sync();
