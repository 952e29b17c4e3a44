import { Alert, Button, Card, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';
import { methods, useCostingAction, useCostingPeriod, type Collection, type CostingState, type CostRow, type Method } from './costing-api.ts';
import { PeriodPicker, TotalsRow, VoucherLink, money } from './costing-parts.tsx';

/**
 * 产品成本核算 (productCostAccounting, finance menu): revalues the period's production receipts at actual cost through
 * the stock ledger (later issues follow) with a voucher Dr inventory / Cr 4001 for the difference; undo while open.
 */
export default function ProductCostAccountingPage() {
  const { t } = useTranslation('production-costing');
  const [period, setPeriod] = useCostingPeriod();
  const [method, setMethod] = useState<Method>('order');
  const state = useApiQuery<CostingState>('/production/product-costing', { period }, { staleTime: 0 });
  const data = useApiQuery<Collection>('/production/cost-collection', { period, method }, { staleTime: 0 });
  const { busy, act } = useCostingAction();
  const s = state.data;
  const rows = (data.data?.list ?? []).filter((r) => Number(r.received) > 0);
  const sum = (f: (r: CostRow) => string) => (rows.reduce((a, r) => a + Math.round(Number(f(r)) * 100), 0) / 100).toFixed(2);

  return (
    <PageRights page="productCostAccounting">
      <Card variant="borderless" title={t('costing.title')} data-testid="product-costing">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap size="large">
            <PeriodPicker period={period} onChange={setPeriod} />
            <span>{t('method')}{' '}
              <Radio.Group value={s?.costed ? s.method : method} disabled={s?.costed} onChange={(e) => setMethod(e.target.value as Method)} data-testid="costing-method"
                options={methods.map((m) => ({ value: m, label: t(`methods.${m}`) }))} optionType="button" />
            </span>
            {s?.costed
              ? <Tag color="green" data-testid="costing-state">{t('costing.done', { amount: money(s.difference) })} <VoucherLink id={s.voucher_id} no={s.voucher_no} /></Tag>
              : <Tag data-testid="costing-state">{t('costing.notDone')}</Tag>}
          </Space>
          {s && !s.allocated && !s.costed && <Alert type="warning" showIcon title={t('costing.notAllocated', { period })} />}
          <Table<CostRow>
            rowKey="order_id" size="small" bordered pagination={false} loading={data.isFetching} dataSource={rows} data-testid="costing-rows"
            locale={{ emptyText: t('costing.empty') }} scroll={{ x: 1000 }}
            columns={[
              { title: t('order'), dataIndex: 'bill_sn', width: 180 },
              { title: t('product'), dataIndex: 'product_name', width: 150 },
              { title: t('received'), dataIndex: 'received', width: 110, align: 'right' },
              { title: t('costing.provisional'), key: 'provisional', width: 130, align: 'right', render: (_: unknown, r) => money(r.costed ? String(Number(r.completed.total) - Number(r.difference)) : r.provisional) },
              { title: t('costing.actual'), key: 'actual', width: 130, align: 'right', render: (_: unknown, r) => money(r.completed.total) },
              { title: t('costing.difference'), dataIndex: 'difference', width: 130, align: 'right', render: money },
              { title: t('unitCost'), dataIndex: 'unit_cost', width: 100, align: 'right', render: money },
            ]}
            summary={() => (rows.length ? (
              <TotalsRow span={3} testId="costing-total" amounts={[sum((r) => String(Number(r.completed.total) - Number(r.difference))), sum((r) => r.completed.total), sum((r) => r.difference), null]} />
            ) : null)}
          />
          <Space>
            <Auth code="product_cost_run">
              <Popconfirm title={t('costing.confirm', { period })} onConfirm={() => act(() => api.post('/production/product-costing', { period, method }), t('costing.ran', { period }))}>
                <Button type="primary" loading={busy} disabled={!s || s.costed || !rows.length} data-testid="costing-run">{t('costing.run')}</Button>
              </Popconfirm>
            </Auth>
            <Auth code="product_cost_undo">
              <Popconfirm title={t('costing.undoConfirm', { period })} onConfirm={() => act(() => api.post('/production/product-costing/undo', { period }), t('costing.undone', { period }))}>
                <Button danger loading={busy} disabled={!s?.costed} data-testid="costing-undo">{t('costing.undo')}</Button>
              </Popconfirm>
            </Auth>
          </Space>
        </Space>
      </Card>
    </PageRights>
  );
}
