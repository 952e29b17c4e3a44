import {
  CreateEnterpriseBodySchema as CreateEnterpriseBody, EmployeeBasicSchema as EmployeeBasic, EmployeeInfoSchema as EmployeeInfo, EnterpriseCodeSchema as EnterpriseCode,
  EnterpriseIdBodySchema as EnterpriseIdBody, EnterpriseInfoSchema as EnterpriseInfo, EnterpriseRefSchema as EnterpriseRef, OrgIdParamsSchema as IdParams,
  JoinRequestListSchema, MyEnterprisesSchema as MyEnterprises, TransferAdminBodySchema as TransferAdminBody, TransferCandidatesSchema as TransferCandidates,
  UpdateEnterpriseBodySchema as UpdateEnterpriseBody,
} from '@zf/shared';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok, pageQuery } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import { transferAdmin, transferCandidates } from './admin-transfer.service.ts';
import { employeeBasic, employeeInfo } from './employee-info.service.ts';
import { requireAdmin } from './employee-status.ts';
import { createEnterprise, enterpriseInfo, myEnterprises, selectEnterprise, updateEnterpriseInfo } from './enterprise.service.ts';
import { decideJoinRequest, findEnterpriseByCode, joinRequests, requestToJoin } from './membership.service.ts';
import { acceptInvitations } from './staff-invitation.service.ts';

const tags = ['enterprise'];
// Creating, listing, selecting and joining happen before the user acts in any enterprise.
const userRoute = { auth: 'user' } as const;

/** Routes: enterprises (create, list, select, join, approve, transfer admin, info), employee info. */
export async function orgRoutes(api: App, { db }: Services): Promise<void> {
  api.post('/enterprises', { config: userRoute, schema: { tags, body: CreateEnterpriseBody, response: { 200: envelope(EnterpriseIdBody) } } }, async (req) => {
    const user = req.ctx.user!;
    const enterpriseId = await createEnterprise(db, user.userId, req.body);
    // A user's first enterprise becomes current at once; with others already open, the user switches when ready.
    if (user.currentEnterpriseId === null) await selectEnterprise(db, user, enterpriseId);
    return ok({ enterprise_id: enterpriseId });
  });

  // Invitations by phone become memberships here: the first thing a newly registered user's web app asks.
  api.get('/user/enterprises', { config: userRoute, schema: { tags, response: { 200: envelope(MyEnterprises) } } }, async (req) => {
    await acceptInvitations(db, req.ctx.user!);
    return ok(await myEnterprises(db, req.ctx.user!));
  });

  api.post('/enterprises/select', { config: userRoute, schema: { tags, body: EnterpriseIdBody, response: { 200: envelope(EnterpriseIdBody) } } }, async (req) => {
    await acceptInvitations(db, req.ctx.user!);
    await selectEnterprise(db, req.ctx.user!, req.body.enterprise_id);
    return ok({ enterprise_id: req.body.enterprise_id });
  });

  api.get('/enterprises/by-code', { config: userRoute, schema: { tags, querystring: EnterpriseCode, response: { 200: envelope(EnterpriseRef) } } }, async (req) =>
    ok(await findEnterpriseByCode(db, req.query.code)));

  api.post('/enterprises/join', { config: userRoute, schema: { tags, body: EnterpriseCode, response: { 200: envelope(emptyData) } } }, async (req) => {
    await requestToJoin(db, req.ctx.user!.userId, req.body.code);
    return ok({});
  });

  api.get('/enterprise/join-requests', { config: { admin: true }, schema: { tags, querystring: pageQuery, response: { 200: envelope(JoinRequestListSchema) } } }, async (req) =>
    ok(await joinRequests(db, requireAdmin(req.ctx), req.query)));

  for (const [action, approve] of [['approve', true], ['reject', false]] as const) {
    api.post(`/enterprise/join-requests/:id/${action}`, { config: { admin: true }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
      await decideJoinRequest(db, requireAdmin(req.ctx), req.params.id, approve);
      return ok({});
    });
  }

  api.post('/enterprise/transfer-admin', { config: { admin: true }, schema: { tags, body: TransferAdminBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await transferAdmin(db, req.ctx.user!, requireAdmin(req.ctx), req.body.employee_id, req.body.code);
    return ok({});
  });

  api.get('/enterprise/employees', { config: { admin: true }, schema: { tags, response: { 200: envelope(TransferCandidates) } } }, async (req) =>
    ok({ list: await transferCandidates(db, requireAdmin(req.ctx)) }));

  api.get('/enterprise/info', { schema: { tags, response: { 200: envelope(EnterpriseInfo) } } }, async (req) =>
    ok(await enterpriseInfo(db, requireTenant(req.ctx).enterpriseId, req.ctx.language)));

  // The enterprise information page's edit right (the web shows the button by it), which the admin always has.
  api.put('/enterprise/info', { config: { permission: 'enterprise_info_edit' }, schema: { tags, body: UpdateEnterpriseBody, response: { 200: envelope(EnterpriseInfo) } } }, async (req) => {
    const tenant = requireTenant(req.ctx);
    await updateEnterpriseInfo(db, tenant, req.body);
    return ok(await enterpriseInfo(db, tenant.enterpriseId, req.ctx.language));
  });

  api.get('/employee/info', { schema: { tags: ['employee'], response: { 200: envelope(EmployeeInfo) } } }, async (req) =>
    ok(await employeeInfo(db, requireTenant(req.ctx))));

  api.get('/employee/basic', { schema: { tags: ['employee'], response: { 200: envelope(EmployeeBasic) } } }, async (req) =>
    ok(await employeeBasic(db, requireTenant(req.ctx))));
}
