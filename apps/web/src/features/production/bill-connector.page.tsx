import { formatAmount, ProductionStatus } from '@zf/shared';
import { App, Button, Card, Descriptions, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, useApiQuery } from '../../request/index.ts';
import { DocumentModal } from './document-modal.tsx';
import { OrderSelect } from './order-select.tsx';
import { statusKeys, type DocumentType, type Progress } from './production-api.ts';

const q4 = (v: string) => formatAmount(v, 4);

/**
 * 单据衔接: choose a production order, see its progress (materials: 应发, issued, returned; steps: input, good,
 * scrap, hours; received and work in process) and make the next document with the remaining quantities filled in;
 * finish or close the order, or reopen a finished or closed one (反完工).
 */
export default function BillConnectorPage() {
  const { t } = useTranslation('production');
  const { message } = App.useApp();
  const [orderId, setOrderId] = useState<number>();
  const [making, setMaking] = useState<DocumentType | null>(null);
  const progress = useApiQuery<Progress>(`/production/orders/${orderId}/progress`, undefined, { enabled: !!orderId, staleTime: 0 });
  const p = progress.data;
  const status = async (action: 'finish' | 'close' | 'reopen') => {
    await api.post(`/production/orders/${orderId}/status`, { action });
    await progress.refetch();
  };
  const closed = p?.order.status === ProductionStatus.closed;
  return (
    <Card variant="borderless" title={t('connector.title')}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <OrderSelect value={orderId} onChange={setOrderId} open />
        {!p && <Empty description={t('chooseOrder')} />}
        {p && (
          <>
            <Descriptions size="small" bordered column={3} data-testid="order-summary">
              <Descriptions.Item label={t('orderNo')}>{p.order.bill_sn}</Descriptions.Item>
              <Descriptions.Item label={t('order.product')}>{p.order.product_code} {p.order.product_name}</Descriptions.Item>
              <Descriptions.Item label={t('order.quantity')}>{q4(p.order.quantity)}</Descriptions.Item>
              <Descriptions.Item label={t('statusLabel')}><Tag color={closed ? 'default' : 'blue'} data-testid="order-status">{t(statusKeys[p.order.status] ?? '')}</Tag></Descriptions.Item>
              <Descriptions.Item label={t('received')}><span data-testid="order-received">{q4(p.received)}</span></Descriptions.Item>
              <Descriptions.Item label={t('wip')}><span data-testid="order-wip">{formatAmount(p.wip_value)}</span></Descriptions.Item>
            </Descriptions>
            <Space wrap>
              <Button type="primary" disabled={closed} onClick={() => setMaking('production-picks')} data-testid="make-pick">{t('make.production-picks')}</Button>
              <Button disabled={closed} onClick={() => setMaking('production-supplements')} data-testid="make-supplement">{t('make.production-supplements')}</Button>
              <Button onClick={() => setMaking('production-returns')} data-testid="make-return">{t('make.production-returns')}</Button>
              <Button disabled={closed || !p.steps.length} onClick={() => setMaking('work-reports')} data-testid="make-report">{t('make.work-reports')}</Button>
              <Button disabled={closed} onClick={() => setMaking('production-ins')} data-testid="make-receipt">{t('make.production-ins')}</Button>
              <Popconfirm title={t('finishConfirm')} onConfirm={() => void status('finish')} okText={t('ok')} cancelText={t('cancel')}>
                <Button disabled={p.order.status >= 3}>{t('finish')}</Button>
              </Popconfirm>
              <Popconfirm title={t('closeConfirm')} onConfirm={() => void status('close')} okText={t('ok')} cancelText={t('cancel')}>
                <Button danger disabled={closed}>{t('close')}</Button>
              </Popconfirm>
              <Popconfirm title={t('reopenConfirm')} onConfirm={() => void status('reopen')} okText={t('ok')} cancelText={t('cancel')}>
                <Button disabled={p.order.status < 3} data-testid="reopen-order">{t('reopen')}</Button>
              </Popconfirm>
            </Space>
            <Table size="small" bordered pagination={false} rowKey="product_id" dataSource={p.materials} title={() => t('materials')} data-testid="materials"
              columns={[
                { key: 'code', dataIndex: 'product_code', title: t('productCode'), width: 110 },
                // A backflushed (倒冲) component is consumed by the receipts: tagged, with what they consumed of it.
                { key: 'name', dataIndex: 'product_name', title: t('product'), render: (v: string, m) => <>{v}{m.backflush && <Tag color="orange" style={{ marginLeft: 6 }} data-testid="backflush-tag">{t('backflushTag')}</Tag>}</> },
                ...(['required', 'limit', 'issued', 'supplemented', 'returned', 'backflushed', 'net'] as const).map((k) => ({ key: k, dataIndex: k, title: t(`m.${k}`), align: 'right' as const, width: 100, render: q4 })),
                { key: 'value', dataIndex: 'value', title: t('m.value'), align: 'right' as const, width: 110, render: (v: string) => formatAmount(v) },
              ]} />
            <Table size="small" bordered pagination={false} rowKey="sequence" dataSource={p.steps} title={() => t('steps')} data-testid="steps"
              locale={{ emptyText: t('noRouting') }}
              columns={[
                { key: 'sequence', dataIndex: 'sequence', title: t('sequence'), width: 80 },
                { key: 'process', dataIndex: 'process_name', title: t('process') },
                ...(['input', 'good', 'scrap', 'hours'] as const).map((k) => ({ key: k, dataIndex: k, title: t(`s.${k}`), align: 'right' as const, width: 120, render: q4 })),
              ]} />
            <DocumentModal type={making} progress={p} onClose={(made) => {
              setMaking(null);
              if (made) {
                void message.success(t('made', { sn: made }));
                void progress.refetch();
              }
            }} />
          </>
        )}
      </Space>
    </Card>
  );
}
