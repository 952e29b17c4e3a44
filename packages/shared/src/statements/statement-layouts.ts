/**
 * The small-business statements (小企业会计准则, FINANCE.md §5) as data: every line with its number, its name in
 * both languages (the API's `item`), how it is printed (prefix such as 减：, indent, total) and its standard formula
 * (statement-formula.ts). An enterprise may override a line's formula; the layout itself is fixed by the standard.
 *
 * Where we go beyond FINANCE.md's list, so that every first-level account of the standard chart lands on a line and
 * the balance sheet ties out: 存货 also takes 4101/4401/4403 (cost accounts still holding amounts at month end);
 * 其他流动资产 takes the debit balances of 222101/222102 (财会〔2016〕22号) and of 1901, and 应交税费 adds the VAT ones
 * back (2221 + 222101:dr + 222102:dr) so the credit side stays whole; 1901's credit balance goes to 其他流动负债.
 */
export type StatementKind = 'balance-sheet' | 'profit' | 'cash-flow';
export const statementKinds: readonly StatementKind[] = ['balance-sheet', 'profit', 'cash-flow'];

export interface Words { zh: string; en: string }
export interface StatementLine {
  line: number;
  /** The item's name as FINANCE.md gives it (the API's `item`). */
  name: Words;
  /** Printed before the name: 减：, 加：, 其中：, 一、 … */
  prefix?: Words;
  /** 0 item, 1 sub-item (其中), 2 sub-item of a sub-item. */
  indent?: number;
  /** A total or net line (printed bold). */
  total?: boolean;
  formula: string;
}
export interface StatementHeading { heading: Words }
export type StatementEntry = StatementLine | StatementHeading;

export interface StatementLayout {
  kind: StatementKind;
  /** 会小企01表 */
  formCode: string;
  title: Words;
  /** The two amount columns, in the order the form prints them. */
  columns: ReadonlyArray<{ key: string; title: Words }>;
  /** One section per printed half: the balance sheet has assets on the left, liabilities and equity on the right. */
  sections: ReadonlyArray<readonly StatementEntry[]>;
}

export const isHeading = (e: StatementEntry): e is StatementHeading => 'heading' in e;

const w = (zh: string, en: string): Words => ({ zh, en });
const h = (zh: string, en: string): StatementHeading => ({ heading: w(zh, en) });
const line = (n: number, zh: string, en: string, formula: string, more: Partial<StatementLine> = {}): StatementLine => ({ line: n, name: w(zh, en), formula, ...more });
const sub = { indent: 1, prefix: w('其中：', 'Including: ') };
const sub2 = { indent: 1 };
const total = { total: true };
const less = w('减：', 'Less: ');
const add = w('加：', 'Add: ');
const sumOf = (...lines: number[]) => lines.map((n) => `L${n}`).join(' + ');
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

