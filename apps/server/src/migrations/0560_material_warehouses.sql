-- Issuing warehouses of production material (issue 31 item 1). A production order's component row is issued from its
-- own warehouse: the BOM line's (发料仓库), else the component's default warehouse (默认仓库), else the enterprise's
-- raw-material warehouse (the first enabled warehouse booked on 1403), else the order's receipt warehouse. 0 = not
-- set. No foreign key: 0 means "not set", as for the other optional references of these tables.

ALTER TABLE bom_item ADD COLUMN warehouse_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product ADD COLUMN warehouse_id INTEGER NOT NULL DEFAULT 0;
