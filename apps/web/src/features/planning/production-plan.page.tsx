import { Alert, App, Button, Card, DatePicker, Input, Select, Space, Table, Tag } from 'antd';
import { AuditStatus, type ProductionPlanConverted, type ListOf } from '@zf/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { RefSelect } from '../../engines/resource/index.ts';
import { api, ApiError, useApiQuery } from '../../request/index.ts';
import { PlanningParamsCard } from './PlanningParamsCard.tsx';
import { qtyPattern, shortQty, type DemandRow, type PlanAction, type PlanRow } from './planning-api.ts';

const actionColor: Record<PlanAction, string> = { produce: 'blue', purchase: 'green', outsource: 'purple' };
const productLabel = (r: Record<string, unknown>) => `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim();
let nextKey = 1;
const emptyRow = (): DemandRow => ({ key: nextKey++, number: '', need_date: dayjs().add(14, 'day').format('YYYY-MM-DD') });

/**
 * 生产计划 (productionPlan): the demand — typed products, quantities and need dates, or approved sales orders — and
 * what MRP makes of it per product: gross, available, on order, safety stock, net, the quantity to plan and whether
 * to make, buy or subcontract it, by when it must start. The products' planning parameters below.
 */
export default function ProductionPlanPage() {
  const { t } = useTranslation('planning');
  const { message } = App.useApp();
  const [rows, setRows] = useState<DemandRow[]>([emptyRow()]);
  const [orderIds, setOrderIds] = useState<number[]>([]);
  const [result, setResult] = useState<PlanRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const orders = useApiQuery<{ list: Array<{ id: number; bill_sn: string; partner_name: string }> }>('/bills/sale-orders', { audit_status: AuditStatus.approved, page: 1, page_size: 100 });
  const change = (key: number, patch: Partial<DemandRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const run = async () => {
    setBusy(true);
    try {
      const lines = rows.filter((r) => r.product_id && r.number).map(({ product_id, number, need_date }) => ({ product_id, number, need_date }));
      const answer = await api.post<ListOf<PlanRow>>('/production/plan', { lines, sale_order_ids: orderIds });
      setResult(answer.list);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  // 一键转单: rows to make and to buy become draft production orders and one purchase requisition; rows to
  // subcontract are made on 委外计划 (their supplier is chosen there).
  const convertible = (result ?? []).filter((r) => r.planned !== '0.0000' && r.action !== 'outsource');
  const outsourced = (result ?? []).some((r) => r.planned !== '0.0000' && r.action === 'outsource');
  const convert = async () => {
    setBusy(true);
    try {
      const made = await api.post<ProductionPlanConverted>('/production/plan/convert', {
        lines: convertible.map((r) => ({ product_id: r.product_id, number: r.planned, action: r.action, need_date: r.need_date, start_date: r.start_date })),
      });
      message.success(t('convert.done', { list: [...made.production_orders.map((o) => o.bill_sn), ...(made.purchase_requisition ? [made.purchase_requisition.bill_sn] : [])].join('、') }));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageRights page="productionPlan">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card variant="borderless" title={t('demand.title')} data-testid="plan-demand">
          <Table<DemandRow> rowKey="key" size="small" pagination={false} dataSource={rows} style={{ maxWidth: 900 }}
            columns={[
              { title: t('demand.product'), key: 'product', render: (_, r) => (
                <RefSelect resource="products" value={r.product_id} optionLabel={productLabel} style={{ width: 320 }} placeholder={t('demand.pickProduct')}
                  onChange={(v) => change(r.key, { product_id: v })} /> ) },
              { title: t('demand.number'), key: 'number', width: 140, render: (_, r) => (
                <Input value={r.number} inputMode="decimal" aria-label={t('demand.number')} onChange={(e) => { if (qtyPattern.test(e.target.value)) change(r.key, { number: e.target.value }); }} /> ) },
              { title: t('demand.needDate'), key: 'need_date', width: 170, render: (_, r) => (
                <DatePicker allowClear={false} value={dayjs(r.need_date)} onChange={(d) => { if (d) change(r.key, { need_date: d.format('YYYY-MM-DD') }); }} /> ) },
              { title: '', key: 'remove', width: 70, render: (_, r) => (
                <Button type="link" danger disabled={rows.length === 1} onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}>{t('demand.remove')}</Button> ) },
            ]} />
          <Space wrap style={{ marginTop: 12 }}>
            <Button onClick={() => setRows((all) => [...all, emptyRow()])} data-testid="plan-add-row">{t('demand.addRow')}</Button>
            <span>{t('demand.fromOrders')}</span>
            <Select mode="multiple" allowClear style={{ minWidth: 320 }} value={orderIds} onChange={setOrderIds} loading={orders.isLoading} data-testid="plan-orders"
              placeholder={t('demand.pickOrders')} optionFilterProp="label"
              options={(orders.data?.list ?? []).map((o) => ({ value: o.id, label: `${o.bill_sn} ${o.partner_name ?? ''}` }))} />
            <Button type="primary" loading={busy} onClick={() => void run()} data-testid="plan-run">{t('demand.run')}</Button>
          </Space>
        </Card>
        <Card variant="borderless" title={t('result.title')} data-testid="plan-result"
          extra={result && <Button type="primary" disabled={!convertible.length} loading={busy} onClick={() => void convert()} data-testid="plan-convert">{t('convert.button')}</Button>}>
          {!result && <Alert type="info" showIcon title={t('result.empty')} />}
          {outsourced && <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('convert.outsourceHint')} />}
          {result && (
            <Table<PlanRow> rowKey="product_id" size="small" pagination={false} dataSource={result} scroll={{ x: 1280 }}
              columns={[
                { title: t('result.level'), dataIndex: 'level', width: 60, align: 'center' },
                { title: t('result.code'), dataIndex: 'product_code', width: 130 },
                { title: t('result.name'), dataIndex: 'product_name', width: 180, ellipsis: true },
                { title: t('result.unit'), dataIndex: 'unit_name', width: 60 },
                ...(['gross', 'available', 'on_order', 'safety_stock', 'net', 'planned'] as const).map((k) => ({
                  title: t(`result.${k}`), dataIndex: k, width: 90, align: 'right' as const,
                  render: (v: string) => (k === 'planned' && v !== '0.0000' ? <b>{shortQty(v)}</b> : shortQty(v)),
                })),
                { title: t('result.action'), dataIndex: 'action', width: 80, render: (a: PlanAction, r) => (r.planned === '0.0000' ? '-' : <Tag color={actionColor[a]}>{t(`action.${a}`)}</Tag>) },
                { title: t('result.needDate'), dataIndex: 'need_date', width: 110 },
                { title: t('result.startDate'), dataIndex: 'start_date', width: 110 },
              ]} />
          )}
        </Card>
        <PlanningParamsCard />
      </Space>
    </PageRights>
  );
}
