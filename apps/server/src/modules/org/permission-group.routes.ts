import {
  PermissionGroupBodySchema as GroupBody, PermissionGroupCreatedSchema, PermissionGroupEmployeeIdsBodySchema as EmployeeIdsBody,
  PermissionGroupEmployeeListSchema, PermissionGroupIdParamsSchema as GroupIdParams, PermissionGroupPagesBodySchema as GroupPagesBody,
  PermissionGroupPagesSchema as GroupPagesAnswer, PermissionGroupListSchema, PermissionGroupUpdateBodySchema as GroupUpdateBody,
} from '@zf/shared';
import { logChange, type ChangeSet, type ChangeAction } from '../../engines/resource/index.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok, pageQuery } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import {
  assignEmployees, createGroup, deleteGroup, groupEmployees, groupPages, listGroups, removeEmployees, setGroupPages, updateGroup,
} from './permission-group.service.ts';

const tags = ['permission groups'];
// Function codes of the "permission settings" page (packages/shared/src/menu-tree/enterprise.ts); the admin has all.
// Reading the groups is also open to whoever edits staff, who picks a group for a person.
const canView = { permission: ['permission_group_add', 'permission_group_edit', 'permission_group_del', 'staff_add', 'staff_edit'] } as const;
const canAdd = { permission: 'permission_group_add' } as const;
const canEdit = { permission: 'permission_group_edit' } as const;
const canDelete = { permission: 'permission_group_del' } as const;

/** Routes: permission groups: pages, functions and columns per group, assignment to staff. */
export async function permissionGroupRoutes(api: App, { db }: Services): Promise<void> {
  type Req = { ctx: Parameters<typeof requireTenant>[0] };
  const enterpriseOf = (req: Req) => requireTenant(req.ctx).enterpriseId;
  const nameOf = async (req: Req, id: number) =>
    (await db.selectFrom('permission_group').select('name').where('enterprise_id', '=', enterpriseOf(req)).where('id', '=', id).executeTakeFirst())?.name ?? '';
  // Rights are what the enterprise log is most asked about: who gave whom which pages. Written once the change has
  // succeeded (the services run their own transactions).
  const staffNames = async (req: Req, ids: readonly number[]) =>
    (await db.selectFrom('employee').select('name').where('enterprise_id', '=', enterpriseOf(req)).where('id', 'in', [...ids]).orderBy('id').execute()).map((e) => e.name).join('、');
  const logged = async (req: Req, id: number, action: ChangeAction, name: string, changes?: ChangeSet) => {
    const tenant = requireTenant(req.ctx);
    await logChange(db, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'permission-groups', recordId: id, action, summary: name, changes });
  };

  api.get('/permission-groups', { config: canView, schema: { tags, querystring: pageQuery, response: { 200: envelope(PermissionGroupListSchema) } } }, async (req) =>
    ok(await listGroups(db, enterpriseOf(req), req.query)));

  api.post('/permission-groups', { config: canAdd, schema: { tags, body: GroupBody, response: { 200: envelope(PermissionGroupCreatedSchema) } } }, async (req) => {
    const id = await createGroup(db, enterpriseOf(req), req.body);
    await logged(req, id, 'create', req.body.name);
    return ok({ id });
  });

  api.put('/permission-groups/:id', { config: canEdit, schema: { tags, params: GroupIdParams, body: GroupUpdateBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    const before = await nameOf(req, req.params.id);
    await updateGroup(db, enterpriseOf(req), req.params.id, req.body);
    await logged(req, req.params.id, 'update', req.body.name, before === req.body.name ? undefined : { name: [before, req.body.name] });
    return ok({});
  });

  api.delete('/permission-groups/:id', { config: canDelete, schema: { tags, params: GroupIdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    const name = await nameOf(req, req.params.id);
    await deleteGroup(db, enterpriseOf(req), req.params.id);
    await logged(req, req.params.id, 'delete', name);
    return ok({});
  });

  api.get('/permission-groups/:id/pages', { config: canView, schema: { tags, params: GroupIdParams, response: { 200: envelope(GroupPagesAnswer) } } }, async (req) =>
    ok(await groupPages(db, enterpriseOf(req), req.params.id)));

  api.put('/permission-groups/:id/pages', { config: canEdit, schema: { tags, params: GroupIdParams, body: GroupPagesBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    const before = (await groupPages(db, enterpriseOf(req), req.params.id)).pages.map((p) => p.page);
    await setGroupPages(db, requireTenant(req.ctx), req.params.id, req.body.pages, req.body.version);
    const after = req.body.pages.map((p) => p.page);
    // Page names (route names); the log screen shows their titles. Function and column changes within a page kept
    // are not itemised: the page list is what answers "who can open what".
    await logged(req, req.params.id, 'update', await nameOf(req, req.params.id), {
      pages: [before.filter((p) => !after.includes(p)).join(','), after.filter((p) => !before.includes(p)).join(',')],
    });
    return ok({});
  });

  api.get('/permission-groups/:id/employees', { config: canView, schema: { tags, params: GroupIdParams, response: { 200: envelope(PermissionGroupEmployeeListSchema) } } }, async (req) =>
    ok(await groupEmployees(db, enterpriseOf(req), req.params.id)));

  api.post('/permission-groups/:id/employees', { config: canEdit, schema: { tags, params: GroupIdParams, body: EmployeeIdsBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await assignEmployees(db, enterpriseOf(req), req.params.id, req.body.employee_ids);
    await logged(req, req.params.id, 'update', await nameOf(req, req.params.id), { staff: ['', await staffNames(req, req.body.employee_ids)] });
    return ok({});
  });

  api.delete('/permission-groups/:id/employees', { config: canEdit, schema: { tags, params: GroupIdParams, body: EmployeeIdsBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await removeEmployees(db, enterpriseOf(req), req.params.id, req.body.employee_ids);
    await logged(req, req.params.id, 'update', await nameOf(req, req.params.id), { staff: [await staffNames(req, req.body.employee_ids), ''] });
    return ok({});
  });
}
