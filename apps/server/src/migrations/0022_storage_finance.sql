-- Warehouse and finance basics (issue 4 §5): warehouse details and the one-default rule, shelves, logistics
-- companies, currencies (base CNY for every enterprise), settlement accounts, expense categories and projects,
-- accounting items, and the chart of accounts (read-only for now, seeded per enterprise).

-- Switch cells are 1/0 (SPEC §4) like every other resource flag.
ALTER TABLE warehouse ALTER COLUMN is_default DROP DEFAULT;
ALTER TABLE warehouse ALTER COLUMN is_default TYPE INTEGER USING (CASE WHEN is_default THEN 1 ELSE 0 END);
ALTER TABLE warehouse ALTER COLUMN is_default SET DEFAULT 0;
ALTER TABLE warehouse ADD COLUMN contact TEXT NOT NULL DEFAULT '';
ALTER TABLE warehouse ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE warehouse ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE warehouse ADD COLUMN status INTEGER NOT NULL DEFAULT 1;
ALTER TABLE warehouse ADD COLUMN remark TEXT NOT NULL DEFAULT '';
-- At most one default per enterprise; the warehouse rules keep it exactly one.
CREATE UNIQUE INDEX warehouse_one_default ON warehouse (enterprise_id) WHERE is_default = 1;
CREATE UNIQUE INDEX warehouse_code ON warehouse (enterprise_id, code) WHERE code <> '';

CREATE TABLE shelf (
  enterprise_id INTEGER NOT NULL,
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  warehouse_id  INTEGER NOT NULL,
  name          TEXT NOT NULL,
  status        INTEGER NOT NULL DEFAULT 1,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, warehouse_id, name),
  FOREIGN KEY (enterprise_id, warehouse_id) REFERENCES warehouse (enterprise_id, id)
);

CREATE TABLE logistics_company (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  code          TEXT NOT NULL DEFAULT '',
  contact       TEXT NOT NULL DEFAULT '',
  phone         TEXT NOT NULL DEFAULT '',
  website       TEXT NOT NULL DEFAULT '',
  status        INTEGER NOT NULL DEFAULT 1,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name)
);
CREATE UNIQUE INDEX logistics_company_code ON logistics_company (enterprise_id, code) WHERE code <> '';

CREATE TABLE currency (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  code          TEXT NOT NULL,
  name          TEXT NOT NULL,
  symbol        TEXT NOT NULL DEFAULT '',
  rate          NUMERIC(20,6) NOT NULL DEFAULT 1,
  is_base       INTEGER NOT NULL DEFAULT 0,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, code),
  UNIQUE (enterprise_id, name)
);
CREATE UNIQUE INDEX currency_one_base ON currency (enterprise_id) WHERE is_base = 1;
-- Enterprises created before this migration get their base currency here; new ones from enterprise-defaults.ts.
INSERT INTO currency (enterprise_id, code, name, symbol, rate, is_base, sort, create_time, update_time)
SELECT id, 'CNY', '人民币', '¥', 1, 1, 1, create_time, create_time FROM enterprise;

CREATE TABLE settlement_account (
  enterprise_id   INTEGER NOT NULL REFERENCES enterprise (id),
  id              INTEGER GENERATED ALWAYS AS IDENTITY,
  name            TEXT NOT NULL,
  account_type    INTEGER NOT NULL DEFAULT 1,
  bank_name       TEXT NOT NULL DEFAULT '',
  account_number  TEXT NOT NULL DEFAULT '',
  currency_id     INTEGER NOT NULL DEFAULT 0,
  opening_balance NUMERIC(20,2) NOT NULL DEFAULT 0,
  status          INTEGER NOT NULL DEFAULT 1,
  sort            INTEGER NOT NULL DEFAULT 1,
  remark          TEXT NOT NULL DEFAULT '',
  create_time     BIGINT NOT NULL,
  update_time     BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name)
);
CREATE INDEX settlement_account_currency ON settlement_account (enterprise_id, currency_id);

CREATE TABLE expense_category (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  direction     INTEGER NOT NULL DEFAULT 1,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name)
);

CREATE TABLE expense_project (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  name          TEXT NOT NULL,
  code          TEXT NOT NULL DEFAULT '',
  category_id   INTEGER NOT NULL DEFAULT 0,
  status        INTEGER NOT NULL DEFAULT 1,
  sort          INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, name)
);
CREATE UNIQUE INDEX expense_project_code ON expense_project (enterprise_id, code) WHERE code <> '';
CREATE INDEX expense_project_category ON expense_project (enterprise_id, category_id);

