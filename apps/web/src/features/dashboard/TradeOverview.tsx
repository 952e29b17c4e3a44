import { findPage, formatAmount, routePath } from '@zf/shared';
import { Card, Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardTradeFigure as TradeFigure } from '@zf/shared';

/** Cards that count things (no money): their value is a whole number. */
const counts = new Set(['stock_warnings', 'pending_approvals']);

/** The page a figure opens, with the date range it covers (pages that take a date filter read it from the query). */
export function figureHref(f: TradeFigure): string {
  const page = findPage(f.page);
  if (!page) return '#';
  const query = new URLSearchParams();
  if (f.date_from) query.set('date_from', f.date_from);
  if (f.date_to) query.set('date_to', f.date_to);
  const search = query.toString();
  return `${routePath(page)}${search ? `?${search}` : ''}`;
}

/**
 * 交易概况: today's and this month's sales, purchases, receipts and payments, stock value, overdue receivables, stock
 * warnings and pending approvals (GET /dashboard/trade), in the order the user chose; each card opens its page.
 */
export function TradeOverview({ figures, cards, loading }: { figures: TradeFigure[]; cards: string[]; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  const byKey = new Map<string, TradeFigure>(figures.map((f) => [f.key, f]));
  const shown = cards.filter((c) => byKey.has(c) || loading);
  if (!loading && shown.length === 0) return <Empty description={t('cards.noneShown')} />;
  return (
    <Row gutter={[16, 16]}>
      {shown.map((key) => {
        const f = byKey.get(key);
        return (
          <Col key={key} xs={12} md={8} xl={6}>
            <Card size="small" className="zf-dash-figure" data-testid={`trade-${key}`}>
              <Link to={f ? figureHref(f) : '#'} className="zf-dash-figure-link">
                <Statistic
                  title={t(`cards.${key}`)}
                  loading={!f}
                  value={f ? (counts.has(key) ? f.value : formatAmount(f.value)) : 0}
                  suffix={f && key === 'overdue_receivables' ? <span className="zf-dash-figure-count">{t('cards.bills', { count: f.count ?? 0 })}</span> : undefined}
                />
              </Link>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
