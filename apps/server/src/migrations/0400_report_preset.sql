-- Saved filter presets of the report centre (issue 20): one employee's named set of a report's filters (dates,
-- group-by, filter ids), applied from the report screen. A name is unique per employee and report.
CREATE TABLE report_preset (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  employee_id   INTEGER NOT NULL,
  report        TEXT NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  params        JSONB NOT NULL DEFAULT '{}'::jsonb,
  create_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, employee_id, report, name),
  FOREIGN KEY (enterprise_id, employee_id) REFERENCES employee (enterprise_id, id)
);
