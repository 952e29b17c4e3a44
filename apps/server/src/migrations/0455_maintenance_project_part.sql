-- Spare parts of a maintenance item as product rows (issue 18, helper qual18): what one occasion of the item uses.
-- A plan's maintenance bill gets these rows, issued through the stock ledger on approval like a repair bill's parts.
-- (maintenance_project.spare_parts stays as free text beside them.)
CREATE TABLE maintenance_project_part (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  project_id    INTEGER NOT NULL,
  product_id    INTEGER NOT NULL,
  quantity      NUMERIC(20,4) NOT NULL DEFAULT 1 CHECK (quantity >= 0),
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, project_id, product_id),
  FOREIGN KEY (enterprise_id, project_id) REFERENCES maintenance_project (enterprise_id, id) ON DELETE CASCADE
);
CREATE INDEX maintenance_project_part_product ON maintenance_project_part (enterprise_id, product_id);

SELECT zf_add_version('maintenance_project_part'::regclass);
