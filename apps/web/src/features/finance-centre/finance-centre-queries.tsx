import { formatAmount, type CashJournalAnswer, type Labels, type Language, type StockSummaryAnswer } from '@zf/shared';
import { Alert, Descriptions, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { defineQuery, type QueryColumn } from '../../engines/query/index.ts';

const l = (zh: string, en: string): Labels => ({ 'zh-CN': zh, 'en-US': en });
const thisMonth = () => ({ date_from: dayjs().startOf('month').format('YYYY-MM-DD'), date_to: dayjs().endOf('month').format('YYYY-MM-DD') });
const thisPeriod = () => ({ period: dayjs().format('YYYY-MM') });
const money = (key: string, zh: string, en: string, width = 120): QueryColumn => ({ key, title: l(zh, en), kind: 'amount', width });
const quantity = (key: string, zh: string, en: string): QueryColumn => ({ key, title: l(zh, en), kind: 'qty', width: 110 });

type AccountSum = CashJournalAnswer['accounts'][number];
type DaySum = CashJournalAnswer['days'][number];

/** The cash journal's account balances and day totals above its entries. */
function cashHeader(data: Record<string, unknown>, language: Language) {
  const t = (zh: string, en: string) => (language === 'en-US' ? en : zh);
  const accounts = (data.accounts ?? []) as AccountSum[];
  const days = (data.days ?? []) as DaySum[];
  const amountCol = (key: keyof AccountSum & string, title: string) => ({ key, dataIndex: key, title, align: 'right' as const, width: 130, render: (v: string) => formatAmount(v) });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<AccountSum> size="small" bordered pagination={false} rowKey="account_id" dataSource={accounts} data-testid="cash-accounts"
        columns={[{ key: 'account_name', dataIndex: 'account_name', title: t('结算账户', 'Settlement account') }, amountCol('opening', t('期初余额', 'Opening')),
          amountCol('income', t('本期收入', 'Income')), amountCol('expense', t('本期支出', 'Expense')), amountCol('closing', t('期末余额', 'Closing'))]} />
      {days.length > 0 && (
        <Typography.Text type="secondary" data-testid="cash-days">
          {t('日合计', 'Day totals')}: {days.map((d) => `${d.date.slice(5)} +${formatAmount(d.income)} / −${formatAmount(d.expense)}`).join(' · ')}
        </Typography.Text>
      )}
    </Space>
  );
}

/** 资金流水: the settlement-account ledger with running balances. */
export const cashFlow = defineQuery({
  title: l('资金流水', 'Cash flow'),
  endpoint: '/finance/cash-flow',
  initial: thisMonth,
  rowKey: 'id',
  filters: [
    { kind: 'keyword', placeholder: l('单据编号 / 往来单位', 'Bill no. / partner') }, { kind: 'dateRange' },
    { kind: 'ref', param: 'account_id', resource: 'settlement-accounts', placeholder: l('结算账户', 'Settlement account') }, { kind: 'partner' },
    { kind: 'billType', types: ['receipts', 'payments', 'other-receipts', 'other-payments', 'expense-bills'] },
  ],
  columns: [
    { key: 'entry_date', title: l('日期', 'Date'), kind: 'date', width: 110 },
    { key: 'bill_sn', title: l('单据编号', 'Bill no.'), width: 190 },
    { key: 'bill_type', title: l('单据类型', 'Document type'), kind: 'billType', width: 120 },
    { key: 'account_name', title: l('结算账户', 'Settlement account'), width: 150 },
    { key: 'partner_name', title: l('往来单位', 'Partner'), width: 170 },
    { key: 'category_name', title: l('收支类别', 'Category'), width: 120 },
    money('income', '收入', 'Income'), money('expense', '支出', 'Expense'), money('balance', '余额', 'Balance', 130),
  ],
  totals: ['income', 'expense'],
  opensBill: { typeKey: 'bill_type', idKey: 'bill_id' },
  export: { page: 'cashFlow', code: 'cash_flow_export', fileName: l('资金流水', 'Cash flow') },
  header: cashHeader,
});

const stockFilters = [
  { kind: 'keyword', placeholder: l('商品编码 / 名称', 'Product code / name') }, { kind: 'month' }, { kind: 'warehouse' },
  { kind: 'ref', param: 'category_id', resource: 'product-categories', placeholder: l('商品类别', 'Category') }, { kind: 'product' },
] as const;

type GlFigures = StockSummaryAnswer['gl'];

