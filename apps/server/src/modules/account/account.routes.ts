import { idSchema, queryId, queryInt } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok, pageQuery } from '../../platform/http/envelope.ts';
import { requireTenant, requireUser, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { FrontBackRow, frontBackCustomers } from './front-back-customers.ts';
import { findEnterprises, listPersonalCerts, OperatorEnterprise, PersonalCertRow } from './operator-queries.ts';
import { PersonalCert, PersonalCertBody, personalCertOf, reviewPersonalCert, submitPersonalCert } from './personal-certification.ts';
import { RechargeBody, rechargeRecords, RechargeRow, recordRecharge } from './recharge.ts';

/** SPEC §2: the system maintenance tools belong to enterprise 91, the platform operator. */
const operatorEnterpriseId = 91;
const operatorOnly = (ctx: RequestContext) => { if (requireTenant(ctx).enterpriseId !== operatorEnterpriseId) throw forbidden('personalCert.notOperator'); };

/**
 * Personal certification (个人认证: the user's real-name record, reviewed by the platform operator like the
 * enterprise certification), recharge records (充值记录: the enterprise's edition and expiry history) and the
 * front- and back-end customers (前后台客户).
 */
export async function accountRoutes(api: App, { db: rawDb }: ModuleServices): Promise<void> {
  const db = rawDb as Kysely<DB>;

  api.get('/user/certification', { config: { auth: 'user' }, schema: { tags: ['user'], response: { 200: envelope(PersonalCert) } } }, async (req) =>
    ok(await personalCertOf(db, requireUser(req.ctx).userId)));

  api.post('/user/certification', { config: { auth: 'user' }, schema: { tags: ['user'], body: PersonalCertBody, response: { 200: envelope(PersonalCert) } } }, async (req) => {
    await submitPersonalCert(db, requireUser(req.ctx).userId, req.body);
    return ok(await personalCertOf(db, requireUser(req.ctx).userId));
  });

  api.post('/setup/user-certifications/:id/review', {
    config: { permission: 'setup_center_run' },
    schema: { tags: ['setup'], params: z.object({ id: idSchema().describe('the user') }), body: z.object({ approve: z.boolean(), remark: z.string().trim().max(200).default('') }), response: { 200: envelope(emptyData) } },
  }, async (req) => {
    operatorOnly(req.ctx);
    // A rejection says why (the user reads it on 个人认证 and resubmits).
    if (!req.body.approve && req.body.remark.length < 2) throw invalidFields({ remark: 'personalCert.rejectReason' });
    await reviewPersonalCert(db, req.params.id, req.body.approve, req.body.remark);
    return ok({});
  });

  // The operator's review queue (系统维护 → 个人认证审核).
  api.get('/setup/user-certifications', {
    config: { permission: 'setup_center_run' },
    schema: { tags: ['setup'], querystring: pageQuery.extend({ status: queryInt(1, 3).optional(), keyword: z.string().trim().max(50).optional() }), response: { 200: envelope(listOf(PersonalCertRow)) } },
  }, async (req) => {
    operatorOnly(req.ctx);
    return ok(await listPersonalCerts(db, req.query));
  });

  // Whom a recharge is for: enterprises by code or name, and the chosen one's recharge history.
  api.get('/setup/enterprises', {
    config: { permission: 'setup_center_run' },
    schema: { tags: ['setup'], querystring: z.object({ keyword: z.string().trim().min(1, 'field.required').max(50) }), response: { 200: envelope(z.object({ list: z.array(OperatorEnterprise) })) } },
  }, async (req) => {
    operatorOnly(req.ctx);
    return ok({ list: await findEnterprises(db, req.query.keyword) });
  });

  api.get('/setup/recharges', {
    config: { permission: 'setup_center_run' },
    schema: { tags: ['setup'], querystring: z.object({ enterprise_id: queryId() }), response: { 200: envelope(z.object({ version_name: z.string(), expired_time: z.number(), list: z.array(RechargeRow) })) } },
  }, async (req) => {
    operatorOnly(req.ctx);
    return ok(await rechargeRecords(db, req.query.enterprise_id));
  });

  api.get('/recharge-records', {
    schema: { tags: ['recharge'], response: { 200: envelope(z.object({ version_name: z.string(), expired_time: z.number(), list: z.array(RechargeRow) })) } },
  }, async (req) => {
    if (!requireTenant(req.ctx).permissions.canOpen('rechargeRecord')) throw forbidden();
    return ok(await rechargeRecords(db, requireTenant(req.ctx).enterpriseId));
  });

  api.get('/front-back-customers', {
    schema: { tags: ['partners'], querystring: pageQuery.extend({ side: z.enum(['front', 'back']).optional(), keyword: z.string().max(50).optional() }), response: { 200: envelope(listOf(FrontBackRow)) } },
  }, async (req) => {
    if (!requireTenant(req.ctx).permissions.canOpen('frontBackCustomer')) throw forbidden();
    return ok(await frontBackCustomers(db, requireTenant(req.ctx).enterpriseId, req.query));
  });

  api.post('/setup/recharges', {
    config: { permission: 'setup_center_run' },
    schema: { tags: ['setup'], body: RechargeBody, response: { 200: envelope(z.object({ id: z.number(), expired_after: z.number() })) } },
  }, async (req) => {
    operatorOnly(req.ctx);
    const made = await recordRecharge(db, req.body);
    return ok({ id: made.id, expired_after: Number(made.expired_after) });
  });
}
