import { CustomerAccountParamsSchema as IdParams, CustomerAccountPasswordBodySchema as ResetBody } from '@zf/shared';
import { logChange } from '../../engines/resource/index.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';

/** POST /customer-accounts/:id/reset-password: a new password for a customer's login (stored as an argon2 hash). */
export async function customerAccountRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.post('/customer-accounts/:id/reset-password', {
    config: { permission: 'customer_account_reset_password' },
    schema: { tags: ['customer-accounts'], params: IdParams, body: ResetBody, response: { 200: envelope(emptyData) } },
  }, async (req) => {
    const tenant = req.ctx.tenant!;
    const hash = await hashPassword(req.body.password);
    await db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('customer_account')
        .set({ password_hash: hash, update_time: nowSeconds() })
        .where('enterprise_id', '=', tenant.enterpriseId)
        .where('id', '=', req.params.id)
        .returning('name')
        .executeTakeFirst();
      if (!updated) throw notFound();
      await logChange(tx, {
        enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'customer-accounts', recordId: req.params.id,
        action: 'update', changes: { password: ['******', '******'] }, summary: updated.name,
      });
    });
    return ok({});
  });
}
