import { Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { useApiQuery } from '../../request/index.ts';
import { useCostingPeriod, type CostTable, type TableRow } from './costing-api.ts';
import { PeriodPicker, TotalsRow, money } from './costing-parts.tsx';

/** 生产成本表 (productionCostTable): per order the period's opening WIP, material, labour, overhead, completed and WIP. */
export default function CostTablePage() {
  const { t } = useTranslation('production-costing');
  const [period, setPeriod] = useCostingPeriod();
  const data = useApiQuery<CostTable>('/production/cost-table', { period }, { staleTime: 0 });
  const total = data.data?.total;
  return (
    <PageRights page="productionCostTable">
      <Card variant="borderless" title={t('table.title')} data-testid="cost-table">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <PeriodPicker period={period} onChange={setPeriod} />
          <Table<TableRow>
            rowKey="order_id" size="small" bordered loading={data.isFetching} dataSource={data.data?.list ?? []} data-testid="cost-table-rows"
            pagination={{ pageSize: 50, hideOnSinglePage: true }} locale={{ emptyText: t('table.empty') }} scroll={{ x: 1100 }}
            columns={[
              { title: t('order'), dataIndex: 'bill_sn', width: 170 },
              { title: t('product'), dataIndex: 'product_name' },
              { title: t('received'), dataIndex: 'received', width: 100, align: 'right' },
              { title: t('openingWip'), dataIndex: 'opening_wip', width: 105, align: 'right', render: money },
              { title: t('material'), dataIndex: 'material', width: 105, align: 'right', render: money },
              { title: t('labour'), dataIndex: 'labour', width: 100, align: 'right', render: money },
              { title: t('overhead'), dataIndex: 'overhead', width: 100, align: 'right', render: money },
              { title: t('completedValue'), dataIndex: 'completed_value', width: 110, align: 'right', render: money },
              { title: t('wipValue'), dataIndex: 'wip_value', width: 105, align: 'right', render: money },
              { title: t('unitCost'), dataIndex: 'unit_cost', width: 90, align: 'right', render: money },
              { title: t('state'), dataIndex: 'costed', width: 90, render: (c: boolean) => <Tag color={c ? 'green' : 'default'}>{t(c ? 'costed' : 'provisional')}</Tag> },
            ]}
            summary={() => (total && data.data?.list.length ? (
              <TotalsRow span={3} testId="cost-table-total" amounts={[total.opening_wip, total.material, total.labour, total.overhead, total.completed_value, total.wip_value, null, null]} />
            ) : null)}
          />
        </Space>
      </Card>
    </PageRights>
  );
}
