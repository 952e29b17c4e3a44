-- Record versions against lost updates (issue 11 item 4). Every editable record — each master-data table of the
-- resource engine and the bill header — carries an integer `version`, 1 when inserted and one more on every UPDATE of
-- the row, whoever makes it: the resource and bill engines, the services that write these tables by hand (batch price
-- changes, staff, smart classification) and the triggers of earlier migrations (purchase price sync). Clients send the
-- version they loaded back on save; the engines refuse a stale one with 4090 (ERPNext's "document has been modified
-- after you opened it"). A BEFORE UPDATE trigger bumps it, so no write path can forget to.
--
-- A table that becomes editable later gets the same with one line in its migration:
--   SELECT zf_add_version('new_table');
-- (record-version.int.test.ts fails for a registered resource whose table has no version.)

CREATE FUNCTION zf_bump_version() RETURNS trigger AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION zf_add_version(target regclass) RETURNS void AS $$
BEGIN
  -- A constant default: PostgreSQL 11+ adds the column without rewriting the table.
  EXECUTE format('ALTER TABLE %s ADD COLUMN version INTEGER NOT NULL DEFAULT 1', target);
  EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %s FOR EACH ROW EXECUTE FUNCTION zf_bump_version()', replace(target::text, '.', '_') || '_version', target);
END;
$$ LANGUAGE plpgsql;

SELECT zf_add_version(t) FROM unnest(ARRAY[
  'bill',
  'accounting_item', 'bom_item', 'brand', 'cost_price', 'currency', 'custom_category', 'customer_account', 'department',
  'expense_category', 'expense_project', 'industry', 'industry_attribute', 'job_position', 'logistics_company', 'partner',
  'partner_category', 'partner_contact', 'price_level', 'product', 'product_attribute', 'product_attribute_value',
  'product_category', 'product_label', 'product_type', 'promotion', 'sale_agreement_price', 'settlement_account', 'shelf',
  'shelf_product', 'unit', 'vehicle_brand', 'vehicle_model', 'vehicle_range', 'warehouse', 'work_address'
]::regclass[]) AS t;
