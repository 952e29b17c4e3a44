import { useQuery } from '@tanstack/react-query';
import type { DashboardCardList, DashboardReport, DashboardTrade } from '@zf/shared';
import { api, queryClient } from '../../request/index.ts';

/** The contract's card lists (dashboardTradeCards, dashboardReportCards), zod-free; dashboard-api.test.ts keeps them equal. */
export const tradeCardKeys = [
  'sales_today', 'sales_month', 'purchases_today', 'purchases_month', 'receipts_today', 'receipts_month',
  'payments_today', 'payments_month', 'stock_value', 'overdue_receivables', 'stock_warnings', 'pending_approvals',
];
export const reportCardKeys = ['sales_trend', 'top_products', 'top_customers', 'gross_margin'];

export const useTrade = (enabled: boolean) =>
  useQuery({ queryKey: ['/dashboard/trade'], queryFn: () => api.get<DashboardTrade>('/dashboard/trade'), enabled, staleTime: 0 });

export const useDashboardReport = (enabled: boolean) =>
  useQuery({ queryKey: ['/dashboard/report'], queryFn: () => api.get<DashboardReport>('/dashboard/report'), enabled, staleTime: 0 });

/** GET/PUT /dashboard/cards: the cards this employee shows, in order (every card until they choose); granted by either tab. */
const cardsKey = ['/dashboard/cards'];
export const useCards = (enabled: boolean) => useQuery({ queryKey: cardsKey, queryFn: () => api.get<DashboardCardList>('/dashboard/cards'), enabled, staleTime: 0 });

export async function saveCards(cards: string[]): Promise<string[]> {
  const saved = await api.put<DashboardCardList>('/dashboard/cards', { cards });
  queryClient.setQueryData(cardsKey, saved);
  return saved.cards;
}
