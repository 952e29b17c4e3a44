-- Documents and ledgers point at products and warehouses of their own enterprise only (composite keys), now that
-- the product table exists.
ALTER TABLE stock_move ADD FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id);
ALTER TABLE stock_balance ADD FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id);
ALTER TABLE bill_line ADD FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id);
