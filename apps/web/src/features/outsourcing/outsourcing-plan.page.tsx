import type { OutsourcingPlanMade } from '@zf/shared';
import { App, Button, Card, DatePicker, Input, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { RefSelect } from '../../engines/resource/RefSelect.tsx';
import { api } from '../../request/index.ts';

interface PlanRow { key: string; product_id?: number; number: string; need_date: Dayjs; partner_id?: number; store_id?: number; fee_price: string }

let seq = 0;
const blank = (): PlanRow => ({ key: `p${++seq}`, number: '', need_date: dayjs().add(14, 'day'), fee_price: '' });

/** 委外计划: products × quantities × need dates by hand, made into outsourcing orders (materials from the BOM) in one go. */
export default function OutsourcingPlanPage() {
  const { t } = useTranslation('outsourcing');
  const { message } = App.useApp();
  const [rows, setRows] = useState<PlanRow[]>([blank()]);
  const set = (key: string, patch: Partial<PlanRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const convert = async () => {
    const lines = rows.filter((r) => r.product_id).map((r) => ({
      product_id: r.product_id, number: r.number, need_date: r.need_date.format('YYYY-MM-DD'), partner_id: r.partner_id, store_id: r.store_id, ...(r.fee_price ? { fee_price: r.fee_price } : {}),
    }));
    const { list } = await api.post<OutsourcingPlanMade>('/outsourcing/plan', { lines });
    message.success(t('plan.made', { count: list.length, sns: list.map((b) => b.bill_sn).join(', ') }));
    setRows([blank()]);
  };
  return (
    <Card size="small" title={t('plan.title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('plan.hint')}</Typography.Text>
        <Table<PlanRow> size="small" bordered rowKey="key" pagination={false} dataSource={rows} data-testid="os-plan" scroll={{ x: 1000 }}
          columns={[
            { key: 'product', title: t('product'), width: 220, render: (_, r) => <RefSelect resource="products" value={r.product_id} onChange={(v) => set(r.key, { product_id: v })} style={{ width: '100%' }} /> },
            { key: 'number', title: t('quantity'), width: 110, render: (_, r) => <Input inputMode="decimal" value={r.number} aria-label={t('quantity')} onChange={(e) => set(r.key, { number: e.target.value })} /> },
            { key: 'need', title: t('needDate'), width: 150, render: (_, r) => <DatePicker allowClear={false} value={r.need_date} onChange={(d) => d && set(r.key, { need_date: d })} /> },
            { key: 'partner', title: t('supplier'), width: 200, render: (_, r) => <RefSelect resource="partners" params={{ type: 2 }} value={r.partner_id} onChange={(v) => set(r.key, { partner_id: v })} style={{ width: '100%' }} /> },
            { key: 'store', title: t('warehouse'), width: 170, render: (_, r) => <RefSelect resource="warehouses" value={r.store_id} onChange={(v) => set(r.key, { store_id: v })} style={{ width: '100%' }} /> },
            { key: 'fee', title: t('feePrice'), width: 110, render: (_, r) => <Input inputMode="decimal" value={r.fee_price} aria-label={t('feePrice')} onChange={(e) => set(r.key, { fee_price: e.target.value })} /> },
            { key: 'del', title: '', width: 70, render: (_, r) => <Button type="link" danger onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}>{t('remove')}</Button> },
          ]} />
        <Space>
          <Button onClick={() => setRows((all) => [...all, blank()])}>{t('plan.addRow')}</Button>
          <Auth page="outsourcingPlan" code="outsourcing_plan_add">
            <Button type="primary" onClick={() => void convert().catch(() => undefined)} data-testid="os-plan-convert">{t('plan.convert')}</Button>
          </Auth>
        </Space>
      </Space>
    </Card>
  );
}
