import { AllStatusSchema, Code, CurrentPeriodSchema, statusDictionary } from '@zf/shared';
import { AppError } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import type { Services } from '../../platform/services.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import { currentPeriod, LockedAccount } from './accounting-period.service.ts';

/** Routes: shell data: all-status dictionary, current accounting period (initialization: modules/finance ledger-init.routes.ts). */
export async function shellDataRoutes(api: App, { db }: Services): Promise<void> {
  // The dictionary holds no enterprise data; the shell loads it before anything else renders.
  api.get('/common/all-status', { config: { auth: 'user' }, schema: { tags: ['common'], response: { 200: envelope(AllStatusSchema) } } }, async (req) =>
    ok(statusDictionary(req.ctx.language)));

  /**
   * SPEC §7/§8: 2000 with the periods when accounting runs; 5000 (the web app opens the initialization guide)
   * with locked_account 2, the explanation and dashes when it does not.
   */
  api.get('/finance/current-period', { schema: { tags: ['finance'], response: { 200: envelope(CurrentPeriodSchema) } } }, async (req) => {
    const period = await currentPeriod(db, requireTenant(req.ctx).enterpriseId);
    if (period.locked_account !== LockedAccount.initialized) {
      throw new AppError(Code.notInitialized, 'period.notInitialized', { ...period, info: translate(req.ctx.language, 'period.notInitialized') });
    }
    return ok({ ...period, info: '' });
  });
}
