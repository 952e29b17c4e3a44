-- Line discount on purchase and sales document lines (issue 12): a rate off the gross (0.1 = 10 % off) and/or the
-- discount amount of the line. `amount` stays the line's net amount (price × number − discount_amount), which is
-- what tax, totals, stock cost, revenue and statements already read; `price` stays the list price as entered.
ALTER TABLE bill_line ADD COLUMN discount_rate NUMERIC(20, 6) NOT NULL DEFAULT 0;
ALTER TABLE bill_line ADD COLUMN discount_amount NUMERIC(20, 2) NOT NULL DEFAULT 0;
