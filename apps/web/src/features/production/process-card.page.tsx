import { PrinterOutlined } from '@ant-design/icons';
import { formatAmount } from '@zf/shared';
import { Button, Card, Descriptions, Empty, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';
import { OrderSelect } from './order-select.tsx';
import type { Progress } from './production-api.ts';

const q4 = (v: string) => formatAmount(v, 4);
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * 工序流转卡: one card per production order — order, product, quantity and its steps with in and out quantities
 * (from the work reports), scrap, and blank operator and inspector columns to sign on the shop floor. Printing opens
 * the card alone in a print window.
 */
export default function ProcessCardPage() {
  const { t } = useTranslation('production');
  const [orderId, setOrderId] = useState<number>();
  const progress = useApiQuery<Progress>(`/production/orders/${orderId}/progress`, undefined, { enabled: !!orderId, staleTime: 0 });
  const p = progress.data;
  const print = () => {
    if (!p) return;
    const cells = (r: string[]) => r.map((c) => `<td>${esc(c)}</td>`).join('');
    const head = [t('sequence'), t('process'), t('s.input'), t('s.good'), t('s.scrap'), t('operator'), t('inspector')];
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>${esc(t('card.title'))} ${esc(p.order.bill_sn)}</title>
      <style>body{font-family:sans-serif;margin:24px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #333;padding:6px 8px;text-align:left}h2{text-align:center}</style></head><body>
      <h2>${esc(t('card.title'))}</h2>
      <p>${esc(t('orderNo'))}: ${esc(p.order.bill_sn)} &nbsp; ${esc(t('order.product'))}: ${esc(`${p.order.product_code} ${p.order.product_name}`)} &nbsp; ${esc(t('order.quantity'))}: ${esc(q4(p.order.quantity))}</p>
      <table><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>
      ${p.steps.map((s) => `<tr>${cells([String(s.sequence), s.process_name, q4(s.input), q4(s.good), q4(s.scrap), '', ''])}</tr>`).join('')}</table>
      <script>window.onload=function(){window.print()}</script></body></html>`;
    const w = window.open('', '_blank');
    w?.document.write(html);
    w?.document.close();
  };
  return (
    <Card variant="borderless" title={t('card.title')} extra={<Button icon={<PrinterOutlined />} disabled={!p} onClick={print} data-testid="card-print">{t('print')}</Button>}>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <OrderSelect value={orderId} onChange={setOrderId} />
        {!p && <Empty description={t('chooseOrder')} />}
        {p && (
          <>
            <Descriptions size="small" bordered column={3}>
              <Descriptions.Item label={t('orderNo')}>{p.order.bill_sn}</Descriptions.Item>
              <Descriptions.Item label={t('order.product')}>{p.order.product_code} {p.order.product_name}</Descriptions.Item>
              <Descriptions.Item label={t('order.quantity')}>{q4(p.order.quantity)}</Descriptions.Item>
            </Descriptions>
            <Table size="small" bordered pagination={false} rowKey="sequence" dataSource={p.steps} data-testid="card-steps" locale={{ emptyText: t('noRouting') }}
              columns={[
                { key: 'sequence', dataIndex: 'sequence', title: t('sequence'), width: 80 },
                { key: 'process', dataIndex: 'process_name', title: t('process') },
                ...(['input', 'good', 'scrap'] as const).map((k) => ({ key: k, dataIndex: k, title: t(`s.${k}`), align: 'right' as const, width: 120, render: q4 })),
                { key: 'operator', title: t('operator'), width: 120, render: () => '' },
                { key: 'inspector', title: t('inspector'), width: 120, render: () => '' },
              ]} />
          </>
        )}
      </Space>
    </Card>
  );
}
