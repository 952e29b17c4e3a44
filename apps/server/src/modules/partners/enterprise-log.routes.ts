import { changeLogLabel, EnterpriseLogEntrySchema as EnterpriseLogEntry, EnterpriseLogQuerySchema as EnterpriseLogQuery } from '@zf/shared';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, listOf, ok } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';
import { enterpriseLogs } from './enterprise-log.service.ts';
import { productPrices } from '../../platform/permissions/column-groups.ts';

/** GET /enterprise-logs: the enterprise log list (page enterpriseLog). */
export async function enterpriseLogRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/enterprise-logs', { config: { columns: { pages: ['goodsList'], fields: productPrices } }, schema: { tags: ['enterprise-logs'], querystring: EnterpriseLogQuery, response: { 200: envelope(listOf(EnterpriseLogEntry)) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!canOpenPage(tenant.permissions, 'enterpriseLog')) throw forbidden();
    return ok(await enterpriseLogs(db, tenant.enterpriseId, req.query, req.ctx.language, changeLogLabel));
  });
}