CREATE TABLE accounting_item (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  code          TEXT NOT NULL,
  name          TEXT NOT NULL,
  item_type     INTEGER NOT NULL DEFAULT 1,
  status        INTEGER NOT NULL DEFAULT 1,
  remark        TEXT NOT NULL DEFAULT '',
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, code)
);

-- The chart of accounts (小企业会计准则). category 1 assets, 2 liabilities, 3 equity, 4 cost, 5 profit and loss;
-- direction 1 debit, 2 credit. Seeded per enterprise (finance-defaults.ts); the general ledger will edit it.
CREATE TABLE account_subject (
  enterprise_id INTEGER NOT NULL REFERENCES enterprise (id),
  id            INTEGER GENERATED ALWAYS AS IDENTITY,
  code          TEXT NOT NULL,
  name          TEXT NOT NULL,
  name_en       TEXT NOT NULL DEFAULT '',
  category      INTEGER NOT NULL,
  direction     INTEGER NOT NULL,
  level         INTEGER NOT NULL DEFAULT 1,
  parent_code   TEXT NOT NULL DEFAULT '',
  status        INTEGER NOT NULL DEFAULT 1,
  create_time   BIGINT NOT NULL,
  update_time   BIGINT NOT NULL,
  PRIMARY KEY (enterprise_id, id),
  UNIQUE (enterprise_id, code)
);

