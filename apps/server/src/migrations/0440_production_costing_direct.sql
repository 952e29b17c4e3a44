-- Production costing, direct costs (issue 16, helper prod16a): piece-rate wages charged straight to their order by
-- the allocation (kept out of the allocated labour pool), and the outsourced-operation fees an order carried.

-- The piece wages (work reports' good quantity × the process's piece rate) the allocation charged: per run and per order.
ALTER TABLE production_cost_run ADD COLUMN piece_wages NUMERIC(20,2) NOT NULL DEFAULT 0;
ALTER TABLE production_cost_share ADD COLUMN piece_wage NUMERIC(20,2) NOT NULL DEFAULT 0;

-- Outsourced-operation fees (outsourcing fee bills booked to 4001 for a production order) the costed receipts took.
ALTER TABLE product_cost_item ADD COLUMN outsourcing NUMERIC(20,2) NOT NULL DEFAULT 0;
