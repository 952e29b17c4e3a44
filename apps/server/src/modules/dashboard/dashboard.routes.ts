import { z } from 'zod';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import { listShortcuts, maxShortcuts, saveShortcuts } from './dashboard-shortcut.service.ts';

const tags = ['dashboard'];
const ShortcutList = z.object({ list: z.array(z.string()) });
const ShortcutBody = z.object({ list: z.array(z.string().trim().min(1).max(100)).max(maxShortcuts, 'dashboard.tooMany') });

/**
 * Routes: the dashboard's shortcut menu (SPEC §2 "dashboard shortcut list and save"), route names per employee.
 * Reading is open to every employee (home is); changing needs the home tree's `dashboard_shortcut_edit`.
 */
export async function dashboardRoutes(api: App, { db }: Services): Promise<void> {
  api.get('/dashboard/shortcuts', { schema: { tags, response: { 200: envelope(ShortcutList) } } }, async (req) =>
    ok({ list: await listShortcuts(db, requireTenant(req.ctx)) }));

  api.put('/dashboard/shortcuts', {
    config: { permission: 'dashboard_shortcut_edit' },
    schema: { tags, body: ShortcutBody, response: { 200: envelope(ShortcutList) } },
  }, async (req) => ok({ list: await saveShortcuts(db, requireTenant(req.ctx), req.body.list) }));
}
