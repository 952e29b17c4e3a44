import { Code, signedAmountSchema } from '@zf/shared';
import { z } from 'zod';
import { ledgerSettings, saveLedgerSettings } from '../../engines/ledger/index.ts';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import { AppError, conflict, forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { currentPeriod, monthOf } from '../org/index.ts';
import { initializeBooks, reverseInitialization } from './initialize.service.ts';
import { readOpenings, saveOpenings, startPeriodOf } from './opening-balance.service.ts';
import { periodList } from './period-list.ts';
import { assertVatSwitchable } from './vat-on-invoice.ts';

const tags = ['finance'];
const Period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'field.invalid');
const Money = signedAmountSchema();
const AuxId = z.number().int().min(0).max(2_147_483_647).optional();
const OpeningLineIn = z.object({
  subject_code: z.string().trim().min(4).max(20),
  debit: Money.optional(), credit: Money.optional(), ytd_debit: Money.optional(), ytd_credit: Money.optional(),
  partner_id: AuxId, department_id: AuxId, employee_id: AuxId, project_id: AuxId, product_id: AuxId,
});
const Amount = z.string().describe('2 dp');
const OpeningLineOut = z.object({
  subject_id: z.number(), subject_code: z.string(), subject_name: z.string(), category: z.number(), direction: z.number(),
  partner_id: z.number(), department_id: z.number(), employee_id: z.number(), project_id: z.number(), product_id: z.number(), aux_name: z.string(),
  debit: Amount, credit: Amount, ytd_debit: Amount, ytd_credit: Amount,
  source: z.enum(['typed', 'stock', 'partner']).describe('typed, or computed from the stock or partner ledger (read-only)'),
});
const Check = z.object({
  debit: Amount, credit: Amount, ytd_debit: Amount, ytd_credit: Amount, assets: Amount, cost: Amount, liabilities: Amount, equity: Amount, profit_loss: Amount,
  balanced: z.boolean(), equation_balanced: z.boolean(),
});
const Openings = z.object({
  start_period: z.string(), initialized: z.boolean(), lines: z.array(OpeningLineOut), check: Check,
  computed_roots: z.array(z.string()).describe('accounts (and their sub-accounts) whose openings come from the stock and partner ledgers'),
});
const CurrentPeriod = z.object({
  locked_account: z.number(), info: z.string(), business_period: z.object({ fiscal_period: z.string() }), finance_period: z.object({ fiscal_period: z.string() }),
});
const Settings = z.object({
  voucher_mode: z.enum(['on_approval', 'batch']),
  maker_cannot_audit: z.boolean(),
  start_period: z.string().describe("the first period of the books ('' = not chosen: this month)"),
  initialized: z.boolean(),
  stock_accounting_method: z.number().describe('1 moving weighted average, 2 monthly weighted average, 3 FIFO'),
  vat_on_invoice: z.boolean().describe('input VAT on the purchase invoice: receipts debit 222107 until their invoice is approved'),
  voucher_words: z.enum(['single', 'cash_split']).describe("words of system-made vouchers: 'single' all 记, 'cash_split' 收/付/转 by their cash side"),
});
const SettingsIn = z.object({
  voucher_mode: z.enum(['on_approval', 'batch']).optional(),
  maker_cannot_audit: z.boolean().optional(),
  start_period: Period.optional(),
  stock_accounting_method: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  vat_on_invoice: z.boolean().optional(),
  voucher_words: z.enum(['single', 'cash_split']).optional(),
});
const Periods = z.object({
  initialized: z.boolean(), start_period: z.string(), business_period: z.string(), finance_period: z.string(),
  list: z.array(z.object({ period: z.string(), business_closed: z.boolean(), accounting_closed: z.boolean() })),
});

const canOpenAny = (ctx: RequestContext, pages: string[]) => pages.some((p) => canOpenPage(ctx.tenant!.permissions, p));
const settingsPages = ['accountingMethod', 'systemParam', 'accountingPeriod', 'autoVoucherConfig', 'voucherList', 'getSystemSetGuideList', 'openingClose'];

/**
 * Initialization of the books (API.md "Finance"): opening balances with their trial check, finishing the
 * initialization and its reverse, the accounting periods, and the general-ledger settings.
 */
