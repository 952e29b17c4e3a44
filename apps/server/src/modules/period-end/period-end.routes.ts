import {
  CarryDownAnswerSchema as CarryDownAnswer, CarryDownBodySchema as CarryDownBody, CarryDownPreviewSchema as CarryDownPreviewAnswer,
  NewPeriodSchema as NewPeriod, PeriodCheckListSchema as CheckList, PeriodEndBodySchema as PeriodBody, PeriodEndQuerySchema as PeriodQuery,
  PeriodEndSettingsBodySchema as SettingsBody, PeriodEndSettingsSchema as Settings, PeriodStatesSchema as PeriodStates,
} from '@zf/shared';
import type { Kysely } from 'kysely';
import { logChange, madeValues } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { periodList } from '../finance/index.ts';
import { currentPeriod as thisMonth } from '../ledger/index.ts';
import type { ModuleServices } from '../module-services.ts';
import { currentPeriod } from '../org/index.ts';
import { carryDown, carryDownPreview } from './carry-down.ts';
import { accountingChecks, businessChecks, periodState } from './period-checks.ts';
import { closePeriod, reopenPeriod, type PeriodKindName } from './period-close.ts';
import { periodEndSettings, savePeriodEndSettings } from './period-end-settings.ts';

const tags = ['period-end'];
const pages = { carry: 'carryDownIncome', accounting: 'periodEndClose', business: 'businessPeriodClose' } as const;

const canOpen = (ctx: RequestContext, ...names: string[]) => names.some((p) => ctx.tenant!.permissions.canOpen(p));
const actor = (ctx: RequestContext) => ({ enterpriseId: ctx.tenant!.enterpriseId, employeeId: ctx.tenant!.employeeId, language: ctx.language });

/** Period end (API.md "Period-end and statements"): carry-down, the checks, closing and reopening both kinds of period. */
export async function periodEndRoutes(api: App, services: ModuleServices): Promise<void> {
  const db = services.db as Kysely<DB>;
  const openOf = async (enterpriseId: number, kind: PeriodKindName) => {
    const s = await periodState(db, enterpriseId);
    return kind === 'business' ? s.business : s.accounting;
  };

  api.get('/period-end/periods', { schema: { tags, response: { 200: envelope(PeriodStates) } } }, async (req) => {
    if (!canOpen(req.ctx, pages.carry, pages.accounting, pages.business)) throw forbidden();
    const s = await periodState(db, req.ctx.tenant!.enterpriseId);
    const start = s.start === '0000-00' ? s.accounting : s.start;
    return ok({
      initialized: s.initialized, start_period: s.initialized ? start : '', business_period: s.initialized ? s.business : '', finance_period: s.initialized ? s.accounting : '',
      monthly_average: s.monthly, list: s.initialized && start ? periodList(start, s.business, s.accounting, thisMonth()) : [],
    });
  });

  api.get('/period-end/checks', { schema: { tags, querystring: PeriodQuery, response: { 200: envelope(CheckList) } } }, async (req) => {
    if (!canOpen(req.ctx, pages.accounting)) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const period = req.query.period ?? (await openOf(e, 'accounting'));
    return ok({ period, list: period ? await accountingChecks(db, e, period) : [] });
  });

  api.get('/business-period/checks', { schema: { tags, querystring: PeriodQuery, response: { 200: envelope(CheckList) } } }, async (req) => {
    if (!canOpen(req.ctx, pages.business)) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const period = req.query.period ?? (await openOf(e, 'business'));
    return ok({ period, list: period ? await businessChecks(db, e, period) : [] });
  });

  api.get('/period-end/carry-down/preview', { schema: { tags, querystring: PeriodQuery, response: { 200: envelope(CarryDownPreviewAnswer) } } }, async (req) => {
    if (!canOpen(req.ctx, pages.carry)) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    return ok(await carryDownPreview(db, e, req.query.period ?? (await openOf(e, 'accounting'))));
  });

  api.post('/period-end/carry-down', { config: { permission: 'carry_down_income_run' }, schema: { tags, body: CarryDownBody, response: { 200: envelope(CarryDownAnswer) } } }, async (req) => {
    const who = actor(req.ctx);
    const made = await db.transaction().execute(async (tx) => {
      const result = await carryDown(tx, who.enterpriseId, req.body.period, who.employeeId, req.body.split);
      await logChange(tx, { enterpriseId: who.enterpriseId, employeeId: who.employeeId, resource: 'vouchers', recordId: result.voucher_id ?? 0, action: 'create', summary: `carry down ${req.body.period}`, changes: madeValues(result) });
      return result;
    });
    return ok(made);
  });

  api.get('/period-end/settings', { schema: { tags, response: { 200: envelope(Settings) } } }, async (req) => {
    if (!canOpen(req.ctx, pages.carry)) throw forbidden();
    return ok(await periodEndSettings(db, req.ctx.tenant!.enterpriseId));
  });

  api.put('/period-end/settings', { config: { permission: 'carry_down_income_run' }, schema: { tags, body: SettingsBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await savePeriodEndSettings(db, req.ctx.tenant!.enterpriseId, req.body);
    return ok({});
  });

  const periodAction = (path: string, permission: string, kind: PeriodKindName, action: 'close' | 'reverse') =>
    api.post(path, { config: { permission }, schema: { tags, body: PeriodBody, response: { 200: envelope(NewPeriod) } } }, async (req) => {
      const who = actor(req.ctx);
      const period = await db.transaction().execute((tx) => (action === 'close' ? closePeriod : reopenPeriod)(tx, who, kind, req.body.period));
      return ok({ period, ...(await currentPeriod(db, who.enterpriseId)), info: '' });
    });
  periodAction('/period-end/close', 'period_end_close', 'accounting', 'close');
  periodAction('/period-end/reverse', 'period_end_reverse', 'accounting', 'reverse');
  periodAction('/business-period/close', 'business_period_close', 'business', 'close');
  periodAction('/business-period/reverse', 'business_period_reverse', 'business', 'reverse');
}
