import { z } from 'zod';
import { queryDate } from '../input.ts';

/*
 * The dashboard (SPEC §2, issue 20 item 3): the shortcut menu, the trade tab's figures, the report tab's charts and the
 * employee's choice of cards. The web keeps zod-free copies of the card lists (dashboard-api.ts); its unit test
 * asserts they equal these.
 */

/** The trade tab's cards (GET /dashboard/trade answers one figure per key), in their default order. */
export const dashboardTradeCards = [
  'sales_today', 'sales_month', 'purchases_today', 'purchases_month', 'receipts_today', 'receipts_month',
  'payments_today', 'payments_month', 'stock_value', 'overdue_receivables', 'stock_warnings', 'pending_approvals',
] as const;
export type DashboardTradeCard = (typeof dashboardTradeCards)[number];
/** The report tab's charts (GET /dashboard/report). */
export const dashboardReportCards = ['sales_trend', 'top_products', 'top_customers', 'gross_margin'] as const;
export const dashboardCards: readonly string[] = [...dashboardTradeCards, ...dashboardReportCards];
/** At most this many shortcuts per employee (4220 `dashboard.tooMany`). */
export const maxDashboardShortcuts = 20;

/** `GET/PUT /dashboard/shortcuts`: route names, in the employee's order. */
export const DashboardShortcutListSchema = z.object({ list: z.array(z.string()) });
export type DashboardShortcutList = z.infer<typeof DashboardShortcutListSchema>;
export const DashboardShortcutBodySchema = z.object({ list: z.array(z.string().trim().min(1).max(100)).max(maxDashboardShortcuts, 'dashboard.tooMany') });

/** `?date=`: the business day (default today in China). */
export const DashboardDayQuerySchema = z.object({ date: queryDate().optional() });
/** `GET /dashboard/trade`: one figure per trade card, with the menu page it opens and the dates it covers. */
export const DashboardTradeSchema = z.object({
  date: z.string(),
  list: z.array(z.object({
    key: z.enum(dashboardTradeCards), value: z.string(), count: z.number().optional(), page: z.string(),
    date_from: z.string().optional(), date_to: z.string().optional(),
  })),
});
export type DashboardTrade = z.infer<typeof DashboardTradeSchema>;
export type DashboardTradeFigure = DashboardTrade['list'][number];
/** A chart point: a day, month, product or customer and its figures (decimal strings). */
const Point = z.object({ key: z.string(), label: z.string(), values: z.record(z.string(), z.string().nullable()) });
/** `GET /dashboard/report`: the report tab's series (`missing`: what the reader's column rights leave out). */
export const DashboardReportSchema = z.object({
  date: z.string(), missing: z.array(z.string()),
  sales_daily: z.array(Point), sales_monthly: z.array(Point), top_products: z.array(Point), top_customers: z.array(Point), gross_margin: z.array(Point),
});
export type DashboardReport = z.infer<typeof DashboardReportSchema>;
export type DashboardReportPoint = z.infer<typeof Point>;

/** `GET/PUT /dashboard/cards`: the cards this employee shows, in order, and every card there is. */
export const DashboardCardListSchema = z.object({ cards: z.array(z.string()), all: z.array(z.string()) });
export type DashboardCardList = z.infer<typeof DashboardCardListSchema>;
export const DashboardCardBodySchema = z.object({ cards: z.array(z.string().trim().min(1).max(40)).max(dashboardCards.length * 2) });
