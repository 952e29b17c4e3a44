import { findPage, formatAmount, routePath } from '@zf/shared';
import { App, Button, Card, Empty, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, queryClient, useApiQuery } from '../../request/index.ts';
import type { SupplyCart, SupplyCartGood, SupplyCartSupplier } from '@zf/shared';
import { qtyText } from './network-api.ts';

const setCart = (cart: SupplyCart) => queryClient.setQueryData(['/supply/cart'], cart);

/**
 * 进货车 (supplyCart): the goods picked from linked suppliers, one card per supplier with its total; submitting a
 * supplier's goods makes the purchase order here and the sales order at the supplier in one step.
 */
export default function SupplyCartPage() {
  const { t } = useTranslation('network');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const cart = useApiQuery<SupplyCart>('/supply/cart');
  const [busy, setBusy] = useState<number | null>(null);

  const change = async (row: SupplyCartGood, value: string) => {
    if (!/^\d+(\.\d{1,4})?$/.test(value) || value === qtyText(row.number) || !/[1-9]/.test(value)) return;
    try { setCart(await api.put<SupplyCart>(`/supply/cart/${row.id}`, { number: String(value) })); } catch {}
  };
  const remove = async (body: { ids?: number[]; supplier_partner_id?: number }) => {
    try { setCart(await api.delete<SupplyCart>('/supply/cart', body)); } catch {}
  };
  const submit = (s: SupplyCartSupplier) => modal.confirm({
    title: t('cart.submitTitle'),
    content: t('cart.submitConfirm', { supplier: s.supplier_name, count: s.count, amount: formatAmount(s.total_amount) }),
    onOk: async () => {
      setBusy(s.supplier_partner_id);
      try {
        await api.post('/supply/orders', { supplier_partner_id: s.supplier_partner_id });
        message.success(t('cart.submitted'));
        await queryClient.invalidateQueries({ queryKey: ['/supply/cart'] });
        await queryClient.invalidateQueries({ queryKey: ['/supply/orders'] });
        void navigate(routePath(findPage('supplyOrder')!));
      } catch {} finally { setBusy(null); }
    },
  });

  const data = cart.data;
  return (
    <PageRights page="supplyCart">
      <Card title={t('cart.title')} variant="borderless" loading={cart.isLoading}
        extra={data && data.goods.length > 0 && <Auth code="supply_cart_del"><Button danger onClick={() => void remove({})} data-testid="cart-clear">{t('cart.clear')}</Button></Auth>}>
        {data && !data.goods.length && <Empty description={t('cart.empty')}><Button onClick={() => void navigate(routePath(findPage('supplyGoods')!))}>{t('cart.toGoods')}</Button></Empty>}
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {data?.supplysales.suppliers.map((s) => (
            <Card key={s.supplier_partner_id} size="small" type="inner" title={s.supplier_name} data-testid={`cart-supplier-${s.supplier_partner_id}`}
              extra={<Space>
                <Typography.Text>{t('cart.total', { number: qtyText(s.total_number), amount: formatAmount(s.total_amount) })}</Typography.Text>
                <Auth code="supply_cart_submit"><Button type="primary" loading={busy === s.supplier_partner_id} onClick={() => submit(s)} data-testid="cart-submit">{t('cart.submit')}</Button></Auth>
              </Space>}>
              <Table<SupplyCartGood> rowKey="id" size="small" pagination={false} scroll={{ x: 860 }} dataSource={data.goods.filter((g) => g.supplier_partner_id === s.supplier_partner_id)}
                columns={[
                  { title: t('col.code'), dataIndex: 'code', width: 140 },
                  { title: t('col.name'), dataIndex: 'name', width: 160, ellipsis: true, render: (v: string, g) => <>{v} {!g.offered && <Tag color="red">{t('cart.notOffered')}</Tag>}</> },
                  { title: t('col.spec'), dataIndex: 'spec', width: 150, ellipsis: true },
                  { title: t('col.price'), dataIndex: 'price', width: 110, align: 'right', render: (v: string) => formatAmount(v) },
                  {
                    title: t('col.number'), dataIndex: 'number', width: 130,
                    // Uncontrolled, keyed by the saved quantity: typed freely, saved on leaving the field, reset by the answer.
                    render: (v: string, g) => <InputNumber<string> key={`${g.id}-${v}`} stringMode size="small" min="0.0001" precision={4} defaultValue={qtyText(v)} style={{ width: 110 }}
                      onBlur={(e) => void change(g, e.target.value)} onPressEnter={(e) => void change(g, (e.target as HTMLInputElement).value)} data-testid={`cart-number-${g.code}`} />,
                  },
                  { title: t('col.unit'), dataIndex: 'unit_name', width: 70 },
                  { title: t('col.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (v: string) => formatAmount(v) },
                  { title: t('col.available'), dataIndex: 'available', width: 100, align: 'right', render: (v: string) => qtyText(v) },
                  { title: t('col.actions'), key: 'a', width: 80, render: (_: unknown, g) => <Auth code="supply_cart_del"><Typography.Link type="danger" onClick={() => void remove({ ids: [g.id] })}>{t('cart.remove')}</Typography.Link></Auth> },
                ]} />
            </Card>
          ))}
          {data && data.goods.length > 0 && (
            <Typography.Text strong data-testid="cart-summary">{t('cart.grandTotal', { count: data.supplysales.count, number: qtyText(data.supplysales.total_number), amount: formatAmount(data.supplysales.total_amount) })}</Typography.Text>
          )}
        </Space>
      </Card>
    </PageRights>
  );
}
