import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFunction, usePermission } from '../../app/stores/permission.store.ts';
import { CardPicker } from './CardPicker.tsx';
import { reportCardKeys, tradeCardKeys, useCards, useDashboardReport, useTrade } from './dashboard-api.ts';
import { ReportOverview } from './ReportOverview.tsx';
import { TradeOverview } from './TradeOverview.tsx';

/**
 * The home page's trade and report tabs (issue 20 item 3), each shown only with its function (dashboard_trade_view,
 * dashboard_report_view); the report tab (and ECharts with it) loads when it is opened.
 */
export function DashboardOverview() {
  const { t } = useTranslation('dashboard');
  const canTrade = hasFunction(usePermission((s) => s.permissionAll.dashboardTrade), 'dashboard_trade_view');
  const canReport = hasFunction(usePermission((s) => s.permissionAll.dashboardReport), 'dashboard_report_view');
  const [tab, setTab] = useState<'trade' | 'report'>(canTrade ? 'trade' : 'report');
  const active = canTrade ? tab : 'report';
  const cards = useCards(canTrade || canReport);
  const trade = useTrade(canTrade);
  const report = useDashboardReport(canReport && active === 'report');
  if (!canTrade && !canReport) return null;

  const chosen = cards.data?.cards ?? [...tradeCardKeys, ...reportCardKeys];
  const groups = [
    ...(canTrade ? [{ title: t('tradeTab'), keys: tradeCardKeys }] : []),
    ...(canReport ? [{ title: t('reportTab'), keys: reportCardKeys }] : []),
  ];
  const items = [
    ...(canTrade ? [{
      key: 'trade', label: t('tradeTab'),
      children: <TradeOverview figures={trade.data?.list ?? []} cards={chosen.filter((c) => tradeCardKeys.includes(c))} loading={trade.isLoading} />,
    }] : []),
    ...(canReport ? [{
      key: 'report', label: t('reportTab'),
      children: <ReportOverview report={report.data} cards={chosen.filter((c) => reportCardKeys.includes(c))} />,
    }] : []),
  ];
  return (
    <Card variant="borderless" className="zf-dash-overview" data-testid="dashboard-overview">
      <Tabs activeKey={active} onChange={(k) => setTab(k as 'trade' | 'report')} items={items} destroyOnHidden
        tabBarExtraContent={cards.data ? <CardPicker chosen={chosen} groups={groups} /> : undefined} />
    </Card>
  );
}
