-- Wage cost allocation per department × wage item (issue 17, helper pay17): a department's row with wage_item_code ''
-- is its account for every item (and the employer's social insurance and housing fund); a row naming an earning item
-- sends that item's wages of the department to its own account (4001 直接人工 for piece wages, 4101 for the workshop's
-- base pay, …). Department 0 with item '' stays the default of every department without a row.
ALTER TABLE payroll_allocation ADD COLUMN wage_item_code TEXT NOT NULL DEFAULT '';
ALTER TABLE payroll_allocation DROP CONSTRAINT payroll_allocation_pkey;
ALTER TABLE payroll_allocation ADD PRIMARY KEY (enterprise_id, department_id, wage_item_code);
