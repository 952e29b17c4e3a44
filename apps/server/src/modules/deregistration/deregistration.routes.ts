import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { applyDeregistration, deregistrationState, exportEnterpriseData, finishDueDeregistrations, undoDeregistration } from './deregistration.service.ts';

const tags = ['enterprise-deregistration'];
const State = z.object({
  status: z.number().describe('0 none, 1 cooling off, 3 deregistered'), reason: z.string(), apply_time: z.number(), due_time: z.number(), days_left: z.number(),
  last_export_time: z.number(), export_fresh: z.boolean().describe('exported within 24 hours: an application may be made'),
});

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
  api.post('/enterprise/deregistration/export', { config: { admin: true }, schema: { tags, body: z.object({}).describe('no fields: the answer is the file') } }, async (req, reply) => {
    const tenant = requireTenant(req.ctx);
    const data = await exportEnterpriseData(db, tenant.enterpriseId, tenant.employeeId);
    const name = `enterprise-${tenant.enterpriseId}-data.json`;
    return reply.type('application/octet-stream').header('content-disposition', `attachment; filename="${name}"`).send(data);
  });

  api.post('/enterprise/deregistration', {
    config: { admin: true },
    schema: { tags, body: z.object({ confirm_name: z.string().max(100), reason: z.string().max(200, 'field.tooLong') }), response: { 200: envelope(State) } },
  }, async (req) => {
    const tenant = requireTenant(req.ctx);
    return ok(await applyDeregistration(db, tenant.enterpriseId, tenant.employeeId, req.body));
  });

  api.post('/enterprise/deregistration/undo', { config: { admin: true }, schema: { tags, response: { 200: envelope(State) } } }, async (req) =>
    ok(await undoDeregistration(db, requireTenant(req.ctx).enterpriseId)));
}
