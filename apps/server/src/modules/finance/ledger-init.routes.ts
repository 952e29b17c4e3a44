import {
  Code, CurrentPeriodSchema, InitializeBodySchema, LedgerPeriodsSchema, LedgerSettingsBodySchema, LedgerSettingsSchema, OpeningsBodySchema, OpeningsSchema,
} from '@zf/shared';
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

const canOpenAny = (ctx: RequestContext, pages: string[]) => pages.some((p) => canOpenPage(ctx.tenant!.permissions, p));
const settingsPages = ['accountingMethod', 'systemParam', 'accountingPeriod', 'autoVoucherConfig', 'voucherList', 'getSystemSetGuideList', 'openingClose'];

/**
 * Initialization of the books (API.md "Finance"): opening balances with their trial check, finishing the
 * initialization and its reverse, the accounting periods, and the general-ledger settings.
 */
export async function ledgerInitRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/finance/opening-balances', { schema: { tags, response: { 200: envelope(OpeningsSchema) } } }, async (req) => {
    if (!canOpenAny(req.ctx, ['openingBalance', 'getSystemSetGuideList', 'openingClose'])) throw forbidden();
    return ok(await readOpenings(db, req.ctx.tenant!.enterpriseId, req.ctx.language === 'en-US'));
  });

  api.put('/finance/opening-balances', { config: { permission: 'opening_balance_edit' }, schema: { tags, body: OpeningsBodySchema, response: { 200: envelope(OpeningsSchema) } } }, async (req) => {
    const e = req.ctx.tenant!.enterpriseId;
    await saveOpenings(db, e, req.body.lines, req.ctx.language);
    return ok(await readOpenings(db, e, req.ctx.language === 'en-US'));
  });

  // API.md: `{start_period}` (default: the one chosen in the guide, else this month); 4220 while the openings do not balance.
  api.post('/finance/initialize', { config: { permission: 'opening_close' }, schema: { tags, body: InitializeBodySchema, response: { 200: envelope(CurrentPeriodSchema) } } }, async (req) => {
    const e = req.ctx.tenant!.enterpriseId;
    await initializeBooks(db, e, req.body?.start_period ?? (await startPeriodOf(db, e)));
    return ok({ ...(await currentPeriod(db, e)), info: '' });
  });

  api.post('/finance/initialize/reverse', { config: { permission: 'opening_reverse' }, schema: { tags, response: { 200: envelope(emptyData) } } }, async (req) => {
    await reverseInitialization(db, req.ctx.tenant!.enterpriseId);
    return ok({});
  });

  api.get('/finance/periods', { schema: { tags, response: { 200: envelope(LedgerPeriodsSchema) } } }, async (req) => {
    if (!canOpenAny(req.ctx, ['accountingPeriod', 'getSystemSetGuideList', 'openingClose', 'periodEndClose'])) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const [settings, p] = await Promise.all([ledgerSettings(db, e), db.selectFrom('enterprise').select(['business_period', 'finance_period']).where('id', '=', e).executeTakeFirstOrThrow()]);
    const start = settings.start_period || monthOf();
    return ok({
      initialized: settings.initialized, start_period: start, business_period: settings.initialized ? p.business_period : '', finance_period: settings.initialized ? p.finance_period : '',
      list: settings.initialized ? periodList(start, p.business_period, p.finance_period, monthOf()) : [],
    });
  });

  api.get('/finance/settings', { schema: { tags, response: { 200: envelope(LedgerSettingsSchema) } } }, async (req) => {
    if (!canOpenAny(req.ctx, settingsPages)) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const [s, ent] = await Promise.all([ledgerSettings(db, e), db.selectFrom('enterprise').select('stock_accounting_method').where('id', '=', e).executeTakeFirstOrThrow()]);
    return ok({ voucher_mode: s.voucher_mode, maker_cannot_audit: s.maker_cannot_audit, start_period: s.start_period, initialized: s.initialized, stock_accounting_method: ent.stock_accounting_method, vat_on_invoice: s.vat_on_invoice, voucher_words: s.voucher_words });
  });

  api.put('/finance/settings', {
    config: { permission: ['accounting_method_edit', 'system_param_edit', 'accounting_period_edit', 'auto_voucher_config_edit', 'opening_close'] },
    schema: { tags, body: LedgerSettingsBodySchema, response: { 200: envelope(emptyData) } },
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
