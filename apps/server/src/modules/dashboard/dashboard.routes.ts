import { visibleFigures, visibleReport } from './dashboard-columns.ts';
import {
  chinaToday, DashboardCardBodySchema as CardBody, DashboardCardListSchema as CardList, DashboardDayQuerySchema as DayQuery, DashboardReportSchema as ReportAnswer,
  DashboardShortcutBodySchema as ShortcutBody, DashboardShortcutListSchema as ShortcutList, DashboardTradeSchema as TradeAnswer,
} from '@zf/shared';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import { listShortcuts, saveShortcuts } from './dashboard-shortcut.service.ts';
import { allCards, listCards, saveCards } from './dashboard-card.service.ts';
import { dashboardReport } from './dashboard-report.ts';
import { tradeFigures } from './dashboard-trade.ts';

const tags = ['dashboard'];
/** "Today" is the business day in China (the product's users), unless the caller names the day. */

/**
 * Routes: the dashboard's shortcut menu (SPEC §2 "dashboard shortcut list and save"), route names per employee.
 * Reading is open to every employee (home is); changing needs the home tree's `dashboard_shortcut_edit`.
 * The trade and report tabs (issue 20 item 3) need `dashboard_trade_view` / `dashboard_report_view`; the choice of
 * cards is each employee's own (saving it needs either of the two functions: without both there are no cards).
 */
export async function dashboardRoutes(api: App, { db }: Services): Promise<void> {
  api.get('/dashboard/shortcuts', { schema: { tags, response: { 200: envelope(ShortcutList) } } }, async (req) =>
    ok({ list: await listShortcuts(db, requireTenant(req.ctx)) }));

  api.put('/dashboard/shortcuts', {
    config: { permission: 'dashboard_shortcut_edit' },
    schema: { tags, body: ShortcutBody, response: { 200: envelope(ShortcutList) } },
  }, async (req) => ok({ list: await saveShortcuts(db, requireTenant(req.ctx), req.body.list) }));

  api.get('/dashboard/trade', {
    config: { permission: 'dashboard_trade_view' },
    schema: { tags, querystring: DayQuery, response: { 200: envelope(TradeAnswer) } },
  }, async (req) => {
    const date = req.query.date ?? chinaToday();
    const tenant = requireTenant(req.ctx);
    return ok({ date, list: visibleFigures(tenant.permissions, await tradeFigures(db, tenant, date)) });
  });

  api.get('/dashboard/report', {
    config: { permission: 'dashboard_report_view' },
    schema: { tags, querystring: DayQuery, response: { 200: envelope(ReportAnswer) } },
  }, async (req) => {
    const date = req.query.date ?? chinaToday();
    const tenant = requireTenant(req.ctx);
    return ok({ date, ...visibleReport(tenant.permissions, await dashboardReport(db, tenant, date, req.ctx.language)) });
  });

  api.get('/dashboard/cards', { config: { pages: ['dashboardTrade', 'dashboardReport'] }, schema: { tags, response: { 200: envelope(CardList) } } }, async (req) =>
    ok({ cards: await listCards(db, requireTenant(req.ctx)), all: [...allCards] }));

  // Saving is for whoever sees cards (either tab's function): the route catalogue wants every change declared.
  api.put('/dashboard/cards', {
    config: { permission: ['dashboard_trade_view', 'dashboard_report_view'] },
    schema: { tags, body: CardBody, response: { 200: envelope(CardList) } },
  }, async (req) =>
    ok({ cards: await saveCards(db, requireTenant(req.ctx), req.body.cards), all: [...allCards] }));
}