export const balanceSheetLayout: StatementLayout = {
  kind: 'balance-sheet',
  formCode: '会小企01表',
  title: w('资产负债表', 'Balance sheet'),
  columns: [{ key: 'closing', title: w('期末余额', 'Closing balance') }, { key: 'year_start', title: w('年初余额', 'Beginning of year') }],
  sections: [[
    h('流动资产：', 'Current assets:'),
    line(1, '货币资金', 'Cash and cash equivalents', '1001 + 1002 + 1012'),
    line(2, '短期投资', 'Short-term investments', '1101'),
    line(3, '应收票据', 'Notes receivable', '1121'),
    line(4, '应收账款', 'Accounts receivable', '1122:dr + 2203:dr'),
    line(5, '预付账款', 'Prepayments', '1123:dr + 2202:dr'),
    line(6, '应收股利', 'Dividends receivable', '1131'),
    line(7, '应收利息', 'Interest receivable', '1132'),
    line(8, '其他应收款', 'Other receivables', '1221'),
    line(9, '存货', 'Inventories', '1401 + 1402 + 1403 + 1404 + 1405 - 1407 + 1408 + 1411 + 1421 + 4001 + 4101 + 4401 + 4403'),
    line(10, '原材料', 'Raw materials', '1403', sub),
    line(11, '在产品', 'Work in progress', '4001', sub2),
    line(12, '库存商品', 'Finished goods', '1405', sub2),
    line(13, '周转材料', 'Revolving materials', '1411', sub2),
    line(14, '其他流动资产', 'Other current assets', '222101:dr + 222102:dr + 1901:dr'),
    line(15, '流动资产合计', 'Total current assets', sumOf(...range(1, 9), 14), total),
    h('非流动资产：', 'Non-current assets:'),
    line(16, '长期债券投资', 'Long-term bond investments', '1501'),
    line(17, '长期股权投资', 'Long-term equity investments', '1511'),
    line(18, '固定资产原价', 'Fixed assets at cost', '1601'),
    line(19, '累计折旧', 'Accumulated depreciation', '1602', { prefix: less }),
    line(20, '固定资产账面价值', 'Fixed assets, carrying amount', 'L18 - L19'),
    line(21, '在建工程', 'Construction in progress', '1604'),
    line(22, '工程物资', 'Construction materials', '1605'),
    line(23, '固定资产清理', 'Fixed assets pending disposal', '1606'),
    line(24, '生产性生物资产', 'Productive biological assets', '1621 - 1622'),
    line(25, '无形资产', 'Intangible assets', '1701 - 1702'),
    line(26, '开发支出', 'Development expenditure', '4301'),
    line(27, '长期待摊费用', 'Long-term prepaid expenses', '1801'),
    line(28, '其他非流动资产', 'Other non-current assets', ''),
    line(29, '非流动资产合计', 'Total non-current assets', sumOf(16, 17, ...range(20, 28)), total),
    line(30, '资产总计', 'Total assets', 'L15 + L29', total),
  ], [
    h('流动负债：', 'Current liabilities:'),
    line(31, '短期借款', 'Short-term borrowings', '2001'),
    line(32, '应付票据', 'Notes payable', '2201'),
    line(33, '应付账款', 'Accounts payable', '2202:cr + 1123:cr'),
    line(34, '预收账款', 'Advances from customers', '2203:cr + 1122:cr'),
    line(35, '应付职工薪酬', 'Employee benefits payable', '2211'),
    line(36, '应交税费', 'Taxes payable', '2221 + 222101:dr + 222102:dr'),
    line(37, '应付利息', 'Interest payable', '2231'),
    line(38, '应付利润', 'Profits payable', '2232'),
    line(39, '其他应付款', 'Other payables', '2241'),
    line(40, '其他流动负债', 'Other current liabilities', '1901:cr'),
    line(41, '流动负债合计', 'Total current liabilities', sumOf(...range(31, 40)), total),
    h('非流动负债：', 'Non-current liabilities:'),
    line(42, '长期借款', 'Long-term borrowings', '2501'),
    line(43, '长期应付款', 'Long-term payables', '2701'),
    line(44, '递延收益', 'Deferred income', '2401'),
    line(45, '其他非流动负债', 'Other non-current liabilities', ''),
    line(46, '非流动负债合计', 'Total non-current liabilities', sumOf(...range(42, 45)), total),
    line(47, '负债合计', 'Total liabilities', 'L41 + L46', total),
    h('所有者权益（或股东权益）：', "Owners' equity:"),
    line(48, '实收资本（或股本）', 'Paid-in capital (or share capital)', '3001'),
    line(49, '资本公积', 'Capital reserve', '3002'),
    line(50, '盈余公积', 'Surplus reserve', '3101'),
    line(51, '未分配利润', 'Undistributed profit', '3103 + 3104 + PL'),
    line(52, '所有者权益（或股东权益）合计', "Total owners' equity", sumOf(...range(48, 51)), total),
    line(53, '负债和所有者权益（或股东权益）总计', 'Total liabilities and equity', 'L47 + L52', total),
  ]],
};

