-- The vehicle catalogue of auto-parts businesses: brand → range (series) → model, three resources
-- (docs/decisions.md "Vehicle catalogue"). Each level points at the one above with a composite foreign key.

CREATE TABLE vehicle_brand (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  initial       TEXT NOT NULL DEFAULT '',
  logo          TEXT NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX vehicle_brand_name ON vehicle_brand (enterprise_id, name) WHERE deleted_time IS NULL;

CREATE TABLE vehicle_range (
  enterprise_id INTEGER NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  brand_id      INTEGER NOT NULL,
  name          TEXT NOT NULL,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, brand_id) REFERENCES vehicle_brand (enterprise_id, id)
);
CREATE UNIQUE INDEX vehicle_range_name ON vehicle_range (enterprise_id, brand_id, name) WHERE deleted_time IS NULL;

CREATE TABLE vehicle_model (
  enterprise_id INTEGER NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  range_id      INTEGER NOT NULL,
  name          TEXT NOT NULL,
  year          INTEGER NOT NULL DEFAULT 0,
  engine        TEXT NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id),
  FOREIGN KEY (enterprise_id, range_id) REFERENCES vehicle_range (enterprise_id, id)
);
CREATE UNIQUE INDEX vehicle_model_name ON vehicle_model (enterprise_id, range_id, name) WHERE deleted_time IS NULL;
CREATE INDEX vehicle_model_range ON vehicle_model (enterprise_id, range_id);
