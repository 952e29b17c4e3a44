import { MenuListSchema } from '@zf/shared';
import type { App } from '../http/create-server.ts';
import { envelope, ok } from '../http/envelope.ts';
import { requireTenant } from '../tenancy/context.ts';
import type { Services } from '../services.ts';
import { menusFor, permissionTreeFor } from './menu-tree.service.ts';

const tags = ['permissions'];

/** Routes: GET /menus (the current user's menu and permission tree), GET /permission-tree (for the editor). */
export async function menuRoutes(api: App, _services: Services): Promise<void> {
  api.get('/menus', { config: { auth: 'enterprise' }, schema: { tags, response: { 200: envelope(MenuListSchema) } } }, async (req) => {
    const tenant = requireTenant(req.ctx);
    return ok({ list: menusFor({ enterpriseId: tenant.enterpriseId, permissions: tenant.permissions }, req.ctx.language) });
  });

  api.get('/permission-tree', {
    config: { auth: 'enterprise', permission: 'permission_group_edit' },
    schema: { tags, response: { 200: envelope(MenuListSchema) } },
  }, async (req) => {
    const tenant = requireTenant(req.ctx);
    return ok({ list: permissionTreeFor({ enterpriseId: tenant.enterpriseId, permissions: tenant.permissions }, req.ctx.language) });
  });
}
