import { z } from 'zod';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, listOf, ok, pageQuery } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import { EmployeeIdsBody, GroupBody, GroupEmployee, GroupIdParams, GroupPages, PermissionGroupRow } from './permission-group.schema.ts';
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
  const enterpriseOf = (req: { ctx: Parameters<typeof requireTenant>[0] }) => requireTenant(req.ctx).enterpriseId;

  api.get('/permission-groups', { config: canView, schema: { tags, querystring: pageQuery, response: { 200: envelope(listOf(PermissionGroupRow)) } } }, async (req) =>
    ok(await listGroups(db, enterpriseOf(req), req.query)));

  api.post('/permission-groups', { config: canAdd, schema: { tags, body: GroupBody, response: { 200: envelope(z.object({ id: z.number() })) } } }, async (req) =>
    ok({ id: await createGroup(db, enterpriseOf(req), req.body) }));

  api.put('/permission-groups/:id', { config: canEdit, schema: { tags, params: GroupIdParams, body: GroupBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await updateGroup(db, enterpriseOf(req), req.params.id, req.body);
    return ok({});
  });

  api.delete('/permission-groups/:id', { config: canDelete, schema: { tags, params: GroupIdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    await deleteGroup(db, enterpriseOf(req), req.params.id);
    return ok({});
  });

  api.get('/permission-groups/:id/pages', { config: canView, schema: { tags, params: GroupIdParams, response: { 200: envelope(GroupPages) } } }, async (req) =>
    ok(await groupPages(db, enterpriseOf(req), req.params.id)));

  api.put('/permission-groups/:id/pages', { config: canEdit, schema: { tags, params: GroupIdParams, body: GroupPages, response: { 200: envelope(emptyData) } } }, async (req) => {
    await setGroupPages(db, enterpriseOf(req), req.params.id, req.body.pages);
    return ok({});
  });

  api.get('/permission-groups/:id/employees', { config: canView, schema: { tags, params: GroupIdParams, response: { 200: envelope(z.object({ list: z.array(GroupEmployee) })) } } }, async (req) =>
    ok(await groupEmployees(db, enterpriseOf(req), req.params.id)));

  api.post('/permission-groups/:id/employees', { config: canEdit, schema: { tags, params: GroupIdParams, body: EmployeeIdsBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await assignEmployees(db, enterpriseOf(req), req.params.id, req.body.employee_ids);
    return ok({});
  });

  api.delete('/permission-groups/:id/employees', { config: canEdit, schema: { tags, params: GroupIdParams, body: EmployeeIdsBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    await removeEmployees(db, enterpriseOf(req), req.params.id, req.body.employee_ids);
    return ok({});
  });
}
