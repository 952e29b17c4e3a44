import {
  OrgIdParamsSchema as IdParams, StaffInvitationListSchema, StaffInviteBodySchema as InviteBody, StaffInviteResultSchema as InviteResult, StaffQuerySchema as StaffQuery,
  StaffListSchema, StaffRowSchema as StaffRow, StaffStatusBodySchema as StaffStatusBody, StaffUpdateBodySchema as StaffUpdateBody,
} from '@zf/shared';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { stripColumns } from '../../platform/permissions/permission-set.ts';
import type { Services } from '../../platform/services.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import { cancelInvitation, inviteStaff, pendingInvitations } from './staff-invitation.service.ts';
import { getStaff, listStaff, setStaffStatus, updateStaff } from './staff.service.ts';

const tags = ['employees'];
const page = 'staffList';
/** The staff page's column set (packages/shared/src/menu-tree/enterprise.ts). */
const staffColumns = ['name', 'phone', 'department_name', 'job_name', 'permission_group_name'];

function requireStaffPage(ctx: RequestContext) {
  if (!canOpenPage(ctx.tenant!.permissions, page)) throw forbidden();
  return ctx.tenant!;
}
// The column filter never touches ids and status fields, only the page's columns.
const visible = <T extends Record<string, unknown>>(ctx: RequestContext, rows: T[]) => stripColumns(ctx.tenant!.permissions, page, staffColumns, rows) as T[];

/**
 * Staff management (API.md `employees`): list and read (staff page), edit (staff_edit), enable or disable
 * (staff_enable), invite by phone (staff_add), pending invitations and cancelling one (staff_del).
 */
export async function staffRoutes(api: App, { db }: Services): Promise<void> {
  api.get('/employees', { schema: { tags, querystring: StaffQuery, response: { 200: envelope(StaffListSchema) } } }, async (req) => {
    const tenant = requireStaffPage(req.ctx);
    const result = await listStaff(db, tenant.enterpriseId, req.query);
    return ok({ ...result, list: visible(req.ctx, result.list) });
  });

  api.get('/employees/invitations', { schema: { tags, response: { 200: envelope(StaffInvitationListSchema) } } }, async (req) =>
    ok(await pendingInvitations(db, requireStaffPage(req.ctx).enterpriseId)));

  api.get('/employees/:id', { schema: { tags, params: IdParams, response: { 200: envelope(StaffRow) } } }, async (req) => {
    const tenant = requireStaffPage(req.ctx);
    return ok(visible(req.ctx, [await getStaff(db, tenant.enterpriseId, req.params.id)])[0]!);
  });

  api.put('/employees/:id', { config: { permission: 'staff_edit' }, schema: { tags, params: IdParams, body: StaffUpdateBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await updateStaff(db, req.ctx.tenant!, req.params.id, req.body);
    return ok({});
  });

  api.post('/employees/status', { config: { permission: 'staff_enable' }, schema: { tags, body: StaffStatusBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await setStaffStatus(db, req.ctx.tenant!, req.body.ids, req.body.status);
    return ok({});
  });

  api.post('/employees/invite', { config: { permission: 'staff_add' }, schema: { tags, body: InviteBody, response: { 200: envelope(InviteResult) } } }, async (req) =>
    ok(await inviteStaff(db, req.ctx.tenant!, req.body)));

  api.delete('/employees/invitations/:id', { config: { permission: 'staff_del' }, schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await cancelInvitation(db, req.ctx.tenant!.enterpriseId, req.params.id);
    return ok({});
  });
}
