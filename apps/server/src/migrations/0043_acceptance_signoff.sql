-- Acceptance sign-off of sales bills (SPEC §9: auto sign-off after 15 days by default; disabled when the customer
-- changes the acceptance time). sign_status: 0 awaiting, 1 signed off by the customer, 2 signed off automatically.
ALTER TABLE bill ADD COLUMN sign_status SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE bill ADD COLUMN sign_time BIGINT;
ALTER TABLE bill ADD COLUMN auto_sign BOOLEAN NOT NULL DEFAULT TRUE;
CREATE INDEX bill_awaiting_sign ON bill (bill_date) WHERE type = 'sale-bills' AND audit_status = 2 AND sign_status = 0 AND auto_sign;
