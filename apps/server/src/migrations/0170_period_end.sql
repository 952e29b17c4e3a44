-- Period end (issue 15 items 1-3): the sub-accounts of 3104 利润分配 the year-end carry needs (FINANCE.md §1), and the
-- carry-down options per enterprise.
--
-- 3104's subs: 提取法定盈余公积, 提取任意盈余公积, 应付利润, 未分配利润 (next free codes 310401-310404). An enterprise
-- whose 3104 already carries entries keeps it a leaf (a used leaf gets no sub-accounts, "Chart and initialization"):
-- the year-end carry then books on 3104 itself.
INSERT INTO account_subject_template (code, name, name_en, category, direction, level, parent_code, aux_types) VALUES
  ('310401', '提取法定盈余公积', 'Statutory surplus reserve appropriated', 3, 2, 2, '3104', '[]'),
  ('310402', '提取任意盈余公积', 'Discretionary surplus reserve appropriated', 3, 2, 2, '3104', '[]'),
  ('310403', '应付利润', 'Profit payable to owners', 3, 2, 2, '3104', '[]'),
  ('310404', '未分配利润', 'Undistributed profit', 3, 2, 2, '3104', '[]')
ON CONFLICT (code) DO NOTHING;
INSERT INTO account_subject (enterprise_id, code, name, name_en, category, direction, level, parent_code, create_time, update_time)
SELECT e.id, t.code, t.name, t.name_en, t.category, t.direction, t.level, t.parent_code, e.create_time, e.create_time
FROM enterprise e CROSS JOIN account_subject_template t
WHERE t.parent_code = '3104'
  AND EXISTS (SELECT 1 FROM account_subject p WHERE p.enterprise_id = e.id AND p.code = '3104')
  AND NOT EXISTS (SELECT 1 FROM account_subject p WHERE p.enterprise_id = e.id AND p.code LIKE '3104_%')
  AND NOT EXISTS (SELECT 1 FROM account_subject p JOIN voucher_line l ON l.enterprise_id = p.enterprise_id AND l.subject_id = p.id WHERE p.enterprise_id = e.id AND p.code = '3104')
  AND NOT EXISTS (SELECT 1 FROM account_subject p JOIN opening_balance o ON o.enterprise_id = p.enterprise_id AND o.subject_id = p.id
                  WHERE p.enterprise_id = e.id AND p.code = '3104' AND (o.debit <> 0 OR o.credit <> 0 OR o.ytd_debit <> 0 OR o.ytd_credit <> 0))
ON CONFLICT (enterprise_id, code) DO NOTHING;

-- 结转损益 options: split = one voucher for income and one for expenses; auto_post = audit and post the carry-down
-- vouchers at once (default: left unaudited, as Kingdee and Chanjet leave them for the accountant to review).
CREATE TABLE period_end_setting (
  enterprise_id        INTEGER PRIMARY KEY REFERENCES enterprise (id),
  carry_down_split     BOOLEAN NOT NULL DEFAULT FALSE,
  carry_down_auto_post BOOLEAN NOT NULL DEFAULT FALSE,
  update_time          BIGINT NOT NULL
);
