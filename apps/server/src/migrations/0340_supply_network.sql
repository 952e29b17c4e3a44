-- The business network (issue 19 items 1-3): partner links between two enterprises, the buyer's purchase cart, and
-- the linked purchase order ↔ sales order pairs with their one-click receipts.
--
-- A link belongs to two enterprises at once. It is kept once, under the enterprise that invited
-- (`enterprise_id`), and names both sides: the supplier enterprise with the buyer's record of it
-- (`supplier_partner_id`, a supplier in the customer enterprise) and the customer enterprise with the supplier's
-- record of it (`customer_partner_id`). Every query of either side filters on its own enterprise column.
CREATE TABLE partner_link (
  enterprise_id          INTEGER NOT NULL REFERENCES enterprise (id),
  id                     INTEGER GENERATED ALWAYS AS IDENTITY UNIQUE,
  supplier_enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  customer_enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  supplier_partner_id    INTEGER NOT NULL DEFAULT 0,
  customer_partner_id    INTEGER NOT NULL DEFAULT 0,
  -- 1 invited (waiting for the other admin), 2 linked, 3 ended
  status                 SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  -- What the customer sees: the supplier's on-sale products of these categories ([] = all), at this price level
  -- (0 = the sale price); the customer's agreement prices (sale_agreement_price) come first either way.
  price_level_id         INTEGER NOT NULL DEFAULT 0,
  category_ids           JSONB NOT NULL DEFAULT '[]',
  invited_by             INTEGER NOT NULL,
  create_time            BIGINT NOT NULL,
  accept_time            BIGINT,
  end_time               BIGINT,
  PRIMARY KEY (enterprise_id, id),
  CHECK (supplier_enterprise_id <> customer_enterprise_id)
);
CREATE UNIQUE INDEX partner_link_live ON partner_link (supplier_enterprise_id, customer_enterprise_id) WHERE status IN (1, 2);
CREATE INDEX partner_link_customer ON partner_link (customer_enterprise_id, status);

-- The purchase cart (SPEC §3 "Cart", §4 cart rules): one employee's goods per linked supplier, unique by product.
CREATE TABLE supply_cart (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  employee_id   INTEGER NOT NULL,
  link_id       INTEGER NOT NULL REFERENCES partner_link (id),
  product_id    INTEGER NOT NULL, -- the supplier's product
  number        NUMERIC(20, 4) NOT NULL CHECK (number > 0),
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, employee_id, link_id, product_id)
);

-- Which of the buyer's products stands for a supplier's product (matched by code, or created on the first order).
CREATE TABLE supply_product_map (
  enterprise_id          INTEGER NOT NULL REFERENCES enterprise (id),
  supplier_enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  supplier_product_id    INTEGER NOT NULL,
  product_id             INTEGER NOT NULL,
  PRIMARY KEY (enterprise_id, supplier_enterprise_id, supplier_product_id)
);

-- One submitted cart: the buyer's purchase order and the supplier's sales order, made in one transaction. Their lines
-- pair by line number. 1 waiting for the supplier, 2 accepted, 3 refused.
CREATE TABLE supply_order (
  enterprise_id          INTEGER NOT NULL REFERENCES enterprise (id),
  id                     INTEGER GENERATED ALWAYS AS IDENTITY UNIQUE,
  link_id                INTEGER NOT NULL REFERENCES partner_link (id),
  purchase_order_id      INTEGER NOT NULL,
  supplier_enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  sale_order_id          INTEGER NOT NULL,
  status                 SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_by             INTEGER NOT NULL,
  create_time            BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, purchase_order_id),
  UNIQUE (supplier_enterprise_id, sale_order_id)
);

-- A supplier's delivery (sale bill of a linked sales order) received by the buyer in one click: the purchase bill
-- it made. Unique per sale bill, so a second click receives nothing twice.
CREATE TABLE supply_receipt (
  enterprise_id          INTEGER NOT NULL REFERENCES enterprise (id),
  id                     INTEGER GENERATED ALWAYS AS IDENTITY,
  supply_order_id        INTEGER NOT NULL REFERENCES supply_order (id),
  supplier_enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  sale_bill_id           INTEGER NOT NULL,
  purchase_bill_id       INTEGER NOT NULL,
  create_time            BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (supplier_enterprise_id, sale_bill_id)
);
