-- Expense bills (费用单, finance centre): their amount rows name an expense project and carry input VAT beside the
-- category and amount the money rows already have. Other money documents leave both at 0.
ALTER TABLE bill_money_line ADD COLUMN project_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bill_money_line ADD COLUMN tax_amount NUMERIC(20, 2) NOT NULL DEFAULT 0;
CREATE INDEX bill_money_line_project ON bill_money_line (enterprise_id, project_id) WHERE project_id <> 0;