-- The standard chart every enterprise starts with (one source for the migration and finance-defaults.ts).
CREATE TABLE account_subject_template (
  code        TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  name_en     TEXT NOT NULL,
  category    INTEGER NOT NULL,
  direction   INTEGER NOT NULL,
  level       INTEGER NOT NULL,
  parent_code TEXT NOT NULL DEFAULT ''
);
INSERT INTO account_subject_template (code, name, name_en, category, direction, level, parent_code) VALUES
  ('1001', '库存现金', 'Cash on hand', 1, 1, 1, ''),
  ('1002', '银行存款', 'Bank deposits', 1, 1, 1, ''),
  ('1012', '其他货币资金', 'Other monetary funds', 1, 1, 1, ''),
  ('1101', '短期投资', 'Short-term investments', 1, 1, 1, ''),
  ('1121', '应收票据', 'Notes receivable', 1, 1, 1, ''),
  ('1122', '应收账款', 'Accounts receivable', 1, 1, 1, ''),
  ('1123', '预付账款', 'Prepayments', 1, 1, 1, ''),
  ('1131', '应收股利', 'Dividends receivable', 1, 1, 1, ''),
  ('1132', '应收利息', 'Interest receivable', 1, 1, 1, ''),
  ('1221', '其他应收款', 'Other receivables', 1, 1, 1, ''),
  ('1401', '材料采购', 'Materials purchasing', 1, 1, 1, ''),
  ('1402', '在途物资', 'Goods in transit', 1, 1, 1, ''),
  ('1403', '原材料', 'Raw materials', 1, 1, 1, ''),
  ('1404', '材料成本差异', 'Material cost variance', 1, 1, 1, ''),
  ('1405', '库存商品', 'Inventory goods', 1, 1, 1, ''),
  ('1407', '商品进销差价', 'Purchase-sale price difference', 1, 2, 1, ''),
  ('1408', '委托加工物资', 'Materials for outsourced processing', 1, 1, 1, ''),
  ('1411', '周转材料', 'Revolving materials', 1, 1, 1, ''),
  ('1421', '消耗性生物资产', 'Consumable biological assets', 1, 1, 1, ''),
  ('1501', '长期债券投资', 'Long-term bond investments', 1, 1, 1, ''),
  ('1511', '长期股权投资', 'Long-term equity investments', 1, 1, 1, ''),
  ('1601', '固定资产', 'Fixed assets', 1, 1, 1, ''),
  ('1602', '累计折旧', 'Accumulated depreciation', 1, 2, 1, ''),
  ('1604', '在建工程', 'Construction in progress', 1, 1, 1, ''),
  ('1605', '工程物资', 'Construction materials', 1, 1, 1, ''),
  ('1606', '固定资产清理', 'Fixed assets disposal', 1, 1, 1, ''),
  ('1621', '生产性生物资产', 'Productive biological assets', 1, 1, 1, ''),
  ('1622', '生产性生物资产累计折旧', 'Accumulated depreciation of productive biological assets', 1, 2, 1, ''),
  ('1701', '无形资产', 'Intangible assets', 1, 1, 1, ''),
  ('1702', '累计摊销', 'Accumulated amortization', 1, 2, 1, ''),
  ('1801', '长期待摊费用', 'Long-term prepaid expenses', 1, 1, 1, ''),
  ('1901', '待处理财产损溢', 'Property losses and gains pending', 1, 1, 1, ''),
  ('2001', '短期借款', 'Short-term loans', 2, 2, 1, ''),
  ('2201', '应付票据', 'Notes payable', 2, 2, 1, ''),
  ('2202', '应付账款', 'Accounts payable', 2, 2, 1, ''),
  ('2203', '预收账款', 'Advances from customers', 2, 2, 1, ''),
  ('2211', '应付职工薪酬', 'Payroll payable', 2, 2, 1, ''),
  ('2221', '应交税费', 'Taxes payable', 2, 2, 1, ''),
  ('222101', '应交增值税', 'VAT payable', 2, 2, 2, '2221'),
  ('222102', '未交增值税', 'Unpaid VAT', 2, 2, 2, '2221'),
  ('222103', '应交企业所得税', 'Corporate income tax payable', 2, 2, 2, '2221'),
  ('222104', '应交个人所得税', 'Individual income tax payable', 2, 2, 2, '2221'),
  ('222105', '应交城市维护建设税', 'Urban maintenance tax payable', 2, 2, 2, '2221'),
  ('222106', '应交教育费附加', 'Education surcharge payable', 2, 2, 2, '2221'),
  ('2231', '应付利息', 'Interest payable', 2, 2, 1, ''),
  ('2232', '应付利润', 'Profits payable', 2, 2, 1, ''),
  ('2241', '其他应付款', 'Other payables', 2, 2, 1, ''),
  ('2401', '递延收益', 'Deferred income', 2, 2, 1, ''),
  ('2501', '长期借款', 'Long-term loans', 2, 2, 1, ''),
  ('2701', '长期应付款', 'Long-term payables', 2, 2, 1, ''),
  ('3001', '实收资本', 'Paid-in capital', 3, 2, 1, ''),
  ('3002', '资本公积', 'Capital reserve', 3, 2, 1, ''),
  ('3101', '盈余公积', 'Surplus reserve', 3, 2, 1, ''),
  ('3103', '本年利润', 'Profit of the year', 3, 2, 1, ''),
  ('3104', '利润分配', 'Profit distribution', 3, 2, 1, ''),
  ('4001', '生产成本', 'Production cost', 4, 1, 1, ''),
  ('4101', '制造费用', 'Manufacturing overhead', 4, 1, 1, ''),
  ('4301', '研发支出', 'R&D expenditure', 4, 1, 1, ''),
  ('4401', '工程施工', 'Construction work', 4, 1, 1, ''),
  ('4403', '机械作业', 'Machinery operations', 4, 1, 1, ''),
  ('5001', '主营业务收入', 'Main business revenue', 5, 2, 1, ''),
  ('5051', '其他业务收入', 'Other business revenue', 5, 2, 1, ''),
  ('5111', '投资收益', 'Investment income', 5, 2, 1, ''),
  ('5301', '营业外收入', 'Non-operating income', 5, 2, 1, ''),
  ('5401', '主营业务成本', 'Main business cost', 5, 1, 1, ''),
  ('5402', '其他业务成本', 'Other business cost', 5, 1, 1, ''),
  ('5403', '税金及附加', 'Taxes and surcharges', 5, 1, 1, ''),
  ('5601', '销售费用', 'Selling expenses', 5, 1, 1, ''),
  ('560101', '运输费', 'Freight', 5, 1, 2, '5601'),
  ('560102', '广告费', 'Advertising', 5, 1, 2, '5601'),
  ('560103', '销售人员薪酬', 'Sales staff pay', 5, 1, 2, '5601'),
  ('5602', '管理费用', 'Administrative expenses', 5, 1, 1, ''),
  ('560201', '办公费', 'Office expenses', 5, 1, 2, '5602'),
  ('560202', '差旅费', 'Travel expenses', 5, 1, 2, '5602'),
  ('560203', '业务招待费', 'Business entertainment', 5, 1, 2, '5602'),
  ('560204', '管理人员薪酬', 'Administrative staff pay', 5, 1, 2, '5602'),
  ('560205', '房租', 'Rent', 5, 1, 2, '5602'),
  ('5603', '财务费用', 'Financial expenses', 5, 1, 1, ''),
  ('5711', '营业外支出', 'Non-operating expenses', 5, 1, 1, ''),
  ('5801', '所得税费用', 'Income tax expense', 5, 1, 1, '');

INSERT INTO account_subject (enterprise_id, code, name, name_en, category, direction, level, parent_code, create_time, update_time)
SELECT e.id, t.code, t.name, t.name_en, t.category, t.direction, t.level, t.parent_code, e.create_time, e.create_time
FROM enterprise e CROSS JOIN account_subject_template t;
