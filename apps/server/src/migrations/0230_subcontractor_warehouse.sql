-- Outsourcing (委外加工, PRODUCTION.md §3): materials sent to a subcontractor stay our stock. Each supplier we send
-- materials to gets one warehouse of its own (委外仓), made on first use, whose stock is booked on 1408 委托加工物资
-- (warehouse.inventory_subject). `subcontractor_id` names the supplier (a partner id; 0 = an ordinary warehouse),
-- so the outsourcing documents can tell the subcontractor's warehouse from ours and find it again.
ALTER TABLE warehouse ADD COLUMN subcontractor_id INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX warehouse_subcontractor ON warehouse (enterprise_id, subcontractor_id) WHERE subcontractor_id <> 0;
