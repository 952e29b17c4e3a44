-- Record versions for the editable records 0115 left out (issue 11 item 4): staff (employee), permission groups and
-- the enterprise's own information get the same trigger-kept `version` as every resource table.
--
-- Some edits replace a part of a record rather than the row: a product's unit conversions, a product's vehicle
-- fitment, a permission group's page rights. They are saved by their own requests, after or beside the record's
-- own form (the product form saves the product, then its units, then its fitment), so they cannot share the
-- record's version: saving the product would make its own units save stale. Each part has its own version here,
-- one row per part that was ever saved (no row = version 1), written by whoever saved it; the part's save locks the
-- owning row (SELECT … FOR UPDATE, no update, so the record's version does not move) and then checks and bumps it.
SELECT zf_add_version(t) FROM unnest(ARRAY['employee', 'permission_group', 'enterprise']::regclass[]) AS t;

CREATE TABLE record_part_version (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  -- The part: 'product-units', 'product-fitment', 'permission-group-pages' (record-part-version.ts).
  part          TEXT NOT NULL,
  record_id     INTEGER NOT NULL,
  version       INTEGER NOT NULL,
  employee_id   INTEGER NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, part, record_id)
);
