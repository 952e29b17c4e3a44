import { findPage, formatAmount, routePath, type AssetLiabilityAnswer as Overview, type OverviewItem as Item } from '@zf/shared';
import { Alert, Card, Col, DatePicker, Row, Space, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/stores/permission.store.ts';
import { useApiQuery } from '../../request/index.ts';

/** 资产负债概况: cash and bank per account, receivables, stock, payables and other positions at a period end. */
export default function AssetLiabilityPage() {
  const { t } = useTranslation('finance-centre');
  const navigate = useNavigate();
  const pages = usePermission((s) => s.permissionAll);
  const [period, setPeriod] = useState(dayjs().format('YYYY-MM'));
  const data = useApiQuery<Overview>('/finance/asset-liability', { period }, { staleTime: 0 });
  const o = data.data;
  const open = (page: string) => { const p = findPage(page); if (p && pages[page]) navigate(routePath(p)); };
  const table = (title: string, rows: Item[], total: string, testId: string) => (
    <Card size="small" title={title} extra={<Typography.Text strong data-testid={`${testId}-total`}>{formatAmount(total)}</Typography.Text>}>
      <Table<Item> size="small" rowKey="key" pagination={false} dataSource={rows} data-testid={testId}
        onRow={(r) => ({ onClick: () => open(r.page), style: { cursor: pages[r.page] ? 'pointer' : undefined } })}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('overview.item'), render: (v: string, r) => (pages[r.page] ? <Typography.Link>{v}</Typography.Link> : v) },
          { key: 'value', dataIndex: 'value', title: t('overview.value'), align: 'right', width: 150, render: (v: string) => formatAmount(v) },
          { key: 'gl', dataIndex: 'gl_value', title: t('overview.gl'), align: 'right', width: 150, render: (v: string | null) => (v === null ? '' : formatAmount(v)) },
        ]} />
    </Card>
  );
  return (
    <Card variant="borderless" title={t('overview.title')} loading={!o}
      extra={<DatePicker picker="month" allowClear={false} value={dayjs(`${period}-01`)} onChange={(d) => d && setPeriod(d.format('YYYY-MM'))} data-testid="overview-period" />}>
      {o && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Row gutter={16}>
            <Col span={8}><Statistic title={t('overview.assets')} value={formatAmount(o.total_assets)} /></Col>
            <Col span={8}><Statistic title={t('overview.liabilities')} value={formatAmount(o.total_liabilities)} /></Col>
            <Col span={8}><Statistic title={t('overview.net')} value={formatAmount(o.net)} /></Col>
          </Row>
          <Alert type={Number(o.cash.difference) === 0 ? 'info' : 'warning'} showIcon data-testid="overview-cash"
            message={t('overview.cashCheck', { value: formatAmount(o.cash.value), gl: formatAmount(o.cash.gl_value), difference: formatAmount(o.cash.difference) })} />
          <Row gutter={16}>
            <Col xs={24} lg={12}>{table(t('overview.assets'), o.assets, o.total_assets, 'overview-assets')}</Col>
            <Col xs={24} lg={12}>{table(t('overview.liabilities'), o.liabilities, o.total_liabilities, 'overview-liabilities')}</Col>
          </Row>
          <Typography.Text type="secondary">{t('overview.hint')}</Typography.Text>
        </Space>
      )}
    </Card>
  );
}
