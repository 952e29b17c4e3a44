import { useQuery } from '@tanstack/react-query';
import { api, queryClient } from '../../request/index.ts';

/** GET /dashboard/trade: one figure per trade card, with the menu page it opens and the dates it covers. */
export interface TradeFigure {
  key: string;
  value: string;
  count?: number;
  page: string;
  date_from?: string;
  date_to?: string;
}

/** A chart point of GET /dashboard/report: a day, month, product or customer and its figures (decimal strings). */
export interface ReportPoint {
  key: string;
  label: string;
  values: Record<string, string | null>;
}
export interface DashboardReport {
  date: string;
  missing: string[];
  sales_daily: ReportPoint[];
  sales_monthly: ReportPoint[];
  top_products: ReportPoint[];
  top_customers: ReportPoint[];
  gross_margin: ReportPoint[];
}

export const tradeCardKeys = [
  'sales_today', 'sales_month', 'purchases_today', 'purchases_month', 'receipts_today', 'receipts_month',
  'payments_today', 'payments_month', 'stock_value', 'overdue_receivables', 'stock_warnings', 'pending_approvals',
];
export const reportCardKeys = ['sales_trend', 'top_products', 'top_customers', 'gross_margin'];

export const useTrade = (enabled: boolean) =>
  useQuery({ queryKey: ['/dashboard/trade'], queryFn: () => api.get<{ date: string; list: TradeFigure[] }>('/dashboard/trade'), enabled, staleTime: 0 });

export const useDashboardReport = (enabled: boolean) =>
  useQuery({ queryKey: ['/dashboard/report'], queryFn: () => api.get<DashboardReport>('/dashboard/report'), enabled, staleTime: 0 });

/** GET/PUT /dashboard/cards: the cards this employee shows, in order (every card until they choose). */
const cardsKey = ['/dashboard/cards'];
export const useCards = () => useQuery({ queryKey: cardsKey, queryFn: () => api.get<{ cards: string[]; all: string[] }>('/dashboard/cards'), staleTime: 0 });

export async function saveCards(cards: string[]): Promise<string[]> {
  const saved = await api.put<{ cards: string[]; all: string[] }>('/dashboard/cards', { cards });
  queryClient.setQueryData(cardsKey, saved);
  return saved.cards;
}
