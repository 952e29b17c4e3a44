-- Dashboard shortcut menu (SPEC §2 "Home: shortcut menu; dashboard shortcuts"): the pages one employee pinned to
-- their home page, by route name of the shared menu tree, in the order they chose. An employee row is one user in
-- one enterprise, so shortcuts are per user per enterprise and leave with the membership.
CREATE TABLE dashboard_shortcut (
  enterprise_id INTEGER NOT NULL,
  employee_id   INTEGER NOT NULL,
  page          TEXT NOT NULL,
  sort          INTEGER NOT NULL,
  PRIMARY KEY (enterprise_id, employee_id, page),
  FOREIGN KEY (enterprise_id, employee_id) REFERENCES employee (enterprise_id, id) ON DELETE CASCADE
);
