import { Alert, Button, Card, InputNumber, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';
import { methods, useCostingAction, useCostingPeriod, type Collection, type CostRow, type Method } from './costing-api.ts';
import { PeriodPicker, TotalsRow, money } from './costing-parts.tsx';

/**
 * 完工归集 / 在产品归集: how each order's costs (opening WIP + the period's) split between the period's receipts and
 * the work still in process, by order costing, WIP at material cost or equivalent units. The completed page runs the
 * collection (product costing of the period's receipts); the WIP page saves the completion % of equivalent units.
 */
export function CollectionView({ mode }: { mode: 'completed' | 'wip' }) {
  const { t } = useTranslation('production-costing');
  const [period, setPeriod] = useCostingPeriod();
  const [method, setMethod] = useState<Method>('order');
  const data = useApiQuery<Collection>('/production/cost-collection', { period, method }, { staleTime: 0 });
  const [completion, setCompletion] = useState<Record<number, number>>({});
  const { busy, act } = useCostingAction();
  const c = data.data;
  const page = mode === 'completed' ? 'completedCollection' : 'wipCollection';
  const side = mode === 'completed' ? c?.totals.completed : c?.totals.wip;
  const pick = (r: CostRow) => (mode === 'completed' ? r.completed : r.wip);
  const editable = mode === 'wip' && !c?.costed && (c?.method ?? method) === 'equivalent';
  const save = () => act(() => api.put('/production/wip-completion', {
    period, lines: (c?.list ?? []).map((r) => ({ order_id: r.order_id, completion: String(completion[r.order_id] ?? Number(r.completion)) })),
  }), t('collection.saved'));

  return (
    <PageRights page={page}>
      <Card variant="borderless" title={t(`collection.${mode}Title`)} data-testid={`${mode}-collection`}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap size="large">
            <PeriodPicker period={period} onChange={setPeriod} />
            <span>{t('method')}{' '}
              <Radio.Group value={c?.costed ? c.method : method} disabled={c?.costed} onChange={(e) => setMethod(e.target.value as Method)} data-testid="collection-method"
                options={methods.map((m) => ({ value: m, label: t(`methods.${m}`) }))} optionType="button" />
            </span>
            {c?.costed && <Tag color="green" data-testid="collection-state">{t('collection.costed')}</Tag>}
          </Space>
          <Alert type="info" showIcon title={t(`methodHints.${c?.method ?? method}`)} />
          <Table<CostRow>
            rowKey="order_id" size="small" bordered pagination={{ pageSize: 50, hideOnSinglePage: true }} loading={data.isFetching} dataSource={c?.list ?? []}
            data-testid="collection-rows" locale={{ emptyText: t('collection.empty') }} scroll={{ x: 1210 }}
            columns={[
              { title: t('order'), dataIndex: 'bill_sn', width: 180 },
              { title: t('product'), dataIndex: 'product_name', width: 150 },
              ...(mode === 'completed'
                ? [{ title: t('received'), dataIndex: 'received', width: 110, align: 'right' as const }]
                : [
                  { title: t('collection.wipQty'), dataIndex: 'wip_qty', width: 110, align: 'right' as const },
                  { title: t('collection.completion'), key: 'completion', width: 120, align: 'right' as const, render: (_: unknown, r: CostRow) => (editable
                    ? <InputNumber size="small" min={0} max={100} value={completion[r.order_id] ?? Number(r.completion)} data-testid={`completion-${r.order_id}`}
                      onChange={(v) => setCompletion({ ...completion, [r.order_id]: Number(v ?? 0) })} />
                    : `${Number(r.completion)}%`) },
                  { title: t('collection.equivalentUnits'), dataIndex: 'equivalent_units', width: 110, align: 'right' as const },
                ]),
              { title: t('material'), key: 'material', width: 120, align: 'right', render: (_: unknown, r) => money(pick(r).material) },
              { title: t('labour'), key: 'labour', width: 110, align: 'right', render: (_: unknown, r) => money(pick(r).labour) },
              { title: t('overhead'), key: 'overhead', width: 110, align: 'right', render: (_: unknown, r) => money(pick(r).overhead) },
              { title: t('outsourcing'), key: 'outsourcing', width: 110, align: 'right', render: (_: unknown, r) => money(pick(r).outsourcing) },
              { title: t(mode === 'completed' ? 'completedValue' : 'wipValue'), key: 'total', width: 130, align: 'right', render: (_: unknown, r) => money(pick(r).total) },
              ...(mode === 'completed' ? [{ title: t('unitCost'), dataIndex: 'unit_cost', width: 100, align: 'right' as const, render: money }] : []),
            ]}
            summary={() => (side && c?.list.length ? (
              <TotalsRow span={mode === 'completed' ? 3 : 5} testId="collection-total" amounts={[side.material, side.labour, side.overhead, side.outsourcing, side.total, ...(mode === 'completed' ? [null] : [])]} />
            ) : null)}
          />
          {mode === 'completed' ? (
            <Auth code="completed_collection_run">
              <Popconfirm title={t('collection.runConfirm', { period })} onConfirm={() => act(() => api.post('/production/product-costing', { period, method }), t('costing.ran', { period }))}>
                <Button type="primary" loading={busy} disabled={!c || c.costed || !c.list.some((r) => Number(r.received) > 0)} data-testid="collection-run">{t('collection.run')}</Button>
              </Popconfirm>
            </Auth>
          ) : (
            <Auth code="wip_collection_run">
              <Button type="primary" loading={busy} disabled={!editable || !c?.list.length} onClick={() => void save()} data-testid="collection-save">{t('collection.save')}</Button>
            </Auth>
          )}
        </Space>
      </Card>
    </PageRights>
  );
}
