-- Print templates and print settings (issue 20 item 4). A template is for one kind (a bill type, 'voucher' or
-- 'product-label'): its paper and its layout (packages/shared print-template.ts validates both). At most one default
-- per kind; a kind without a template prints on the built-in one. print_setting holds the enterprise's paper, copies
-- and printer names.
CREATE TABLE print_template (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  kind          TEXT NOT NULL,
  name          TEXT NOT NULL,
  is_default    BOOLEAN NOT NULL DEFAULT FALSE,
  paper         JSONB NOT NULL,
  layout        JSONB NOT NULL,
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, kind, name)
);
CREATE UNIQUE INDEX print_template_one_default ON print_template (enterprise_id, kind) WHERE is_default;
SELECT zf_add_version('print_template');

CREATE TABLE print_setting (
  enterprise_id INTEGER NOT NULL PRIMARY KEY REFERENCES enterprise (id),
  paper         JSONB NOT NULL,
  copies        INTEGER NOT NULL DEFAULT 1,
  printers      JSONB NOT NULL DEFAULT '[]',
  update_time   BIGINT NOT NULL
);
