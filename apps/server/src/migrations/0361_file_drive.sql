-- Enterprise file drive (issue 19 item 5): folders and files; the bytes live in the file storage (ZF_DATA_DIR/files)
-- under a random key, the rows say where they sit and who put them there. quota_bytes per enterprise.
CREATE TABLE drive_folder (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  parent_id     INTEGER NOT NULL DEFAULT 0,
  name          TEXT NOT NULL,
  employee_id   INTEGER NOT NULL DEFAULT 0,
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, parent_id, name)
);

CREATE TABLE drive_file (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  folder_id     INTEGER NOT NULL DEFAULT 0,
  name          TEXT NOT NULL,
  storage_key   TEXT NOT NULL,
  size          BIGINT NOT NULL,
  employee_id   INTEGER NOT NULL DEFAULT 0,
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, folder_id, name)
);

CREATE TABLE drive_quota (
  enterprise_id INTEGER NOT NULL PRIMARY KEY REFERENCES enterprise (id),
  quota_bytes   BIGINT NOT NULL,
  used_bytes    BIGINT NOT NULL DEFAULT 0
);
