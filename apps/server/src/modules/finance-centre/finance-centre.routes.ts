import {
  AssetLiabilityAnswerSchema, BillProfitAnswerSchema, BillProfitQuerySchema, CashJournalAnswerSchema, CashJournalQuerySchema, ExpenseSummaryAnswerSchema,
  ExpenseSummaryQuerySchema, FinancePeriodQuerySchema, PeriodBalanceReportSchema, PeriodRangeBodySchema, StockDetailAnswerSchema, StockPeriodQuerySchema,
  StockSummaryAnswerSchema, ToolsRenumberBodySchema, VoucherRenumberAnswerSchema, checkDateRange, type PeriodBalanceReport,
} from '@zf/shared';
import { rebuildPeriodBalances, renumberVouchers, voucherNo } from '../../engines/ledger/index.ts';
import { logChange, madeValues } from '../../engines/resource/change-log.ts';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import { billMoney } from '../../platform/permissions/column-groups.ts';
import type { AnswerColumns } from '../../platform/permissions/answer-columns.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { assetLiability } from './asset-liability.ts';
import { billProfit } from './bill-profit.ts';
import { cashFlow } from './cash-flow.ts';
import { expenseSummary } from './expense-summary.ts';
import { currentPeriod } from './period.ts';
import { sendRows, type SheetColumn } from './sheet-export.ts';
import { stockDetail, stockSummary } from './stock-summary.ts';

const tags = ['finance-centre'];

const readPage = (ctx: RequestContext, page: string) => {
  if (!ctx.tenant!.permissions.canOpen(page)) throw forbidden();
};
const handOut = (ctx: RequestContext, page: string, fun: string) => {
  if (!ctx.tenant!.permissions.canOpen(page) || !ctx.tenant!.permissions.can(fun)) throw forbidden();
};
const checkRange = (from?: string, to?: string) => {
  const bad = from && to ? checkDateRange(from, to) : null;
  if (bad) throw invalidFields({ date_to: bad });
};
const col = (key: string, zh: string, en: string): SheetColumn => ({ key, zh, en });

// Column rights (decisions "Column rights through one hook"): each page's money columns govern these answer fields.
const cashFigures: AnswerColumns = { pages: ['cashFlow'], fields: { income_amount: ['income'], expense_amount: ['expense'], balance_amount: ['balance', 'opening', 'closing'] } };
const stockFigures = (page: string): AnswerColumns => ({
  pages: [page], fields: { cost_price: ['unit_cost'], amount: ['opening_amount', 'in_amount', 'out_amount', 'closing_amount', 'balance_amount', 'stock_value', 'gl_value', 'difference'] },
});
const profitFigures: AnswerColumns = { pages: ['billProfit'], fields: billMoney };
const expenseFigures: AnswerColumns = { pages: ['expenseManage'], fields: { total_amount: ['amount', 'total'], tax_amount: ['tax_amount'] } };
// The overview's page has no columns of its own: its figures show to who sees stock values (the stock summary's amount).
const overviewFigures: AnswerColumns = { pages: ['assetLiability', 'stockSummary'], fields: { amount: ['value', 'gl_value', 'difference', 'total_assets', 'total_liabilities', 'net'] } };

const cashColumns = [
  col('entry_date', '日期', 'Date'), col('account_name', '结算账户', 'Settlement account'), col('bill_sn', '单据编号', 'Bill no.'),
  col('partner_name', '往来单位', 'Partner'), col('category_name', '收支类别', 'Category'), col('income', '收入', 'Income'), col('expense', '支出', 'Expense'), col('balance', '余额', 'Balance'),
];
const stockColumns = [
  col('product_code', '商品编码', 'Product code'), col('product_name', '商品名称', 'Product name'), col('warehouse_name', '仓库', 'Warehouse'),
  col('opening_qty', '期初数量', 'Opening qty'), col('opening_amount', '期初金额', 'Opening value'), col('in_qty', '入库数量', 'In qty'), col('in_amount', '入库金额', 'In value'),
  col('out_qty', '出库数量', 'Out qty'), col('out_amount', '出库金额', 'Out value'), col('closing_qty', '期末数量', 'Closing qty'), col('closing_amount', '期末金额', 'Closing value'),
];
const detailColumns = [
  col('move_date', '日期', 'Date'), col('bill_sn', '单据编号', 'Bill no.'), col('product_code', '商品编码', 'Product code'), col('product_name', '商品名称', 'Product name'),
  col('warehouse_name', '仓库', 'Warehouse'), col('in_qty', '入库数量', 'In qty'), col('in_amount', '入库金额', 'In value'), col('out_qty', '出库数量', 'Out qty'),
  col('out_amount', '出库金额', 'Out value'), col('balance_qty', '结存数量', 'Balance qty'), col('balance_amount', '结存金额', 'Balance value'),
];
const profitColumns = [
  col('bill_sn', '单据编号', 'Bill no.'), col('bill_date', '单据日期', 'Bill date'), col('partner_name', '客户', 'Customer'), col('revenue', '销售收入', 'Revenue'),
  col('cost', '销售成本', 'Cost'), col('gross_profit', '毛利', 'Gross profit'), col('gross_margin', '毛利率%', 'Margin %'),
];

