import { formatAmount, type CostPending, type GenerateVouchersResult } from '@zf/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';
import { BillLink } from '../bills/index.ts';

type Pending = CostPending['list'][number];

/**
 * Cost vouchers (成本凭证): the bills of a month whose stock moves no longer agree with their vouchers on the
 * inventory accounts — after the outbound cost accounting run (monthly weighted average) or a repost in batch mode —
 * and the button that vouchers the differences against cost of goods sold (or the bill's counter account).
 */
export default function CostVoucherPage() {
  const { t } = useTranslation('auto-voucher');
  const { message } = App.useApp();
  const can = useCan('costVoucher');
  const client = useQueryClient();
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const period = month.format('YYYY-MM');
  const pending = useApiQuery<CostPending>('/vouchers/cost-pending', { period }, { staleTime: 0 });
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      const r = await api.post<GenerateVouchersResult>('/vouchers/cost-generate', { period });
      void message.success(t('cost.generated', { created: r.created }));
      await client.invalidateQueries({ queryKey: ['/vouchers/cost-pending'] });
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const list = pending.data?.list ?? [];
  return (
    <Card title={t('cost.title')} variant="borderless">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('cost.hint')}</Typography.Paragraph>
        <Space wrap>
          <span>{t('period')}</span>
          <DatePicker picker="month" value={month} allowClear={false} onChange={(v) => v && setMonth(v)} aria-label={t('period')} />
          {can('cost_voucher_generate') && <Button type="primary" loading={busy} disabled={!list.length} onClick={() => void generate()} data-testid="cost-generate">{t('cost.generate')}</Button>}
        </Space>
        {!pending.isFetching && !list.length && <Alert type="success" showIcon message={t('cost.none')} />}
        <Table<Pending> rowKey="bill_id" size="small" bordered loading={pending.isFetching && !pending.data} dataSource={list} pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: t('col.billDate'), dataIndex: 'bill_date', width: 120 },
            { title: t('col.billSn'), dataIndex: 'bill_sn', render: (sn: string, r) => <BillLink type={r.bill_type} id={r.bill_id} sn={sn} /> },
            { title: t('col.stockValue'), dataIndex: 'stock_value', align: 'right', width: 150, render: (v: string) => formatAmount(v) },
            { title: t('col.glValue'), dataIndex: 'gl_value', align: 'right', width: 150, render: (v: string) => formatAmount(v) },
            { title: t('col.difference'), dataIndex: 'difference', align: 'right', width: 150, render: (v: string) => formatAmount(v) },
          ]} />
      </Space>
    </Card>
  );
}
