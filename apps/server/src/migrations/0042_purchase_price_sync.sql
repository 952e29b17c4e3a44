-- Cost-price sync from receipts (issue 5 "Purchasing"): a product's purchase_price follows the price of its latest
-- approved purchase bill line (latest bill date, then latest bill). Approving a purchase bill sets it; reversing one
-- falls back to the receipt before it (or leaves the price alone when there is none). Runs inside the audit's
-- transaction; product rows are locked (FOR NO KEY UPDATE: stock moves hold KEY SHARE on them through their foreign
-- key) in id order, so concurrent audits cannot deadlock on them. The product price
-- history trigger (0012) records each change.

CREATE FUNCTION purchase_price_sync() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM product p
    WHERE p.enterprise_id = NEW.enterprise_id
      AND p.id IN (SELECT l.product_id FROM bill_line l WHERE l.enterprise_id = NEW.enterprise_id AND l.bill_id = NEW.id)
    ORDER BY p.id FOR NO KEY UPDATE;
  UPDATE product p SET purchase_price = latest.price, update_time = extract(epoch FROM now())::bigint
  FROM (
    SELECT DISTINCT ON (l.product_id) l.product_id, l.price
    FROM bill_line l JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id
    WHERE l.enterprise_id = NEW.enterprise_id AND b.type = 'purchase-bills' AND b.audit_status = 2
      AND l.product_id IN (SELECT x.product_id FROM bill_line x WHERE x.enterprise_id = NEW.enterprise_id AND x.bill_id = NEW.id)
    ORDER BY l.product_id, b.bill_date DESC, b.id DESC, l.line_no DESC
  ) latest
  WHERE p.enterprise_id = NEW.enterprise_id AND p.id = latest.product_id AND p.purchase_price IS DISTINCT FROM latest.price;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER bill_purchase_price_sync AFTER UPDATE OF audit_status ON bill
  FOR EACH ROW WHEN (NEW.type = 'purchase-bills' AND OLD.audit_status IS DISTINCT FROM NEW.audit_status AND (OLD.audit_status = 2 OR NEW.audit_status = 2))
  EXECUTE FUNCTION purchase_price_sync();
