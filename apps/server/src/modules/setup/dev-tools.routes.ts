import { z } from 'zod';
import { nowSeconds } from '../../platform/db/types.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import { requireUser } from '../../platform/tenancy/context.ts';
import { requireAdmin } from '../org/index.ts';
import { joinOperatorEnterprise, operatorEnterpriseId } from './dev-operator.ts';

const ExpiryBody = z.object({
  /** Unix seconds; 0 = the version never expires. */
  expired_time: z.number().int().min(0).max(4_102_444_800),
});

/**
 * Development tools that change what a real deployment only changes by contract (the version's expiry). They exist
 * so browser tests and people trying the shell can see the "about to expire" warning and the /expired page without
 * waiting a year, and the platform operator's screens without a third enterprise in the demo. Never registered in
 * production mode; unlike the SMS outbox they still need the signature and a token (the expiry also the administrator
 * of the current enterprise), because they change data rather than read a test outbox.
 */
export async function devToolsRoutes(api: App, { db, config }: Services): Promise<void> {
  if (config.mode === 'production') return;

  api.post('/dev/enterprise-expiry', {
    config: { admin: true },
    schema: { tags: ['development'], body: ExpiryBody, response: { 200: envelope(ExpiryBody) } },
  }, async (req) => {
    const tenant = requireAdmin(req.ctx);
    await db
      .updateTable('enterprise')
      .set({ expired_time: req.body.expired_time, update_time: nowSeconds() })
      .where('id', '=', tenant.enterpriseId)
      .execute();
    return ok({ expired_time: req.body.expired_time });
  });

  // The platform operator's screens (系统维护 in enterprise 91) for a browser test: the caller becomes an operator.
  // Any logged-in user may call it, so it exists in development mode only (the browser tests' server), not in the
  // test or production modes (issue 29 item 7).
  if (config.mode !== 'development') return;
  api.post('/dev/operator-enterprise', {
    config: { auth: 'user' },
    schema: { tags: ['development'], response: { 200: envelope(z.object({ enterprise_id: z.number() })) } },
  }, async (req) => {
    await joinOperatorEnterprise(db, requireUser(req.ctx).userId);
    return ok({ enterprise_id: operatorEnterpriseId });
  });
}
