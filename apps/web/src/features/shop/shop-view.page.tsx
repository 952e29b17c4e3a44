import { ShopOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Decimal, formatAmount, lineAmount, sum } from '@zf/shared';
import { App, Button, Card, Col, Empty, Input, InputNumber, Radio, Row, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../app/components/LanguageSwitch.tsx';
import type { ShopOrderList, ShopOrderRow, ShopViewGood, ShopViewGoodList, ShopViewOrderPlaced } from '@zf/shared';
import { orderStatusColors, payStatusColors } from './shop-order-types.ts';
import { ShopViewOrder } from './ShopViewOrder.tsx';
import { clearShopSession, readShopSession, shopApi, shopLoginPath, shopSessionEnded } from './shop-view-session.ts';

/** A row of the shop's cart: the product at the shop's price and the quantity typed. */
interface CartLine { goods: ShopViewGood; number: string }

/** A unit price with at least 2 and at most its own decimals (45.500000 → 45.50, 1.234500 → 1.2345). */
const price = (v: string) => formatAmount(v, Math.max(2, new Decimal(v).decimalPlaces()));

/**
 * /shop-view: the shop ordering view (issue 19 item 4) — the enterprise's goods at this shop's customer price with a
 * search, a cart, the order (stock or urgent) and the shop's own orders. Uses the shop token only; when it ends the
 * view goes back to /shop-login.
 */
export default function ShopViewPage() {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = readShopSession();
  const token = session?.token ?? '';
  const [goodsQuery, setGoodsQuery] = useState({ page: 1, page_size: 10, keyword: undefined as string | undefined });
  const [ordersQuery, setOrdersQuery] = useState({ page: 1, page_size: 10 });
  const [cart, setCart] = useState<CartLine[]>([]);
  const [orderType, setOrderType] = useState<1 | 2>(1);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const goods = useQuery<ShopViewGoodList>({ queryKey: ['shop-view/goods', token, goodsQuery], queryFn: () => shopApi.get(token, '/shop-view/goods', goodsQuery), enabled: !!token, placeholderData: (p) => p });
  const orders = useQuery<ShopOrderList>({ queryKey: ['shop-view/orders', token, ordersQuery], queryFn: () => shopApi.get(token, '/shop-view/orders', ordersQuery), enabled: !!token, placeholderData: (p) => p });
  const ended = shopSessionEnded(goods.error) || shopSessionEnded(orders.error);

  useEffect(() => {
    if (!ended) return;
    clearShopSession();
    void navigate(shopLoginPath, { replace: true });
  }, [ended, navigate]);
  if (!session) return <Navigate to={shopLoginPath} replace />;

  const add = (g: ShopViewGood) => setCart((c) => (c.some((l) => l.goods.id === g.id)
    ? c.map((l) => (l.goods.id === g.id ? { ...l, number: new Decimal(l.number || 0).add(1).toString() } : l))
    : [...c, { goods: g, number: '1' }]));
  const setNumber = (id: number, number: string) => setCart((c) => c.map((l) => (l.goods.id === id ? { ...l, number } : l)));
  const valid = cart.length > 0 && cart.every((l) => /^\d{1,12}(\.\d{1,4})?$/.test(l.number) && new Decimal(l.number).gt(0));
  const total = sum(cart.map((l) => (valid ? lineAmount(l.goods.price, l.number) : 0)));

  const logout = async () => {
    try {
      await shopApi.post(token, '/shop-view/logout');
    } catch {
      // Already ended: leaving is all that is left to do.
    }
    clearShopSession();
    void navigate(shopLoginPath, { replace: true });
  };
  const submit = async () => {
    setBusy(true);
    try {
      const body = { order_type: orderType, remark: remark.trim() || undefined, lines: cart.map((l) => ({ product_id: l.goods.id, number: l.number })) };
      const placed = await shopApi.post<ShopViewOrderPlaced>(token, '/shop-view/orders', body);
      void message.success(t('view.placed', { sn: placed.sub_order_sn, amount: formatAmount(placed.order_amount) }));
      setCart([]);
      setRemark('');
      setOrdersQuery((q) => ({ ...q, page: 1 }));
      await client.invalidateQueries({ queryKey: ['shop-view/orders'] });
    } catch (e) {
      if (shopSessionEnded(e)) {
        clearShopSession();
        void navigate(shopLoginPath, { replace: true });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 24px', background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,0.08)' }}>
        <Typography.Text strong style={{ fontSize: 18, flex: 1 }}><ShopOutlined /> {t('view.title')} · <span data-testid="shop-view-name">{session.shop_name}</span></Typography.Text>
        <LanguageSwitch />
        <Button onClick={() => void logout()} data-testid="shop-view-logout">{t('view.logout')}</Button>
      </div>
      <div style={{ padding: 16, maxWidth: 1280, margin: '0 auto' }}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Card variant="borderless" title={t('view.goods')}>
              <Input.Search allowClear placeholder={t('view.search')} style={{ width: 280, marginBottom: 12 }} data-testid="shop-view-search"
                onSearch={(v) => setGoodsQuery({ ...goodsQuery, page: 1, keyword: v.trim() || undefined })} />
              <Table<ShopViewGood> rowKey="id" size="small" loading={goods.isFetching} dataSource={goods.data?.list ?? []}
                pagination={{ current: goodsQuery.page, pageSize: goodsQuery.page_size, total: goods.data?.total ?? 0, showSizeChanger: false, onChange: (page) => setGoodsQuery({ ...goodsQuery, page }) }}
                columns={[
                  { title: t('view.code'), dataIndex: 'code', width: 120 },
                  { title: t('view.name'), dataIndex: 'name' },
                  { title: t('view.price'), dataIndex: 'price', align: 'right', width: 120, render: (v: string) => price(v) },
                  { title: t('order.actions'), key: 'add', width: 110, render: (_, g) => <Button size="small" type="link" onClick={() => add(g)} data-testid={`shop-view-add-${g.code}`}>{t('view.add')}</Button> },
                ]} />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card variant="borderless" title={t('view.cart')} data-testid="shop-view-cart">
              {cart.length === 0 ? <Empty description={t('view.cartEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} /> : (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Table<CartLine> rowKey={(l) => l.goods.id} size="small" pagination={false} dataSource={cart} columns={[
                    { title: t('view.name'), key: 'name', render: (_, l) => l.goods.name },
                    { title: t('order.number'), key: 'number', width: 120, render: (_, l) => (
                      <InputNumber<string> stringMode min="0" size="small" style={{ width: 100 }} value={l.number} aria-label={`${t('order.number')} ${l.goods.code}`}
                        onChange={(v) => setNumber(l.goods.id, v ?? '')} />
                    ) },
                    { title: t('order.amount'), key: 'amount', align: 'right', width: 100, render: (_, l) => (valid ? formatAmount(lineAmount(l.goods.price, l.number)) : '') },
                    { title: '', key: 'remove', width: 60, render: (_, l) => <Button size="small" type="link" danger onClick={() => setCart((c) => c.filter((x) => x !== l))}>{t('view.remove')}</Button> },
                  ]} />
                  <Radio.Group value={orderType} onChange={(e) => setOrderType(e.target.value as 1 | 2)} options={[1, 2].map((v) => ({ value: v, label: t(`orderType.${v}`) }))} />
                  <Input.TextArea rows={2} maxLength={200} placeholder={t('view.remark')} value={remark} onChange={(e) => setRemark(e.target.value)} />
                  <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography.Text strong data-testid="shop-view-total">{t('view.total', { amount: formatAmount(total) })}</Typography.Text>
                    <Button type="primary" disabled={!valid} loading={busy} onClick={() => void submit()} data-testid="shop-view-submit">{t('view.submit')}</Button>
                  </div>
                </Space>
              )}
            </Card>
          </Col>
          <Col span={24}>
            <Card variant="borderless" title={t('view.myOrders')}>
              <Table<ShopOrderRow> rowKey="id" size="small" loading={orders.isFetching} dataSource={orders.data?.list ?? []} data-testid="shop-view-orders"
                pagination={{ current: ordersQuery.page, pageSize: ordersQuery.page_size, total: orders.data?.total ?? 0, showSizeChanger: false, onChange: (page) => setOrdersQuery({ ...ordersQuery, page }) }}
                columns={[
                  { title: t('order.subOrderSn'), dataIndex: 'sub_order_sn' },
                  { title: t('order.type'), dataIndex: 'order_type', render: (v: number) => t(`orderType.${v}`) },
                  { title: t('order.status'), dataIndex: 'order_status', render: (v: number) => <Tag color={orderStatusColors[v]}>{t(`orderStatus.${v}`)}</Tag> },
                  { title: t('order.payStatus'), dataIndex: 'pay_status', render: (v: number) => <Tag color={payStatusColors[v]}>{t(`payStatus.${v}`)}</Tag> },
                  { title: t('order.orderAmount'), dataIndex: 'order_amount', align: 'right', render: (v: string) => formatAmount(v) },
                  { title: t('order.logisticsSn'), dataIndex: 'logistics_sn', render: (v: string) => v || '—' },
                  { title: t('order.time'), dataIndex: 'create_time', width: 160, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm') },
                  { title: t('order.actions'), key: 'detail', width: 90, render: (_, r) => <Button size="small" type="link" onClick={() => setShown(r.id)} data-testid={`shop-view-detail-${r.id}`}>{t('view.detail')}</Button> },
                ]} />
            </Card>
          </Col>
        </Row>
      </div>
      {shown !== null && <ShopViewOrder token={token} id={shown} onClose={() => setShown(null)} />}
    </div>
  );
}