export const profitLayout: StatementLayout = {
  kind: 'profit',
  formCode: '会小企02表',
  title: w('利润表', 'Profit statement'),
  columns: [{ key: 'year_amount', title: w('本年累计金额', 'Year to date') }, { key: 'period_amount', title: w('本月金额', 'This month') }],
  sections: [[
    line(1, '营业收入', 'Operating revenue', '5001:mv + 5051:mv', { prefix: w('一、', 'I. ') }),
    line(2, '营业成本', 'Operating costs', '5401:mv + 5402:mv', { prefix: less }),
    line(3, '税金及附加', 'Taxes and surcharges', '5403:mv', { indent: 1 }),
    line(4, '消费税', 'Consumption tax', '', { indent: 2, prefix: w('其中：', 'Including: ') }),
    line(5, '营业税', 'Business tax', '', { indent: 2 }),
    line(6, '城市维护建设税', 'Urban maintenance and construction tax', '', { indent: 2 }),
    line(7, '资源税', 'Resource tax', '', { indent: 2 }),
    line(8, '土地增值税', 'Land appreciation tax', '', { indent: 2 }),
    line(9, '城镇土地使用税、房产税、车船税、印花税', 'Land use tax, property tax, vehicle and vessel tax, stamp duty', '', { indent: 2 }),
    line(10, '教育费附加、矿产资源补偿费、排污费', 'Education surcharge, mineral resources compensation and pollutant discharge fees', '', { indent: 2 }),
    line(11, '销售费用', 'Selling expenses', '5601:mv', { indent: 1 }),
    line(12, '商品维修费', 'Product repair costs', '', { indent: 2, prefix: w('其中：', 'Including: ') }),
    line(13, '广告费和业务宣传费', 'Advertising and promotion expenses', '560102:mv', { indent: 2 }),
    line(14, '管理费用', 'Administrative expenses', '5602:mv', { indent: 1 }),
    line(15, '开办费', 'Start-up costs', '', { indent: 2, prefix: w('其中：', 'Including: ') }),
    line(16, '业务招待费', 'Business entertainment expenses', '560203:mv', { indent: 2 }),
    line(17, '研究费用', 'Research expenses', '', { indent: 2 }),
    line(18, '财务费用', 'Financial expenses', '5603:mv', { indent: 1 }),
    line(19, '利息费用', 'Interest expenses', '', { indent: 2, prefix: w('其中：', 'Including: ') }),
    line(20, '投资收益', 'Investment income', '5111:mv', { prefix: add }),
    line(21, '营业利润', 'Operating profit', 'L1 - L2 - L3 - L11 - L14 - L18 + L20', { prefix: w('二、', 'II. '), total: true }),
    line(22, '营业外收入', 'Non-operating income', '5301:mv', { prefix: add }),
    line(23, '政府补助', 'Government grants', '', sub),
    line(24, '营业外支出', 'Non-operating expenses', '5711:mv', { prefix: less }),
    line(25, '坏账损失', 'Bad debt losses', '', sub),
    line(26, '无法收回的长期债券投资损失', 'Losses on unrecoverable long-term bond investments', '', sub2),
    line(27, '无法收回的长期股权投资损失', 'Losses on unrecoverable long-term equity investments', '', sub2),
    line(28, '自然灾害等不可抗力因素造成的损失', 'Losses from natural disasters and other force majeure', '', sub2),
    line(29, '税收滞纳金', 'Tax late-payment surcharges', '', sub2),
    line(30, '利润总额', 'Total profit', 'L21 + L22 - L24', { prefix: w('三、', 'III. '), total: true }),
    line(31, '所得税费用', 'Income tax expense', '5801:mv', { prefix: less }),
    line(32, '净利润', 'Net profit', 'L30 - L31', { prefix: w('四、', 'IV. '), total: true }),
  ]],
};

const cf = (n: number, zh: string, en: string) => line(n, zh, en, `CF${String(n).padStart(2, '0')}`, { indent: 1 });