export async function ledgerInitRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/finance/opening-balances', { schema: { tags, response: { 200: envelope(Openings) } } }, async (req) => {
    if (!canOpenAny(req.ctx, ['openingBalance', 'getSystemSetGuideList', 'openingClose'])) throw forbidden();
    return ok(await readOpenings(db, req.ctx.tenant!.enterpriseId, req.ctx.language === 'en-US'));
  });

  api.put('/finance/opening-balances', { config: { permission: 'opening_balance_edit' }, schema: { tags, body: z.object({ lines: z.array(OpeningLineIn).max(5000) }), response: { 200: envelope(Openings) } } }, async (req) => {
    const e = req.ctx.tenant!.enterpriseId;
    await saveOpenings(db, e, req.body.lines, req.ctx.language);
    return ok(await readOpenings(db, e, req.ctx.language === 'en-US'));
  });

  // API.md: `{start_period}` (default: the one chosen in the guide, else this month); 4220 while the openings do not balance.
  api.post('/finance/initialize', { config: { permission: 'opening_close' }, schema: { tags, body: z.object({ start_period: Period.optional() }).optional(), response: { 200: envelope(CurrentPeriod) } } }, async (req) => {
    const e = req.ctx.tenant!.enterpriseId;
    await initializeBooks(db, e, req.body?.start_period ?? (await startPeriodOf(db, e)));
    return ok({ ...(await currentPeriod(db, e)), info: '' });
  });

  api.post('/finance/initialize/reverse', { config: { permission: 'opening_reverse' }, schema: { tags, response: { 200: envelope(emptyData) } } }, async (req) => {
    await reverseInitialization(db, req.ctx.tenant!.enterpriseId);
    return ok({});
  });

  api.get('/finance/periods', { schema: { tags, response: { 200: envelope(Periods) } } }, async (req) => {
    if (!canOpenAny(req.ctx, ['accountingPeriod', 'getSystemSetGuideList', 'openingClose', 'periodEndClose'])) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const [settings, p] = await Promise.all([ledgerSettings(db, e), db.selectFrom('enterprise').select(['business_period', 'finance_period']).where('id', '=', e).executeTakeFirstOrThrow()]);
    const start = settings.start_period || monthOf();
    return ok({
      initialized: settings.initialized, start_period: start, business_period: settings.initialized ? p.business_period : '', finance_period: settings.initialized ? p.finance_period : '',
      list: settings.initialized ? periodList(start, p.business_period, p.finance_period, monthOf()) : [],
    });
  });

  api.get('/finance/settings', { schema: { tags, response: { 200: envelope(Settings) } } }, async (req) => {
    if (!canOpenAny(req.ctx, settingsPages)) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const [s, ent] = await Promise.all([ledgerSettings(db, e), db.selectFrom('enterprise').select('stock_accounting_method').where('id', '=', e).executeTakeFirstOrThrow()]);
    return ok({ voucher_mode: s.voucher_mode, maker_cannot_audit: s.maker_cannot_audit, start_period: s.start_period, initialized: s.initialized, stock_accounting_method: ent.stock_accounting_method, vat_on_invoice: s.vat_on_invoice, voucher_words: s.voucher_words });
  });

  api.put('/finance/settings', {
    config: { permission: ['accounting_method_edit', 'system_param_edit', 'accounting_period_edit', 'auto_voucher_config_edit', 'opening_close'] },
    schema: { tags, body: SettingsIn, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    const e = req.ctx.tenant!.enterpriseId;
    const { stock_accounting_method: method, ...ledger } = req.body;
    await db.transaction().execute(async (tx) => {
      const s = await ledgerSettings(tx, e);
      if (ledger.start_period !== undefined && ledger.start_period !== s.start_period && s.initialized) throw conflict('init.startLocked');
      if (method !== undefined) {
        const ent = await tx.selectFrom('enterprise').select('stock_accounting_method').where('id', '=', e).forUpdate().executeTakeFirstOrThrow();
        if (ent.stock_accounting_method !== method) {
          const moved = await tx.selectFrom('stock_move').select('id').where('enterprise_id', '=', e).limit(1).executeTakeFirst();
          if (moved || s.initialized) throw new AppError(Code.conflict, 'init.costingLocked');
          await tx.updateTable('enterprise').set({ stock_accounting_method: method }).where('id', '=', e).execute();
        }
      }
      if (ledger.vat_on_invoice !== undefined && ledger.vat_on_invoice !== s.vat_on_invoice) await assertVatSwitchable(tx, e, s.start_period);
      if (Object.keys(ledger).length) await saveLedgerSettings(tx, e, ledger);
    });
    return ok({});
  });
}
