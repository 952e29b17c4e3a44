import { DeregistrationBodySchema, DeregistrationExportBodySchema, DeregistrationStateSchema as State } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { applyDeregistration, deregistrationState, exportEnterpriseData, finishDueDeregistrations, undoDeregistration } from './deregistration.service.ts';

const tags = ['enterprise-deregistration'];

/**
 * Enterprise deregistration (企业注销), administrator only: export the data, apply with the enterprise's name typed
 * as confirmation, undo during the cooling-off; an hourly schedule closes the enterprises whose cooling-off ran out.
 */
export async function deregistrationRoutes(api: App, { db: rawDb, jobs }: ModuleServices): Promise<void> {
  const db = rawDb as Kysely<DB>;
  jobs.schedule({ name: 'enterprise-deregistration', everySeconds: 3600, run: async (now) => { await finishDueDeregistrations(db, now); } });

  api.get('/enterprise/deregistration', { schema: { tags, response: { 200: envelope(State) } } }, async (req) => {
    if (!requireTenant(req.ctx).permissions.canOpen('enterpriseDeregistration')) throw forbidden();
    return ok(await deregistrationState(db, requireTenant(req.ctx).enterpriseId));
  });

  // A POST: each export is recorded (the application needs a fresh one).
  api.post('/enterprise/deregistration/export', { config: { admin: true }, schema: { tags, body: DeregistrationExportBodySchema } }, async (req, reply) => {
    const tenant = requireTenant(req.ctx);
    const data = await exportEnterpriseData(db, tenant.enterpriseId, tenant.employeeId);
    const name = `enterprise-${tenant.enterpriseId}-data.json`;
    return reply.type('application/octet-stream').header('content-disposition', `attachment; filename="${name}"`).send(data);
  });

  api.post('/enterprise/deregistration', {
    config: { admin: true },
    schema: { tags, body: DeregistrationBodySchema, response: { 200: envelope(State) } },
  }, async (req) => {
    const tenant = requireTenant(req.ctx);
    return ok(await applyDeregistration(db, tenant.enterpriseId, tenant.employeeId, req.body));
  });

  api.post('/enterprise/deregistration/undo', { config: { admin: true }, schema: { tags, response: { 200: envelope(State) } } }, async (req) =>
    ok(await undoDeregistration(db, requireTenant(req.ctx).enterpriseId)));
}
