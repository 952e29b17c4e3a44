import { Alert, Button, Card, Descriptions, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';
import { bases, useCostingAction, useCostingPeriod, type Allocation, type AllocationRow, type Basis } from './costing-api.ts';
import { ExportButton, PeriodPicker, TotalsRow, VoucherLink, money } from './costing-parts.tsx';

/**
 * 生产成本分摊 (productionCostAllocation): the period's labour pool (4001 outside the production documents) and
 * overhead (4101) spread over the orders by reported hours, good quantity or standard hours; one voucher; undo.
 */
export default function AllocationPage() {
  const { t } = useTranslation('production-costing');
  const [period, setPeriod] = useCostingPeriod();
  const [basis, setBasis] = useState<Basis>('hours');
  const data = useApiQuery<Allocation>('/production/cost-allocation', { period, basis }, { staleTime: 0 });
  const { busy, act } = useCostingAction();
  const a = data.data;
  const sum = (k: 'piece_wage' | 'labour' | 'overhead') => (a?.list ?? []).reduce((s, r) => s + Math.round(Number(r[k]) * 100), 0) / 100;

  return (
    <PageRights page="productionCostAllocation">
      <Card variant="borderless" title={t('allocation.title')} data-testid="cost-allocation">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap size="large">
            <PeriodPicker period={period} onChange={setPeriod} />
            <span>{t('allocation.basis')}{' '}
              <Radio.Group value={a?.allocated ? a.basis : basis} disabled={a?.allocated} onChange={(e) => setBasis(e.target.value as Basis)} data-testid="allocation-basis"
                options={bases.map((b) => ({ value: b, label: t(`allocation.bases.${b}`) }))} optionType="button" />
            </span>
            {a?.allocated && <Tag color="green" data-testid="allocation-state">{t('allocation.done')} <VoucherLink id={a.voucher_id} no={a.voucher_no} /></Tag>}
            <ExportButton path="/production/cost-allocation/export" params={{ period, basis: a?.basis ?? basis }} fileName={`${t('allocation.title')}-${period}`} fun="production_cost_allocation_export" />
          </Space>
          <Alert type="info" showIcon title={t('allocation.hint')} />
          <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} data-testid="allocation-pools">
            <Descriptions.Item label={t('allocation.labourPool')}>{money(a?.labour_pool ?? '0')}</Descriptions.Item>
            <Descriptions.Item label={t('allocation.pieceWages')}>{money(a?.piece_wages ?? '0')}</Descriptions.Item>
            <Descriptions.Item label={t('allocation.allocatedLabour')}>{money(a?.allocated_labour ?? '0')}</Descriptions.Item>
            <Descriptions.Item label={t('allocation.overheadPool')}>{money(a?.overhead_pool ?? '0')}</Descriptions.Item>
            <Descriptions.Item label={t('allocation.baseTotal')}>{a?.base_total ?? '0'}</Descriptions.Item>
          </Descriptions>
          <Table<AllocationRow>
            rowKey="order_id" size="small" bordered pagination={false} loading={data.isFetching} dataSource={a?.list ?? []} data-testid="allocation-rows"
            locale={{ emptyText: t('allocation.empty') }} scroll={{ x: 900 }}
            columns={[
              { title: t('order'), dataIndex: 'bill_sn', width: 190 },
              { title: t('product'), dataIndex: 'product_name' },
              { title: t(`allocation.baseOf.${a?.basis ?? basis}`), dataIndex: 'base', width: 130, align: 'right' },
              { title: t('allocation.pieceWage'), dataIndex: 'piece_wage', width: 130, align: 'right', render: money },
              { title: t('allocation.allocatedShare'), dataIndex: 'labour', width: 140, align: 'right', render: money },
              { title: t('overhead'), dataIndex: 'overhead', width: 140, align: 'right', render: money },
            ]}
            summary={() => (a?.list.length ? <TotalsRow span={3} testId="allocation-total" amounts={[sum('piece_wage').toFixed(2), sum('labour').toFixed(2), sum('overhead').toFixed(2)]} /> : null)}
          />
          <Space>
            <Auth code="production_cost_allocation_run">
              <Popconfirm title={t('allocation.confirm', { period })} onConfirm={() => act(() => api.post('/production/cost-allocation', { period, basis }), t('allocation.ran', { period }))}>
                <Button type="primary" loading={busy} disabled={!a || a.allocated || !a.list.length} data-testid="allocation-run">{t('allocation.run')}</Button>
              </Popconfirm>
              <Popconfirm title={t('allocation.undoConfirm', { period })} onConfirm={() => act(() => api.post('/production/cost-allocation/undo', { period }), t('allocation.undone', { period }))}>
                <Button danger loading={busy} disabled={!a?.allocated} data-testid="allocation-undo">{t('allocation.undo')}</Button>
              </Popconfirm>
            </Auth>
          </Space>
        </Space>
      </Card>
    </PageRights>
  );
}
