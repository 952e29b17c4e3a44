-- Equipment documents and photos as drive files (issue 18 item 1, helper qual18). The bytes and the file rows are the
-- enterprise drive's (drive_file: quota, storage backend); a link says which machine a file belongs to and whether it
-- is a photo (1) or a document (2). Deleting the drive file (from the card or on the drive page) drops the link;
-- deleting the machine drops its links and leaves the files in its drive folder.
CREATE TABLE equipment_file (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  equipment_id  INTEGER NOT NULL,
  file_id       INTEGER NOT NULL,
  kind          INTEGER NOT NULL CHECK (kind IN (1, 2)),
  sort          INTEGER NOT NULL DEFAULT 0,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, file_id),
  FOREIGN KEY (enterprise_id, equipment_id) REFERENCES equipment (enterprise_id, id) ON DELETE CASCADE,
  FOREIGN KEY (enterprise_id, file_id) REFERENCES drive_file (enterprise_id, id) ON DELETE CASCADE
);
CREATE INDEX equipment_file_equipment ON equipment_file (enterprise_id, equipment_id, kind, sort);

-- The drive folder the system made for a machine's files (equipment_id 0: the parent folder 设备资料 of them all).
-- Remembered by id, so renaming the machine or the folder does not start a second folder; a folder deleted on the
-- drive page is made again at the next upload.
CREATE TABLE equipment_folder (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  equipment_id  INTEGER NOT NULL,
  folder_id     INTEGER NOT NULL,
  PRIMARY KEY (enterprise_id, equipment_id)
);