export const cashFlowLayout: StatementLayout = {
  kind: 'cash-flow',
  formCode: '会小企03表',
  title: w('现金流量表', 'Cash flow statement'),
  columns: [{ key: 'year_amount', title: w('本年累计金额', 'Year to date') }, { key: 'period_amount', title: w('本月金额', 'This month') }],
  sections: [[
    h('一、经营活动产生的现金流量：', 'I. Cash flows from operating activities:'),
    cf(1, '销售产成品、商品、提供劳务收到的现金', 'Cash received from selling goods and rendering services'),
    cf(2, '收到其他与经营活动有关的现金', 'Other cash received relating to operating activities'),
    cf(3, '购买原材料、商品、接受劳务支付的现金', 'Cash paid for materials, goods and services'),
    cf(4, '支付的职工薪酬', 'Cash paid to and for employees'),
    cf(5, '支付的税费', 'Taxes paid'),
    cf(6, '支付其他与经营活动有关的现金', 'Other cash paid relating to operating activities'),
    line(7, '经营活动产生的现金流量净额', 'Net cash flows from operating activities', 'L1 + L2 - L3 - L4 - L5 - L6', total),
    h('二、投资活动产生的现金流量：', 'II. Cash flows from investing activities:'),
    cf(8, '收回短期投资、长期债券投资和长期股权投资收到的现金', 'Cash received from disposal of investments'),
    cf(9, '取得投资收益收到的现金', 'Cash received from investment income'),
    cf(10, '处置固定资产、无形资产和其他非流动资产收回的现金净额', 'Net cash from disposal of fixed, intangible and other non-current assets'),
    cf(11, '短期投资、长期债券投资和长期股权投资支付的现金', 'Cash paid for investments'),
    cf(12, '购建固定资产、无形资产和其他非流动资产支付的现金', 'Cash paid for fixed, intangible and other non-current assets'),
    line(13, '投资活动产生的现金流量净额', 'Net cash flows from investing activities', 'L8 + L9 + L10 - L11 - L12', total),
    h('三、筹资活动产生的现金流量：', 'III. Cash flows from financing activities:'),
    cf(14, '取得借款收到的现金', 'Cash received from borrowings'),
    cf(15, '吸收投资者投资收到的现金', 'Cash received from investors'),
    cf(16, '偿还借款本金支付的现金', 'Cash repayments of borrowings'),
    cf(17, '偿还借款利息支付的现金', 'Interest paid on borrowings'),
    cf(18, '分配利润支付的现金', 'Profits distributed in cash'),
    line(19, '筹资活动产生的现金流量净额', 'Net cash flows from financing activities', 'L14 + L15 - L16 - L17 - L18', total),
    line(20, '现金净增加额', 'Net increase in cash', 'L7 + L13 + L19', { prefix: w('四、', 'IV. '), total: true }),
    line(21, '期初现金余额', 'Cash at the beginning of the period', '1001:op + 1002:op + 1012:op', { prefix: add }),
    line(22, '期末现金余额', 'Cash at the end of the period', 'L20 + L21', { prefix: w('五、', 'V. '), total: true }),
  ]],
};

export const statementLayouts: Record<StatementKind, StatementLayout> = {
  'balance-sheet': balanceSheetLayout, profit: profitLayout, 'cash-flow': cashFlowLayout,
};

/** The numbered lines of a statement, in line order. */
export const statementLines = (kind: StatementKind): StatementLine[] =>
  statementLayouts[kind].sections.flat().filter((e): e is StatementLine => !isHeading(e)).sort((a, b) => a.line - b.line);

/** Cash-flow items (the CF terms): the item lines 1–18 of 会小企03表 without the net lines 7 and 13. */
export const cashFlowInflowItems: ReadonlySet<number> = new Set([1, 2, 8, 9, 10, 14, 15]);
export const cashFlowItemLines: readonly number[] = [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18];
