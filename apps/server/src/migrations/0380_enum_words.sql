-- API.md fixes these enums as words (wage-items `kind: "earning"|"deduction"`, `input: "fixed"|"period"|"formula"`;
-- asset-categories and fixed-assets `method: "straight_line"|…`): the records store the words, so the API answers
-- what it takes and no module keeps a number ↔ word table (docs/decisions.md "Enums that API.md names are words").
ALTER TABLE wage_item ALTER COLUMN kind DROP DEFAULT, ALTER COLUMN input DROP DEFAULT;
ALTER TABLE wage_item
  ALTER COLUMN kind TYPE TEXT USING (CASE kind WHEN 2 THEN 'deduction' ELSE 'earning' END),
  ALTER COLUMN input TYPE TEXT USING (CASE input WHEN 1 THEN 'fixed' WHEN 3 THEN 'formula' ELSE 'period' END);
ALTER TABLE wage_item ALTER COLUMN kind SET DEFAULT 'earning', ALTER COLUMN input SET DEFAULT 'period';

ALTER TABLE asset_category ALTER COLUMN method DROP DEFAULT;
ALTER TABLE asset_category ALTER COLUMN method TYPE TEXT
  USING (CASE method WHEN 2 THEN 'workload' WHEN 3 THEN 'double_declining' WHEN 4 THEN 'sum_of_years' ELSE 'straight_line' END);
ALTER TABLE asset_category ALTER COLUMN method SET DEFAULT 'straight_line';
ALTER TABLE fixed_asset ALTER COLUMN method DROP DEFAULT;
ALTER TABLE fixed_asset ALTER COLUMN method TYPE TEXT
  USING (CASE method WHEN 2 THEN 'workload' WHEN 3 THEN 'double_declining' WHEN 4 THEN 'sum_of_years' ELSE 'straight_line' END);
ALTER TABLE fixed_asset ALTER COLUMN method SET DEFAULT 'straight_line';

CREATE OR REPLACE FUNCTION zf_payroll_defaults(eid INTEGER, now_time BIGINT) RETURNS void LANGUAGE sql AS $$
  INSERT INTO wage_item (enterprise_id, code, name, kind, input, formula, taxable, sort, create_time, update_time) VALUES
    (eid, 'base_salary', '基本工资', 'earning', 'fixed', '', 1, 1, now_time, now_time),
    (eid, 'bonus', '奖金', 'earning', 'period', '', 1, 2, now_time, now_time),
    (eid, 'pension', '养老保险(个人)', 'deduction', 'formula', 'si_base * 0.08', 1, 10, now_time, now_time),
    (eid, 'medical', '医疗保险(个人)', 'deduction', 'formula', 'si_base * 0.02', 1, 11, now_time, now_time),
    (eid, 'unemployment', '失业保险(个人)', 'deduction', 'formula', 'si_base * 0.005', 1, 12, now_time, now_time),
    (eid, 'housing_fund', '住房公积金(个人)', 'deduction', 'formula', 'hf_base * 0.07', 1, 13, now_time, now_time)
  ON CONFLICT (enterprise_id, code) DO NOTHING;
  INSERT INTO payroll_tax_bracket (enterprise_id, level, upper_limit, rate, quick_deduction) VALUES
    (eid, 1, 36000, 0.03, 0), (eid, 2, 144000, 0.10, 2520), (eid, 3, 300000, 0.20, 16920), (eid, 4, 420000, 0.25, 31920),
    (eid, 5, 660000, 0.30, 52920), (eid, 6, 960000, 0.35, 85920), (eid, 7, NULL, 0.45, 181920)
  ON CONFLICT (enterprise_id, level) DO NOTHING;
  INSERT INTO payroll_setting (enterprise_id, update_time) VALUES (eid, now_time) ON CONFLICT (enterprise_id) DO NOTHING;
$$;
