-- Payroll (issue 17, helper payroll): wage items, per-employee payroll data, the IIT table and payroll settings per
-- enterprise, allocation of wage costs to accounts, monthly payroll runs and their lines; 2211's sub-accounts.

-- Wage items (工资项目). kind 1 earning, 2 deduction. input 1 fixed (carried from month to month; base_salary from the
-- employee's payroll data), 2 entered per period, 3 formula over other items' codes and si_base / hf_base.
-- taxable: an earning counts into taxable wages; a deduction is deducted before tax (social insurance, housing fund).
CREATE TABLE wage_item (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  code          TEXT NOT NULL,
  name          TEXT NOT NULL,
  kind          INTEGER NOT NULL DEFAULT 1,
  input         INTEGER NOT NULL DEFAULT 2,
  formula       TEXT NOT NULL DEFAULT '',
  taxable       INTEGER NOT NULL DEFAULT 1,
  status        INTEGER NOT NULL DEFAULT 1,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, code)
);
SELECT zf_add_version('wage_item'::regclass);

-- What payroll needs per employee (the department is the employee's own, employee.department_id).
CREATE TABLE payroll_employee (
  enterprise_id     INTEGER NOT NULL REFERENCES enterprise (id),
  employee_id       INTEGER NOT NULL,
  in_payroll        BOOLEAN NOT NULL DEFAULT TRUE,
  base_salary       NUMERIC(20,2) NOT NULL DEFAULT 0,
  special_deduction NUMERIC(20,2) NOT NULL DEFAULT 0,
  si_base           NUMERIC(20,2) NOT NULL DEFAULT 0,
  hf_base           NUMERIC(20,2) NOT NULL DEFAULT 0,
  bank_name         TEXT NOT NULL DEFAULT '',
  bank_account      TEXT NOT NULL DEFAULT '',
  update_time       BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, employee_id),
  FOREIGN KEY (enterprise_id, employee_id) REFERENCES employee (enterprise_id, id)
);

-- The basic deduction and the employer's contribution rates.
CREATE TABLE payroll_setting (
  enterprise_id          INTEGER PRIMARY KEY REFERENCES enterprise (id),
  basic_deduction        NUMERIC(20,2) NOT NULL DEFAULT 5000,
  employer_pension_rate  NUMERIC(10,6) NOT NULL DEFAULT 0.16,
  employer_medical_rate  NUMERIC(10,6) NOT NULL DEFAULT 0.08,
  employer_unemployment_rate NUMERIC(10,6) NOT NULL DEFAULT 0.005,
  employer_injury_rate   NUMERIC(10,6) NOT NULL DEFAULT 0.002,
  employer_housing_rate  NUMERIC(10,6) NOT NULL DEFAULT 0.07,
  update_time            BIGINT NOT NULL
);

-- The annual IIT table of the cumulative withholding method: level 1..n, upper bound (NULL: no bound).
CREATE TABLE payroll_tax_bracket (
  enterprise_id   INTEGER NOT NULL REFERENCES enterprise (id),
  level           INTEGER NOT NULL,
  upper_limit     NUMERIC(20,2),
  rate            NUMERIC(10,6) NOT NULL,
  quick_deduction NUMERIC(20,2) NOT NULL,
  PRIMARY KEY (enterprise_id, level)
);

-- Wage cost allocation: the expense account of a department's wages (department 0: every other department).
CREATE TABLE payroll_allocation (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  department_id INTEGER NOT NULL,
  subject_code  TEXT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, department_id)
);

-- A month's payroll. status 1 entered, 2 audited. The accrual and payment vouchers, once made.
CREATE TABLE payroll_run (
  enterprise_id         INTEGER NOT NULL REFERENCES enterprise (id),
  id                    INTEGER GENERATED ALWAYS AS IDENTITY,
  period                TEXT NOT NULL,
  status                INTEGER NOT NULL DEFAULT 1,
  computed              BOOLEAN NOT NULL DEFAULT FALSE,
  accrual_voucher_id    INTEGER,
  payment_voucher_id    INTEGER,
  settlement_account_id INTEGER NOT NULL DEFAULT 0,
  maker_id              INTEGER NOT NULL,
  auditor_id            INTEGER NOT NULL DEFAULT 0,
  create_time           BIGINT NOT NULL,
  update_time           BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, period),
  FOREIGN KEY (enterprise_id, accrual_voucher_id) REFERENCES voucher (enterprise_id, id),
  FOREIGN KEY (enterprise_id, payment_voucher_id) REFERENCES voucher (enterprise_id, id)
);

