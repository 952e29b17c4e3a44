-- Stock operations (issue 5 item 5): stocktakes, loss/gain orders, assemblies, splits, cost adjustments.
-- A line's direction for documents that move goods both ways (assembly: components out, products in);
-- 0 means "the type decides".
ALTER TABLE bill_line ADD COLUMN direction SMALLINT NOT NULL DEFAULT 0 CHECK (direction IN (-1, 0, 1));
-- Manual cost allocation share of an assembly/split product line.
ALTER TABLE bill_line ADD COLUMN cost_share NUMERIC(20, 6) NOT NULL DEFAULT 0;
-- The book quantity and value at the bill date, captured when a stocktake or cost adjustment is approved.
ALTER TABLE bill_line ADD COLUMN book_number NUMERIC(20, 4) NOT NULL DEFAULT 0;
ALTER TABLE bill_line ADD COLUMN book_amount NUMERIC(20, 2) NOT NULL DEFAULT 0;
-- Assembly/split cost allocation: 1 by quantity, 2 by amount, 3 manual shares.
ALTER TABLE bill ADD COLUMN allocation SMALLINT NOT NULL DEFAULT 1 CHECK (allocation IN (1, 2, 3));
-- A cost adjustment is an amount-only movement: quantity 0, value changed.
ALTER TABLE stock_move DROP CONSTRAINT stock_move_qty_check;
ALTER TABLE stock_move ADD CONSTRAINT stock_move_qty_check CHECK (qty >= 0);
