import {
  CertificationReviewBodySchema, FrontBackQuerySchema, FrontBackListSchema, OperatorEnterpriseListSchema, OperatorEnterpriseQuerySchema, PersonalCertBodySchema,
  PersonalCertQuerySchema, PersonalCertReviewParamsSchema, PersonalCertListSchema, PersonalCertSchema, RechargeBodySchema, RechargeMadeSchema, RechargeQuerySchema,
  RechargeRecordsSchema,
} from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant, requireUser, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { frontBackCustomers } from './front-back-customers.ts';
import { findEnterprises, listPersonalCerts } from './operator-queries.ts';
import { personalCertOf, reviewPersonalCert, submitPersonalCert } from './personal-certification.ts';
import { rechargeRecords, recordRecharge } from './recharge.ts';

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

  api.get('/user/certification', { config: { auth: 'user' }, schema: { tags: ['user'], response: { 200: envelope(PersonalCertSchema) } } }, async (req) =>
    ok(await personalCertOf(db, requireUser(req.ctx).userId)));

  api.post('/user/certification', { config: { auth: 'user' }, schema: { tags: ['user'], body: PersonalCertBodySchema, response: { 200: envelope(PersonalCertSchema) } } }, async (req) => {
    await submitPersonalCert(db, requireUser(req.ctx).userId, req.body);
    return ok(await personalCertOf(db, requireUser(req.ctx).userId));
  });

  api.post('/setup/user-certifications/:id/review', {
    config: { permission: 'setup_center_run' },
    schema: { tags: ['setup'], params: PersonalCertReviewParamsSchema, body: CertificationReviewBodySchema, response: { 200: envelope(emptyData) } },
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
    schema: { tags: ['setup'], querystring: PersonalCertQuerySchema, response: { 200: envelope(PersonalCertListSchema) } },
  }, async (req) => {
    operatorOnly(req.ctx);
    return ok(await listPersonalCerts(db, req.query));
  });

  // Whom a recharge is for: enterprises by code or name, and the chosen one's recharge history.
  api.get('/setup/enterprises', {
    config: { permission: 'setup_center_run' },
    schema: { tags: ['setup'], querystring: OperatorEnterpriseQuerySchema, response: { 200: envelope(OperatorEnterpriseListSchema) } },
  }, async (req) => {
    operatorOnly(req.ctx);
    return ok({ list: await findEnterprises(db, req.query.keyword) });
  });

  api.get('/setup/recharges', {
    config: { permission: 'setup_center_run' },
    schema: { tags: ['setup'], querystring: RechargeQuerySchema, response: { 200: envelope(RechargeRecordsSchema) } },
  }, async (req) => {
    operatorOnly(req.ctx);
    return ok(await rechargeRecords(db, req.query.enterprise_id));
  });

  api.get('/recharge-records', {
    schema: { tags: ['recharge'], response: { 200: envelope(RechargeRecordsSchema) } },
  }, async (req) => {
    if (!requireTenant(req.ctx).permissions.canOpen('rechargeRecord')) throw forbidden();
    return ok(await rechargeRecords(db, requireTenant(req.ctx).enterpriseId));
  });

  api.get('/front-back-customers', {
    schema: { tags: ['partners'], querystring: FrontBackQuerySchema, response: { 200: envelope(FrontBackListSchema) } },
  }, async (req) => {
    if (!requireTenant(req.ctx).permissions.canOpen('frontBackCustomer')) throw forbidden();
    return ok(await frontBackCustomers(db, requireTenant(req.ctx).enterpriseId, req.query));
  });

  api.post('/setup/recharges', {
    config: { permission: 'setup_center_run' },
    schema: { tags: ['setup'], body: RechargeBodySchema, response: { 200: envelope(RechargeMadeSchema) } },
  }, async (req) => {
    operatorOnly(req.ctx);
    const made = await recordRecharge(db, req.body);
    return ok({ id: made.id, expired_after: Number(made.expired_after) });
  });
}
