import {
  AutoVoucherConfigBodySchema, AutoVoucherConfigSchema, CostGenerateBodySchema, CostPendingSchema, Decimal, GenerateVouchersBodySchema,
  GenerateVouchersResultSchema, LedgerPeriodQuerySchema, PartnerGlCheckSchema, StockGlCheckSchema, StockGlDetailQuerySchema, StockGlDetailSchema,
  TrialCheckSchema, amount,
} from '@zf/shared';
import { pendingCostBills, loadVoucherMapping } from '../../../engines/ledger/index.ts';
import { forbidden, invalidFields } from '../../../platform/http/app-error.ts';
import type { App } from '../../../platform/http/create-server.ts';
import { envelope, ok } from '../../../platform/http/envelope.ts';
import type { RequestContext } from '../../../platform/tenancy/context.ts';
import type { ModuleServices } from '../../module-services.ts';
import './auto-voucher.messages.ts';
import { readAutoVoucherConfig, saveAutoVoucherConfig } from './auto-voucher-config.ts';
import { currentPeriod, partnerGlCheck, periodEnd, stockGlCheck, stockGlDetail, trialCheck } from './ledger-checks.ts';
import { generateCostVouchers, generateVouchers } from './voucher-generate.ts';

const canOpen = (ctx: RequestContext, ...pages: string[]) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};

/** Auto vouchers from bills: templates per bill type, batch generation, cost vouchers, the stock-vs-GL check. */
export async function autoVoucherRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['ledger'];

  api.get('/auto-voucher/config', { schema: { tags, response: { 200: envelope(AutoVoucherConfigSchema) } } }, async (req) => {
    canOpen(req.ctx, 'autoVoucherConfig', 'generateVoucher');
    return ok(await readAutoVoucherConfig(db, req.ctx.tenant!.enterpriseId));
  });

  api.put('/auto-voucher/config', { config: { permission: 'auto_voucher_config_edit' }, schema: { tags, body: AutoVoucherConfigBodySchema, response: { 200: envelope(AutoVoucherConfigSchema) } } }, async (req) => {
    const e = req.ctx.tenant!.enterpriseId;
    await db.transaction().execute((tx) => saveAutoVoucherConfig(tx, e, req.body));
    return ok(await readAutoVoucherConfig(db, e));
  });

  api.post('/vouchers/generate', { config: { permission: 'generate_voucher_run' }, schema: { tags, body: GenerateVouchersBodySchema, response: { 200: envelope(GenerateVouchersResultSchema) } } }, async (req) => {
    if (req.body.date_from > req.body.date_to) throw invalidFields({ date_to: 'dateRange.order' });
    return ok(await generateVouchers(db, req.ctx.tenant!.enterpriseId, req.ctx.tenant!.employeeId, req.body, req.ctx.language));
  });

  // 成本凭证: bills of a period whose stock moves moved away from their vouchers (monthly cost run, reposts in batch mode).
  api.get('/vouchers/cost-pending', { schema: { tags, querystring: LedgerPeriodQuerySchema, response: { 200: envelope(CostPendingSchema) } } }, async (req) => {
    canOpen(req.ctx, 'costVoucher');
    const e = req.ctx.tenant!.enterpriseId;
    const p = req.query.period ?? currentPeriod();
    const rows = await pendingCostBills(db, e, `${p}-01`, periodEnd(p), await loadVoucherMapping(db, e));
    return ok({ list: rows.map((r) => ({ bill_id: r.bill_id, bill_type: r.bill_type, bill_sn: r.bill_sn, bill_date: r.bill_date, stock_value: r.stock, gl_value: r.gl, difference: amount(new Decimal(r.stock).sub(r.gl)) })) });
  });

  api.post('/vouchers/cost-generate', { config: { permission: 'cost_voucher_generate' }, schema: { tags, body: CostGenerateBodySchema, response: { 200: envelope(GenerateVouchersResultSchema) } } }, async (req) => {
    const p = req.body.period;
    return ok(await generateCostVouchers(db, req.ctx.tenant!.enterpriseId, req.ctx.tenant!.employeeId, `${p}-01`, periodEnd(p), req.ctx.language));
  });

  const checks = ['checkList', 'voucherCheck', 'accountantTools'];
  // The checks show stock values and partner balances: whoever may not see them on the stock or receivable pages
  // does not see them here either (the column-rights sweep reads every route as such a user).
  const stockFigures = { pages: ['inventoryList', 'stockDetail', 'stockSummary'], fields: { amount: ['stock_value', 'gl_inventory', 'gl_value', 'difference', 'amount', 'balance_amount'] } };
  const partnerFigures = { pages: ['receivableBill', 'payableBill'], fields: { total_amount: ['ledger', 'gl', 'difference', 'ledger_total', 'gl_total', 'receivable_ledger', 'receivable_gl', 'receivable_difference', 'payable_ledger', 'payable_gl', 'payable_difference'] } };
  api.get('/finance/stock-gl-check', { config: { columns: stockFigures }, schema: { tags, querystring: LedgerPeriodQuerySchema, response: { 200: envelope(StockGlCheckSchema) } } }, async (req) => {
    canOpen(req.ctx, ...checks);
    return ok(await stockGlCheck(db, req.ctx.tenant!.enterpriseId, req.query.period ?? currentPeriod()));
  });
  api.get('/finance/stock-gl-check/detail', { config: { columns: stockFigures }, schema: { tags, querystring: StockGlDetailQuerySchema, response: { 200: envelope(StockGlDetailSchema) } } }, async (req) => {
    canOpen(req.ctx, ...checks);
    return ok(await stockGlDetail(db, req.ctx.tenant!.enterpriseId, req.query.period ?? currentPeriod(), req.query.subject_code));
  });
  api.get('/finance/partner-gl-check', { config: { columns: partnerFigures }, schema: { tags, querystring: LedgerPeriodQuerySchema, response: { 200: envelope(PartnerGlCheckSchema) } } }, async (req) => {
    canOpen(req.ctx, ...checks);
    return ok(await partnerGlCheck(db, req.ctx.tenant!.enterpriseId, req.query.period ?? currentPeriod()));
  });
  api.get('/finance/trial-check', { schema: { tags, querystring: LedgerPeriodQuerySchema, response: { 200: envelope(TrialCheckSchema) } } }, async (req) => {
    canOpen(req.ctx, ...checks);
    return ok(await trialCheck(db, req.ctx.tenant!.enterpriseId, req.query.period ?? currentPeriod()));
  });
}
