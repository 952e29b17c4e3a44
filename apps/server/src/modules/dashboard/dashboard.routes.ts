import { visibleFigures, visibleReport } from './dashboard-columns.ts';
import { queryDate } from '@zf/shared';
import { z } from 'zod';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../platform/services.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import { listShortcuts, maxShortcuts, saveShortcuts } from './dashboard-shortcut.service.ts';
import { allCards, listCards, saveCards, tradeCards } from './dashboard-card.service.ts';
import { dashboardReport } from './dashboard-report.ts';
import { tradeFigures } from './dashboard-trade.ts';

const tags = ['dashboard'];
const ShortcutList = z.object({ list: z.array(z.string()) });
const DayQuery = z.object({ date: queryDate().optional() });
const TradeAnswer = z.object({
  date: z.string(),
  list: z.array(z.object({
    key: z.enum(tradeCards), value: z.string(), count: z.number().optional(), page: z.string(),
    date_from: z.string().optional(), date_to: z.string().optional(),
  })),
});
const Point = z.object({ key: z.string(), label: z.string(), values: z.record(z.string(), z.string().nullable()) });
const ReportAnswer = z.object({
  date: z.string(), missing: z.array(z.string()),
  sales_daily: z.array(Point), sales_monthly: z.array(Point), top_products: z.array(Point), top_customers: z.array(Point), gross_margin: z.array(Point),
});
const CardList = z.object({ cards: z.array(z.string()), all: z.array(z.string()) });
const CardBody = z.object({ cards: z.array(z.string().trim().min(1).max(40)).max(allCards.length * 2) });
/** "Today" is the business day in China (the product's users), unless the caller names the day. */
const todayInChina = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

const ShortcutBody = z.object({ list: z.array(z.string().trim().min(1).max(100)).max(maxShortcuts, 'dashboard.tooMany') });

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
    const date = req.query.date ?? todayInChina();
    const tenant = requireTenant(req.ctx);
    return ok({ date, list: visibleFigures(tenant.permissions, await tradeFigures(db, tenant, date)) });
  });

  api.get('/dashboard/report', {
    config: { permission: 'dashboard_report_view' },
    schema: { tags, querystring: DayQuery, response: { 200: envelope(ReportAnswer) } },
  }, async (req) => {
    const date = req.query.date ?? todayInChina();
    const tenant = requireTenant(req.ctx);
    return ok({ date, ...visibleReport(tenant.permissions, await dashboardReport(db, tenant, date, req.ctx.language)) });
  });

  api.get('/dashboard/cards', { schema: { tags, response: { 200: envelope(CardList) } } }, async (req) =>
    ok({ cards: await listCards(db, requireTenant(req.ctx)), all: [...allCards] }));

  // Saving is for whoever sees cards (either tab's function): the route catalogue wants every change declared.
  api.put('/dashboard/cards', {
    config: { permission: ['dashboard_trade_view', 'dashboard_report_view'] },
    schema: { tags, body: CardBody, response: { 200: envelope(CardList) } },
  }, async (req) =>
    ok({ cards: await saveCards(db, requireTenant(req.ctx), req.body.cards), all: [...allCards] }));
}
