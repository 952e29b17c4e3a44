-- Brands (the first catalogue resource), and a flag for permission groups that grant everything (the built-in
-- administrators group, so a former admin keeps every page after an admin transfer).

CREATE TABLE brand (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  logo          TEXT NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  deleted_time  BIGINT,
  PRIMARY KEY (enterprise_id, id)
);
CREATE UNIQUE INDEX brand_name ON brand (enterprise_id, name) WHERE deleted_time IS NULL;
CREATE INDEX brand_live ON brand (enterprise_id, sort, id) WHERE deleted_time IS NULL;

ALTER TABLE permission_group ADD COLUMN grants_all BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE permission_group SET grants_all = TRUE WHERE is_system AND name = '管理员';
