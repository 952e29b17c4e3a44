-- Dashboard cards (issue 20 item 3): which trade cards and report charts one employee shows on the home page, in
-- their order. No row means every card (the default); an empty array means none. Per user per enterprise like the
-- shortcut menu, and leaves with the membership.
CREATE TABLE dashboard_card (
  enterprise_id INTEGER NOT NULL,
  employee_id   INTEGER NOT NULL,
  cards         TEXT[] NOT NULL DEFAULT '{}',
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, employee_id),
  FOREIGN KEY (enterprise_id, employee_id) REFERENCES employee (enterprise_id, id) ON DELETE CASCADE
);