/** The stock's value against the GL inventory accounts at the period end. */
function glHeader(data: Record<string, unknown>, language: Language) {
  const gl = data.gl as GlFigures | undefined;
  if (!gl) return null;
  const t = (zh: string, en: string) => (language === 'en-US' ? en : zh);
  const balanced = Number(gl.difference) === 0;
  return (
    <Alert type={balanced ? 'success' : 'warning'} showIcon data-testid="stock-gl"
      message={<Descriptions size="small" column={4} items={[
        { key: 's', label: t('存货价值（全部仓库）', 'Stock value (all warehouses)'), children: formatAmount(gl.stock_value) },
        { key: 'g', label: `${t('总账', 'GL')} ${gl.subjects.join('+')}`, children: formatAmount(gl.gl_value) },
        { key: 'd', label: t('差额', 'Difference'), children: <span data-testid="stock-gl-difference">{formatAmount(gl.difference)}</span> },
        { key: 'r', label: t('来源', 'Source'), children: <Tag>{data.source === 'close' ? t('月结缓存 + 台账', 'Month-end close + ledger') : t('存货台账', 'Stock ledger')}</Tag> },
      ]} />} />
  );
}

/** 存货汇总: opening, in, out, closing per product × warehouse for a period; the GL comparison above. */
export const stockSummary = defineQuery({
  title: l('存货汇总', 'Stock summary'),
  endpoint: '/finance/stock-summary',
  initial: thisPeriod,
  filters: stockFilters,
  columns: [
    { key: 'product_code', title: l('商品编码', 'Product code'), width: 130 }, { key: 'product_name', title: l('商品名称', 'Product name'), width: 180 },
    { key: 'warehouse_name', title: l('仓库', 'Warehouse'), width: 120 },
    quantity('opening_qty', '期初数量', 'Opening qty'), money('opening_amount', '期初金额', 'Opening value'),
    quantity('in_qty', '入库数量', 'In qty'), money('in_amount', '入库金额', 'In value'),
    quantity('out_qty', '出库数量', 'Out qty'), money('out_amount', '出库金额', 'Out value'),
    quantity('closing_qty', '期末数量', 'Closing qty'), money('closing_amount', '期末金额', 'Closing value'),
  ],
  totals: ['opening_qty', 'opening_amount', 'in_qty', 'in_amount', 'out_qty', 'out_amount', 'closing_qty', 'closing_amount'],
  export: { page: 'stockSummary', code: 'stock_summary_export', fileName: l('存货汇总', 'Stock summary') },
  header: glHeader,
});

/** 存货明细: the period's movements with the running quantity and value of their product × warehouse. */
export const stockDetail = defineQuery({
  title: l('存货明细', 'Stock details'),
  endpoint: '/finance/stock-detail',
  initial: thisPeriod,
  rowKey: 'id',
  filters: stockFilters,
  hint: l('结存为该商品在该仓库的滚动结存', 'Balances run per product and warehouse'),
  columns: [
    { key: 'move_date', title: l('日期', 'Date'), kind: 'date', width: 110 }, { key: 'bill_sn', title: l('单据编号', 'Bill no.'), width: 190 },
    { key: 'product_code', title: l('商品编码', 'Product code'), width: 130 }, { key: 'product_name', title: l('商品名称', 'Product name'), width: 180 },
    { key: 'warehouse_name', title: l('仓库', 'Warehouse'), width: 120 },
    quantity('in_qty', '入库数量', 'In qty'), money('in_amount', '入库金额', 'In value'), quantity('out_qty', '出库数量', 'Out qty'), money('out_amount', '出库金额', 'Out value'),
    quantity('balance_qty', '结存数量', 'Balance qty'), money('balance_amount', '结存金额', 'Balance value'),
  ],
  totals: ['in_qty', 'in_amount', 'out_qty', 'out_amount'],
  opensBill: { typeKey: 'bill_type', idKey: 'bill_id' },
  export: { page: 'stockDetail', code: 'stock_detail_export', fileName: l('存货明细', 'Stock details') },
});

/** 单据利润: per sales bill and return, revenue without tax, cost from the stock ledger, profit and margin. */
export const billProfit = defineQuery({
  title: l('单据利润', 'Bill profit'),
  endpoint: '/finance/bill-profit',
  paged: true,
  filters: [
    { kind: 'keyword', placeholder: l('单据编号 / 备注', 'Bill no. / remark') }, { kind: 'dateRange' }, { kind: 'partner', partnerType: 1 },
    { kind: 'billType', types: ['sale-bills', 'sale-returns'] },
  ],
  columns: [
    { key: 'bill_sn', title: l('单据编号', 'Bill no.'), width: 190 }, { key: 'type', title: l('单据类型', 'Document type'), kind: 'billType', width: 110 },
    { key: 'bill_date', title: l('单据日期', 'Bill date'), kind: 'date', width: 110 }, { key: 'partner_name', title: l('客户', 'Customer'), width: 180 },
    money('revenue', '销售收入（不含税）', 'Revenue (excl. tax)', 150), money('cost', '销售成本', 'Cost'), money('gross_profit', '毛利', 'Gross profit'),
    { key: 'gross_margin', title: l('毛利率%', 'Margin %'), kind: 'amount', width: 100 },
  ],
  totals: ['revenue', 'cost', 'gross_profit', 'gross_margin'],
  opensBill: {},
  export: { page: 'billProfit', code: 'bill_profit_export', fileName: l('单据利润', 'Bill profit') },
});
