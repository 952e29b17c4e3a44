-- A purchase line entered in an extra unit of its product (1 箱 = 20 个) priced per box set the product's purchase
-- price to the box price. The latest approved line's price is now divided by its unit's ratio (base units per line
-- unit, product_unit); lines in the base unit (unit_id 0 or the product's own unit) are taken as they are.

CREATE OR REPLACE FUNCTION purchase_price_sync() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM product p
    WHERE p.enterprise_id = NEW.enterprise_id
      AND p.id IN (SELECT l.product_id FROM bill_line l WHERE l.enterprise_id = NEW.enterprise_id AND l.bill_id = NEW.id)
    ORDER BY p.id FOR NO KEY UPDATE;
  UPDATE product p SET purchase_price = latest.price, update_time = extract(epoch FROM now())::bigint
  FROM (
    SELECT DISTINCT ON (l.product_id) l.product_id, round(l.price / coalesce(u.ratio, 1), 6) AS price
    FROM bill_line l
    JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id
    LEFT JOIN product_unit u ON u.enterprise_id = l.enterprise_id AND u.product_id = l.product_id AND u.unit_id = l.unit_id
    WHERE l.enterprise_id = NEW.enterprise_id AND b.type = 'purchase-bills' AND b.audit_status = 2
      AND l.product_id IN (SELECT x.product_id FROM bill_line x WHERE x.enterprise_id = NEW.enterprise_id AND x.bill_id = NEW.id)
    ORDER BY l.product_id, b.bill_date DESC, b.id DESC, l.line_no DESC
  ) latest
  WHERE p.enterprise_id = NEW.enterprise_id AND p.id = latest.product_id AND p.purchase_price IS DISTINCT FROM latest.price;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
