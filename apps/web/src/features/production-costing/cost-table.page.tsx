import { Card, Segmented, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { useApiQuery } from '../../request/index.ts';
import { useCostingPeriod, type CostTable, type ProductRow, type ProductTable, type TableFigures, type TableRow } from './costing-api.ts';
import { ExportButton, PeriodPicker, TotalsRow, money } from './costing-parts.tsx';

type View = 'orders' | 'products';

/**
 * 生产成本表 (productionCostTable): per order (分批法) or per product (品种法: the product's orders of the period summed)
 * the period's opening WIP, material, labour, overhead, outsourced operations, completed and WIP; Excel export of either.
 */
export default function CostTablePage() {
  const { t } = useTranslation('production-costing');
  const [period, setPeriod] = useCostingPeriod();
  const [view, setView] = useState<View>('orders');
  const orders = useApiQuery<CostTable>('/production/cost-table', { period }, { staleTime: 0, enabled: view === 'orders' });
  const products = useApiQuery<ProductTable>('/production/cost-table/products', { period }, { staleTime: 0, enabled: view === 'products' });
  const figures = (): ColumnsType<TableFigures> => [
    { title: t('openingWip'), dataIndex: 'opening_wip', width: 105, align: 'right', render: money },
    { title: t('material'), dataIndex: 'material', width: 105, align: 'right', render: money },
    { title: t('labour'), dataIndex: 'labour', width: 100, align: 'right', render: money },
    { title: t('overhead'), dataIndex: 'overhead', width: 100, align: 'right', render: money },
    { title: t('outsourcing'), dataIndex: 'outsourcing', width: 110, align: 'right', render: money },
    { title: t('completedValue'), dataIndex: 'completed_value', width: 110, align: 'right', render: money },
    { title: t('wipValue'), dataIndex: 'wip_value', width: 105, align: 'right', render: money },
    { title: t('unitCost'), dataIndex: 'unit_cost', width: 90, align: 'right', render: money },
  ];
  const totals = (total: TableFigures | undefined, span: number, rows: number, trailing: number) => (total && rows ? (
    <TotalsRow span={span} testId="cost-table-total"
      amounts={[total.opening_wip, total.material, total.labour, total.overhead, total.outsourcing, total.completed_value, total.wip_value, ...Array<null>(trailing).fill(null)]} />
  ) : null);
  const exportOf = view === 'orders'
    ? { path: '/production/cost-table/export', name: t('table.title') }
    : { path: '/production/cost-table/products/export', name: t('table.byProduct') };
  return (
    <PageRights page="productionCostTable">
      <Card variant="borderless" title={t('table.title')} data-testid="cost-table">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap size="large">
            <PeriodPicker period={period} onChange={setPeriod} />
            <Segmented<View> value={view} onChange={setView} data-testid="cost-table-view"
              options={[{ value: 'orders', label: t('table.byOrder') }, { value: 'products', label: t('table.byProduct') }]} />
            <ExportButton path={exportOf.path} params={{ period }} fileName={`${exportOf.name}-${period}`} fun="production_cost_table_export" />
          </Space>
          {view === 'orders' ? (
            <Table<TableRow>
              rowKey="order_id" size="small" bordered loading={orders.isFetching} dataSource={orders.data?.list ?? []} data-testid="cost-table-rows"
              pagination={{ pageSize: 50, hideOnSinglePage: true }} locale={{ emptyText: t('table.empty') }} scroll={{ x: 1250 }}
              columns={[
                { title: t('order'), dataIndex: 'bill_sn', width: 170 },
                { title: t('product'), dataIndex: 'product_name' },
                { title: t('received'), dataIndex: 'received', width: 100, align: 'right' },
                ...(figures() as ColumnsType<TableRow>),
                { title: t('state'), dataIndex: 'costed', width: 90, render: (c: boolean) => <Tag color={c ? 'green' : 'default'}>{t(c ? 'costed' : 'provisional')}</Tag> },
              ]}
              summary={() => totals(orders.data?.total, 3, orders.data?.list.length ?? 0, 2)}
            />
          ) : (
            <Table<ProductRow>
              rowKey="product_id" size="small" bordered loading={products.isFetching} dataSource={products.data?.list ?? []} data-testid="product-table-rows"
              pagination={{ pageSize: 50, hideOnSinglePage: true }} locale={{ emptyText: t('table.empty') }} scroll={{ x: 1250 }}
              columns={[
                { title: t('productCode'), dataIndex: 'product_code', width: 120 },
                { title: t('product'), dataIndex: 'product_name' },
                { title: t('table.orders'), dataIndex: 'orders', width: 90, align: 'right' },
                { title: t('received'), dataIndex: 'received', width: 100, align: 'right' },
                ...(figures() as ColumnsType<ProductRow>),
              ]}
              summary={() => totals(products.data?.total, 4, products.data?.list.length ?? 0, 1)}
            />
          )}
        </Space>
      </Card>
    </PageRights>
  );
}
