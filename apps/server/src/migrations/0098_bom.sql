-- Bills of materials (SPEC §2 "Product": BOM and BOM import). One row per finished product × component: how much of
-- the component makes one unit of the product (4 dp like every quantity) and the share lost in production (%).
-- Tenant keys like every master-data table, so a row can only name products of its own enterprise.

CREATE TABLE bom_item (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  product_id    INTEGER NOT NULL,
  component_id  INTEGER NOT NULL,
  quantity      NUMERIC(20,4) NOT NULL CHECK (quantity > 0),
  loss_rate     NUMERIC(20,4) NOT NULL DEFAULT 0 CHECK (loss_rate >= 0 AND loss_rate <= 100),
  remark        TEXT NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 1,
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, product_id, component_id),
  CHECK (product_id <> component_id),
  FOREIGN KEY (enterprise_id, product_id) REFERENCES product (enterprise_id, id),
  FOREIGN KEY (enterprise_id, component_id) REFERENCES product (enterprise_id, id)
);
-- Where a product is used (the component side of the foreign key, and the reference check before deleting it).
CREATE INDEX bom_item_component ON bom_item (enterprise_id, component_id);

-- A product may not end up inside itself through its components (A needs B, B needs A). The resource hooks refuse
-- such a row with a message first; this trigger is the backstop for rows written in one statement (an import batch),
-- which the hooks check one by one before any of them is inserted. AFTER ROW triggers run at the end of the
-- statement, so every row of the batch is visible here.
CREATE FUNCTION bom_item_no_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    WITH RECURSIVE below (id) AS (
      SELECT b.component_id FROM bom_item b WHERE b.enterprise_id = NEW.enterprise_id AND b.product_id = NEW.component_id
      UNION
      SELECT b.component_id FROM bom_item b JOIN below ON b.product_id = below.id WHERE b.enterprise_id = NEW.enterprise_id
    )
    SELECT 1 FROM below WHERE id = NEW.product_id
  ) THEN
    RAISE EXCEPTION 'bill of materials cycle through product %', NEW.product_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER bom_item_no_cycle AFTER INSERT OR UPDATE OF product_id, component_id ON bom_item
  FOR EACH ROW EXECUTE FUNCTION bom_item_no_cycle();