-- One employee's wages of a run: items {code: amount}, and what the computation derived.
CREATE TABLE payroll_line (
  enterprise_id     INTEGER NOT NULL REFERENCES enterprise (id),
  run_id            INTEGER NOT NULL,
  employee_id       INTEGER NOT NULL,
  department_id     INTEGER NOT NULL DEFAULT 0,
  items             JSONB NOT NULL DEFAULT '{}',
  gross_pay         NUMERIC(20,2) NOT NULL DEFAULT 0,
  pre_tax_deduction NUMERIC(20,2) NOT NULL DEFAULT 0,
  other_deduction   NUMERIC(20,2) NOT NULL DEFAULT 0,
  taxable_income    NUMERIC(20,2) NOT NULL DEFAULT 0,
  special_deduction NUMERIC(20,2) NOT NULL DEFAULT 0,
  income_tax        NUMERIC(20,2) NOT NULL DEFAULT 0,
  net_pay           NUMERIC(20,2) NOT NULL DEFAULT 0,
  employer_social   NUMERIC(20,2) NOT NULL DEFAULT 0,
  employer_housing  NUMERIC(20,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (enterprise_id, run_id, employee_id),
  FOREIGN KEY (enterprise_id, run_id) REFERENCES payroll_run (enterprise_id, id) ON DELETE CASCADE,
  FOREIGN KEY (enterprise_id, employee_id) REFERENCES employee (enterprise_id, id)
);
CREATE INDEX payroll_line_employee ON payroll_line (enterprise_id, employee_id);

-- Every enterprise starts with the wage items, the IIT table and the settings: those that exist now, and every new
-- one (a trigger on enterprise, so no other module's seeding has to know about payroll).
CREATE FUNCTION zf_payroll_defaults(eid INTEGER, now_time BIGINT) RETURNS void LANGUAGE sql AS $$
  INSERT INTO wage_item (enterprise_id, code, name, kind, input, formula, taxable, sort, create_time, update_time) VALUES
    (eid, 'base_salary', '基本工资', 1, 1, '', 1, 1, now_time, now_time),
    (eid, 'bonus', '奖金', 1, 2, '', 1, 2, now_time, now_time),
    (eid, 'pension', '养老保险(个人)', 2, 3, 'si_base * 0.08', 1, 10, now_time, now_time),
    (eid, 'medical', '医疗保险(个人)', 2, 3, 'si_base * 0.02', 1, 11, now_time, now_time),
    (eid, 'unemployment', '失业保险(个人)', 2, 3, 'si_base * 0.005', 1, 12, now_time, now_time),
    (eid, 'housing_fund', '住房公积金(个人)', 2, 3, 'hf_base * 0.07', 1, 13, now_time, now_time)
  ON CONFLICT (enterprise_id, code) DO NOTHING;
  INSERT INTO payroll_tax_bracket (enterprise_id, level, upper_limit, rate, quick_deduction) VALUES
    (eid, 1, 36000, 0.03, 0), (eid, 2, 144000, 0.10, 2520), (eid, 3, 300000, 0.20, 16920), (eid, 4, 420000, 0.25, 31920),
    (eid, 5, 660000, 0.30, 52920), (eid, 6, 960000, 0.35, 85920), (eid, 7, NULL, 0.45, 181920)
  ON CONFLICT (enterprise_id, level) DO NOTHING;
  INSERT INTO payroll_setting (enterprise_id, update_time) VALUES (eid, now_time) ON CONFLICT (enterprise_id) DO NOTHING;
$$;
SELECT zf_payroll_defaults(e.id, e.create_time) FROM enterprise e;

CREATE FUNCTION zf_payroll_defaults_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM zf_payroll_defaults(NEW.id, NEW.create_time);
  RETURN NEW;
END $$;
CREATE TRIGGER enterprise_payroll_defaults AFTER INSERT ON enterprise FOR EACH ROW EXECUTE FUNCTION zf_payroll_defaults_trigger();

-- 2211 应付职工薪酬's sub-accounts (FINANCE.md: Cr 2211-工资/社保), for the template and every enterprise whose 2211
-- carries no entries yet (a used leaf gets no sub-accounts; there the payroll books on 2211 itself).
INSERT INTO account_subject_template (code, name, name_en, category, direction, level, parent_code, aux_types) VALUES
  ('221101', '工资', 'Wages', 2, 2, 2, '2211', '[]'),
  ('221102', '社会保险费', 'Social insurance', 2, 2, 2, '2211', '[]'),
  ('221103', '住房公积金', 'Housing fund', 2, 2, 2, '2211', '[]')
ON CONFLICT (code) DO NOTHING;
INSERT INTO account_subject (enterprise_id, code, name, name_en, category, direction, level, parent_code, create_time, update_time)
SELECT e.id, t.code, t.name, t.name_en, t.category, t.direction, t.level, t.parent_code, e.create_time, e.create_time
FROM enterprise e CROSS JOIN account_subject_template t
WHERE t.parent_code = '2211'
  AND EXISTS (SELECT 1 FROM account_subject p WHERE p.enterprise_id = e.id AND p.code = '2211')
  AND NOT EXISTS (SELECT 1 FROM account_subject p WHERE p.enterprise_id = e.id AND p.code LIKE '2211_%')
  AND NOT EXISTS (SELECT 1 FROM account_subject p JOIN voucher_line l ON l.enterprise_id = p.enterprise_id AND l.subject_id = p.id WHERE p.enterprise_id = e.id AND p.code = '2211')
  AND NOT EXISTS (SELECT 1 FROM account_subject p JOIN opening_balance o ON o.enterprise_id = p.enterprise_id AND o.subject_id = p.id
                  WHERE p.enterprise_id = e.id AND p.code = '2211' AND (o.debit <> 0 OR o.credit <> 0 OR o.ytd_debit <> 0 OR o.ytd_credit <> 0))
ON CONFLICT (enterprise_id, code) DO NOTHING;
