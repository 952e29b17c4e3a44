import type { ListOf } from '@zf/shared';
import { App, Button, Card, Input, InputNumber, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { RefSelect } from '../../engines/resource/index.ts';
import { api, ApiError, queryClient, useApiQuery } from '../../request/index.ts';
import { qtyPattern, shortQty, type PlanningParams } from './planning-api.ts';

type Draft = { product_id?: number; source: PlanningParams['source']; lead_days: number; moq: string; lot_size: string; safety_stock: string };
const blank: Draft = { source: 'auto', lead_days: 0, moq: '', lot_size: '', safety_stock: '' };
const productLabel = (r: Record<string, unknown>) => `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim();

/** Planning parameters per product: how it is replenished, lead time, MOQ, lot multiple, safety stock. */
export function PlanningParamsCard() {
  const { t } = useTranslation('planning');
  const { message } = App.useApp();
  const can = useCan('productionPlan');
  const list = useApiQuery<ListOf<PlanningParams>>('/production/planning-params');
  const [draft, setDraft] = useState<Draft>(blank);
  const qtyInput = (key: 'moq' | 'lot_size' | 'safety_stock', width = 110) => (
    <Input style={{ width }} inputMode="decimal" placeholder={t(`params.${key}`)} aria-label={t(`params.${key}`)} value={draft[key]}
      onChange={(e) => { if (qtyPattern.test(e.target.value)) setDraft({ ...draft, [key]: e.target.value }); }} />
  );
  const save = async () => {
    if (!draft.product_id) return;
    try {
      await api.put('/production/planning-params', {
        product_id: draft.product_id, source: draft.source, lead_days: draft.lead_days, moq: draft.moq || '0', lot_size: draft.lot_size || '0',
        safety_stock: draft.safety_stock === '' ? null : draft.safety_stock,
      });
      message.success(t('params.saved'));
      setDraft(blank);
      await queryClient.invalidateQueries({ queryKey: ['/production/planning-params'] });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  return (
    <Card variant="borderless" title={t('params.title')} data-testid="plan-params">
      {can('production_plan_edit') && (
        <Space wrap style={{ marginBottom: 12 }}>
          <RefSelect resource="products" value={draft.product_id} optionLabel={productLabel} style={{ width: 280 }} placeholder={t('demand.pickProduct')}
            onChange={(v) => setDraft({ ...draft, product_id: v })} />
          <Select style={{ width: 120 }} value={draft.source} onChange={(source) => setDraft({ ...draft, source })} aria-label={t('params.source')}
            options={(['auto', 'produce', 'purchase', 'outsource'] as const).map((s) => ({ value: s, label: t(`action.${s}`) }))} />
          <InputNumber style={{ width: 130 }} min={0} max={3650} precision={0} value={draft.lead_days} suffix={t('params.days')} aria-label={t('params.lead_days')}
            onChange={(v) => setDraft({ ...draft, lead_days: v ?? 0 })} />
          {qtyInput('moq')}{qtyInput('lot_size')}{qtyInput('safety_stock', 130)}
          <Button type="primary" disabled={!draft.product_id} onClick={() => void save()} data-testid="plan-params-save">{t('params.save')}</Button>
        </Space>
      )}
      <Table<PlanningParams> rowKey="product_id" size="small" loading={list.isLoading} dataSource={list.data?.list ?? []} pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('result.code'), dataIndex: 'product_code', width: 140 },
          { title: t('result.name'), dataIndex: 'product_name' },
          { title: t('params.source'), dataIndex: 'source', width: 140, render: (s: string) => t(`action.${s}`) },
          { title: t('params.lead_days'), dataIndex: 'lead_days', width: 100, align: 'right' },
          { title: t('params.moq'), dataIndex: 'moq', width: 100, align: 'right', render: shortQty },
          { title: t('params.lot_size'), dataIndex: 'lot_size', width: 100, align: 'right', render: shortQty },
          { title: t('params.safety_stock'), dataIndex: 'safety_stock', width: 120, align: 'right', render: (v: string | null) => (v === null ? t('params.minStock') : shortQty(v)) },
        ]} />
    </Card>
  );
}
