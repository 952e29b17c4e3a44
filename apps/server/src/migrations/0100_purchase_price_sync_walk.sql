-- Cost-price sync (0042, per base unit since 0071), same rule, found without reading a popular product's whole history. The first version took
-- the latest approved purchase line of each product with DISTINCT ON over every bill line of the product — sales
-- included — and sorted them: 239,000 lines and 330 ms to approve one receipt of the bench's lubricant at 10 M stock
-- movements (docs/performance.md, backdated_repost). Now each product of the bill first walks the 200 newest approved
-- purchase bills through `bill_list` (enterprise, type, bill_date DESC, id DESC) and stops at the first with a line of
-- it (2.6 ms for the lubricant); only a product not bought in those bills reads its own lines as before (a product
-- bought once, long ago, took 212 ms by walking every purchase bill instead). Products are still locked in id order,
-- so concurrent audits cannot deadlock on them.

CREATE OR REPLACE FUNCTION purchase_price_sync() RETURNS trigger AS $$
DECLARE
  item RECORD;
  latest NUMERIC;
BEGIN
  FOR item IN
    SELECT p.id FROM product p
    WHERE p.enterprise_id = NEW.enterprise_id
      AND p.id IN (SELECT l.product_id FROM bill_line l WHERE l.enterprise_id = NEW.enterprise_id AND l.bill_id = NEW.id)
    ORDER BY p.id FOR NO KEY UPDATE
  LOOP
    SELECT round(x.price / coalesce(u.ratio, 1), 6) INTO latest
    FROM (
      SELECT b.id, b.bill_date FROM bill b
      WHERE b.enterprise_id = NEW.enterprise_id AND b.type = 'purchase-bills' AND b.audit_status = 2
      ORDER BY b.bill_date DESC, b.id DESC
      LIMIT 200
    ) recent CROSS JOIN LATERAL (
      SELECT l.price, l.unit_id FROM bill_line l
      WHERE l.enterprise_id = NEW.enterprise_id AND l.bill_id = recent.id AND l.product_id = item.id
      ORDER BY l.line_no DESC LIMIT 1
    ) x
    LEFT JOIN product_unit u ON u.enterprise_id = NEW.enterprise_id AND u.product_id = item.id AND u.unit_id = x.unit_id
    ORDER BY recent.bill_date DESC, recent.id DESC
    LIMIT 1;
    IF NOT FOUND THEN
      SELECT round(l.price / coalesce(u.ratio, 1), 6) INTO latest
      FROM bill_line l JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id
      LEFT JOIN product_unit u ON u.enterprise_id = l.enterprise_id AND u.product_id = l.product_id AND u.unit_id = l.unit_id
      WHERE l.enterprise_id = NEW.enterprise_id AND l.product_id = item.id AND b.type = 'purchase-bills' AND b.audit_status = 2
      ORDER BY b.bill_date DESC, b.id DESC, l.line_no DESC
      LIMIT 1;
    END IF;
    IF FOUND THEN
      UPDATE product SET purchase_price = latest, update_time = extract(epoch FROM now())::bigint
      WHERE enterprise_id = NEW.enterprise_id AND id = item.id AND purchase_price IS DISTINCT FROM latest;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
