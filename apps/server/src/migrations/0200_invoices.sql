-- Purchase and sales invoices (issue 15 item 5): bill types `purchase-invoices` and `sale-invoices` whose lines name
-- the purchase/sale bill and return lines they invoice (`source_line_id`).
--
-- What is invoiced is kept on the invoiced line, moved only when an invoice is approved or reversed (under the
-- line's row lock), so the trading bill lists read it without a join: invoiced quantity, amount and tax. On an
-- invoice line the same columns count what red-letter invoices have taken back from it.
ALTER TABLE bill_line
  ADD COLUMN invoiced_number NUMERIC(20, 4) NOT NULL DEFAULT 0,
  ADD COLUMN invoiced_amount NUMERIC(20, 2) NOT NULL DEFAULT 0,
  ADD COLUMN invoiced_tax    NUMERIC(20, 2) NOT NULL DEFAULT 0;

-- 0 not invoiced by nature (every other type), 1 uninvoiced, 2 partly, 3 fully invoiced (by quantity).
ALTER TABLE bill ADD COLUMN invoice_status SMALLINT NOT NULL DEFAULT 0;
UPDATE bill SET invoice_status = 1 WHERE type IN ('purchase-bills', 'purchase-returns', 'sale-bills', 'sale-returns');
-- "Uninvoiced bills" and the list filter by invoice status.
CREATE INDEX bill_invoice_status ON bill (enterprise_id, type, invoice_status) WHERE invoice_status IN (1, 2);

-- An invoice number is unique per enterprise, invoice type and partner (a voided invoice gives its number back).
CREATE UNIQUE INDEX bill_invoice_no ON bill (enterprise_id, type, partner_id, (ext ->> 'invoice_no'))
  WHERE type IN ('purchase-invoices', 'sale-invoices') AND audit_status <> 4;

-- Input VAT on invoice (FINANCE.md §3): off = the receipt debits 进项税额 as before; on = the receipt debits
-- 暂估进项税额 and the approved invoice moves it to 进项税额.
ALTER TABLE ledger_setting ADD COLUMN vat_on_invoice BOOLEAN NOT NULL DEFAULT FALSE;

INSERT INTO account_subject_template (code, name, name_en, category, direction, level, parent_code, aux_types) VALUES
  ('222107', '暂估进项税额', 'Input VAT awaiting invoice', 2, 2, 2, '2221', '[]')
ON CONFLICT (code) DO NOTHING;
INSERT INTO account_subject (enterprise_id, code, name, name_en, category, direction, level, parent_code, create_time, update_time)
SELECT e.id, t.code, t.name, t.name_en, t.category, t.direction, t.level, t.parent_code, e.create_time, e.create_time
FROM enterprise e CROSS JOIN account_subject_template t
WHERE t.code = '222107'
  AND EXISTS (SELECT 1 FROM account_subject p WHERE p.enterprise_id = e.id AND p.code = '2221')
ON CONFLICT (enterprise_id, code) DO NOTHING;