/**
 * Finance centre pages (issue 15 item 4): cash journal, stock summary and detail per period, bill profit, the owner's
 * overview of assets and liabilities, and the accountant tools (renumbering, rebuilding period balances). Lists have
 * an Excel export behind their page's `*_export` function.
 */
export async function financeCentreRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const eid = (ctx: RequestContext) => ctx.tenant!.enterpriseId;

  api.get('/finance/cash-flow', { config: { columns: cashFigures }, schema: { tags, querystring: CashJournalQuerySchema, response: { 200: envelope(CashJournalAnswerSchema) } } }, async (req) => {
    readPage(req.ctx, 'cashFlow');
    checkRange(req.query.date_from, req.query.date_to);
    return ok(await cashFlow(db, eid(req.ctx), req.query));
  });
  api.get('/finance/cash-flow/export', { config: { columns: cashFigures }, schema: { tags, querystring: CashJournalQuerySchema } }, async (req, reply) => {
    handOut(req.ctx, 'cashFlow', 'cash_flow_export');
    checkRange(req.query.date_from, req.query.date_to);
    const data = await cashFlow(db, eid(req.ctx), req.query);
    return sendRows(req, reply, `${req.ctx.language === 'en-US' ? 'Cash flow' : '资金流水'}-${req.query.date_from}-${req.query.date_to}`, cashColumns, data.list, req.ctx.language);
  });

  api.get('/finance/expense-summary', { config: { columns: expenseFigures }, schema: { tags, querystring: ExpenseSummaryQuerySchema, response: { 200: envelope(ExpenseSummaryAnswerSchema) } } }, async (req) => {
    readPage(req.ctx, 'expenseManage');
    checkRange(req.query.date_from, req.query.date_to);
    return ok(await expenseSummary(db, eid(req.ctx), req.query));
  });

  api.get('/finance/stock-summary', { config: { columns: stockFigures('stockSummary') }, schema: { tags, querystring: StockPeriodQuerySchema, response: { 200: envelope(StockSummaryAnswerSchema) } } }, async (req) => {
    readPage(req.ctx, 'stockSummary');
    return ok(await stockSummary(db, eid(req.ctx), { ...req.query, period: req.query.period ?? currentPeriod() }));
  });
  api.get('/finance/stock-summary/export', { config: { columns: stockFigures('stockSummary') }, schema: { tags, querystring: StockPeriodQuerySchema } }, async (req, reply) => {
    handOut(req.ctx, 'stockSummary', 'stock_summary_export');
    const period = req.query.period ?? currentPeriod();
    const data = await stockSummary(db, eid(req.ctx), { ...req.query, period });
    return sendRows(req, reply, `${req.ctx.language === 'en-US' ? 'Stock summary' : '存货汇总'}-${period}`, stockColumns, data.list, req.ctx.language);
  });
  api.get('/finance/stock-detail', { config: { columns: stockFigures('stockDetail') }, schema: { tags, querystring: StockPeriodQuerySchema, response: { 200: envelope(StockDetailAnswerSchema) } } }, async (req) => {
    readPage(req.ctx, 'stockDetail');
    return ok(await stockDetail(db, eid(req.ctx), { ...req.query, period: req.query.period ?? currentPeriod() }));
  });
  api.get('/finance/stock-detail/export', { config: { columns: stockFigures('stockDetail') }, schema: { tags, querystring: StockPeriodQuerySchema } }, async (req, reply) => {
    handOut(req.ctx, 'stockDetail', 'stock_detail_export');
    const period = req.query.period ?? currentPeriod();
    const data = await stockDetail(db, eid(req.ctx), { ...req.query, period });
    return sendRows(req, reply, `${req.ctx.language === 'en-US' ? 'Stock details' : '存货明细'}-${period}`, detailColumns, data.list, req.ctx.language);
  });

  api.get('/finance/bill-profit', { config: { columns: profitFigures }, schema: { tags, querystring: BillProfitQuerySchema, response: { 200: envelope(BillProfitAnswerSchema) } } }, async (req) => {
    readPage(req.ctx, 'billProfit');
    checkRange(req.query.date_from, req.query.date_to);
    return ok(await billProfit(db, eid(req.ctx), req.query));
  });
  api.get('/finance/bill-profit/export', { config: { columns: profitFigures }, schema: { tags, querystring: BillProfitQuerySchema } }, async (req, reply) => {
    handOut(req.ctx, 'billProfit', 'bill_profit_export');
    checkRange(req.query.date_from, req.query.date_to);
    const data = await billProfit(db, eid(req.ctx), { ...req.query, page: 1, page_size: 100_000 });
    return sendRows(req, reply, req.ctx.language === 'en-US' ? 'Bill profit' : '单据利润', profitColumns, data.list, req.ctx.language);
  });

  api.get('/finance/asset-liability', { config: { columns: overviewFigures }, schema: { tags, querystring: FinancePeriodQuerySchema, response: { 200: envelope(AssetLiabilityAnswerSchema) } } }, async (req) => {
    readPage(req.ctx, 'assetLiability');
    return ok(await assetLiability(db, eid(req.ctx), req.query.period ?? currentPeriod(), req.ctx.language));
  });

  // Accountant tools: the comparison report (GET) and the rewrite (POST, with the tool's function), and renumbering.
  api.get('/finance/tools/period-balances', { schema: { tags, querystring: PeriodRangeBodySchema, response: { 200: envelope(PeriodBalanceReportSchema) } } }, async (req) => {
    readPage(req.ctx, 'accountantTools');
    if (req.query.period_from > req.query.period_to) throw invalidFields({ period_to: 'dateRange.order' });
    const report = await db.transaction().execute((tx) => rebuildPeriodBalances(tx, eid(req.ctx), { from: req.query.period_from, to: req.query.period_to }, false));
    return ok(report satisfies PeriodBalanceReport);
  });
  api.post('/finance/tools/period-balances', { config: { permission: 'accountant_tools_use' }, schema: { tags, body: PeriodRangeBodySchema, response: { 200: envelope(PeriodBalanceReportSchema) } } }, async (req) => {
    handOut(req.ctx, 'accountantTools', 'accountant_tools_use');
    if (req.body.period_from > req.body.period_to) throw invalidFields({ period_to: 'dateRange.order' });
    const report = await db.transaction().execute(async (tx) => {
      const r = await rebuildPeriodBalances(tx, eid(req.ctx), { from: req.body.period_from, to: req.body.period_to }, true);
      if (r.rewritten) {
        await logChange(tx, { enterpriseId: eid(req.ctx), employeeId: req.ctx.tenant!.employeeId, resource: 'period-balances', recordId: 0, action: 'update',
          summary: `rebuild ${r.period_from}~${r.period_to}`, changes: madeValues({ rows: r.differences.length, totals: r.total_differences.length }) });
      }
      return r;
    });
    return ok(report satisfies PeriodBalanceReport);
  });
  api.post('/finance/tools/renumber', { config: { permission: 'accountant_tools_use' }, schema: { tags, body: ToolsRenumberBodySchema, response: { 200: envelope(VoucherRenumberAnswerSchema) } } }, async (req) => {
    handOut(req.ctx, 'accountantTools', 'accountant_tools_use');
    const moved = await db.transaction().execute(async (tx) => {
      const m = await renumberVouchers(tx, eid(req.ctx), req.body.period, req.body.word);
      if (m.length) {
        await logChange(tx, { enterpriseId: eid(req.ctx), employeeId: req.ctx.tenant!.employeeId, resource: 'vouchers', recordId: 0, action: 'update',
          summary: `renumber ${req.body.period}`, changes: madeValues({ moved: m.map((x) => `${voucherNo(x.word, x.from)}→${voucherNo(x.word, x.to)}`) }) });
      }
      return m;
    });
    return ok({ moved });
  });
}
