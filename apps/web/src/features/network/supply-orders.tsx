import { findPage, formatAmount, routePath, StoreStatus } from '@zf/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Auth, PageRights, usePagePermission } from '../../engines/permission/Auth.tsx';
import { api, queryClient } from '../../request/index.ts';
import { BillLink } from '../bills/index.ts';
import { DeliverSerials } from './deliver-serials.tsx';
import type { SupplyDelivery, SupplyDeliveryLine, SupplyDeliveryLines, SupplyOrder, SupplyOrderList } from '@zf/shared';
import { OrderStatus, orderStatusColor, qtyText, storeStatusColor } from './network-api.ts';

type Mode = 'buyer' | 'ordering' | 'supplierList';
const pageOf: Record<Mode, string> = { buyer: 'supplyOrder', ordering: 'customerOrdering', supplierList: 'customerOrderList' };
const pathOf = (mode: Mode) => (mode === 'buyer' ? '/supply/orders' : '/supply/customer-orders');

/**
 * The linked orders from one side: the buyer's supply-chain orders (its purchase orders, the supplier's sales order
 * and deliveries, receipt in one click), or the supplier's orders from linked customers (accept, refuse, deliver in
 * one click on 客户订货; read-only on 客户订单列表).
 */
function SupplyOrders({ mode }: { mode: Mode }) {
  const { t } = useTranslation('network');
  const { message, modal } = App.useApp();
  const buyer = mode === 'buyer';
  const [status, setStatus] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const path = pathOf(mode);
  const params = { ...page, status, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: [path, params],
    queryFn: ({ signal }) => api.get<SupplyOrderList>(path, params, { signal }),
    placeholderData: keepPreviousData,
  });
  const act = async (url: string, body: object | undefined, done: string) => {
    try {
      await api.post(url, body);
      message.success(t(done));
      await Promise.all(['/supply/orders', '/supply/customer-orders', '/supply/customer-bills'].map((k) => queryClient.invalidateQueries({ queryKey: [k] })));
      return true;
    } catch {
      return false;
    }
  };
  // One click delivers an order of untracked goods; serial-tracked goods first ask for their serials (DeliverSerials).
  const [delivering, setDelivering] = useState<{ id: number; lines: SupplyDeliveryLine[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const deliverUrl = (id: number) => `/supply/customer-orders/${id}/deliver`;
  const deliver = async (o: SupplyOrder) => {
    try {
      const { lines } = await api.get<SupplyDeliveryLines>(`/supply/customer-orders/${o.id}/delivery`);
      if (lines.some((l) => l.serial_tracking)) setDelivering({ id: o.id, lines });
      else await act(deliverUrl(o.id), undefined, 'orders.deliveredOk');
    } catch {}
  };
  const deliverPicked = async (picks: Array<{ line_id: number; serials: string[] }>) => {
    if (!delivering) return;
    setBusy(true);
    if (await act(deliverUrl(delivering.id), { lines: picks }, 'orders.deliveredOk')) setDelivering(null);
    setBusy(false);
  };
  const confirm = (title: string, url: string, done: string) => modal.confirm({ title: t(title), onOk: () => act(url, undefined, done) });
  const ownType = buyer ? 'purchase-orders' : 'sale-orders';
  // The partner's balance with us: the customer's payable details (supplier side), our payables to the supplier (buyer side).
  const balancePage = buyer ? 'payableDetail' : 'customerPayableDetail';
  const seesBalances = !!usePagePermission(balancePage);
  const partnerCell = (name: string) => (seesBalances
    ? <Link to={`${routePath(findPage(balancePage)!)}?keyword=${encodeURIComponent(name)}`} title={t(`orders.balances.${buyer ? 'buyer' : 'supplier'}`)} data-testid="order-partner-balance">{name}</Link>
    : name);

  /** Each approved delivery of the order: its number and quantity, then the receipt (or, for the buyer, the one-click receive). */
  const deliveries = (o: SupplyOrder) => (
    <Space orientation="vertical" size={4}>
      {o.deliveries.map((d: SupplyDelivery) => (
        <Space key={d.sale_bill_id} size="small" wrap>
          {buyer ? <Typography.Text>{d.bill_sn}</Typography.Text> : <BillLink type="sale-bills" id={d.sale_bill_id} sn={d.bill_sn} />}
          <Typography.Text type="secondary">{t('orders.deliveryNumber', { number: qtyText(d.total_number) })}</Typography.Text>
          {d.purchase_bill_id
            ? (buyer ? <BillLink type="purchase-bills" id={d.purchase_bill_id} sn={t('orders.received')} /> : <Tag color="green">{t('orders.received')}</Tag>)
            : buyer
              ? <Auth code="purchase_bill_add" page="purchaseBill"><Button size="small" type="primary" onClick={() => void act(`/supply/orders/${o.id}/receive`, { sale_bill_id: d.sale_bill_id }, 'orders.receivedOk')} data-testid="order-receive">{t('orders.receive')}</Button></Auth>
              : <Tag color="orange">{t('orders.notReceived')}</Tag>}
        </Space>
      ))}
    </Space>
  );

  return (
    <PageRights page={pageOf[mode]}>
      <Card title={t(`orders.title.${mode}`)} variant="borderless">
        <Space wrap style={{ marginBottom: 12 }}>
          <Select allowClear placeholder={t('orders.allStatuses')} style={{ width: 160 }} value={status} data-testid="orders-status"
            options={[1, 2, 3].map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))} onChange={(v: number | undefined) => { setStatus(v); setPage((p) => ({ ...p, page: 1 })); }} />
          <Input.Search allowClear placeholder={t('orders.keyword')} style={{ width: 240 }} onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, page: 1 })); }} />
        </Space>
        <Table<SupplyOrder>
          rowKey="id" size="small" bordered loading={list.isFetching} dataSource={list.data?.list ?? []} scroll={{ x: 1520 }}
          pagination={{ current: page.page, pageSize: page.page_size, total: list.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
          columns={[
            { title: t(buyer ? 'col.purchaseOrder' : 'col.saleOrder'), dataIndex: 'bill_sn', width: 190, render: (v: string, o) => <BillLink type={ownType} id={o.bill_id} sn={v} /> },
            { title: t('col.date'), dataIndex: 'bill_date', width: 110 },
            { title: t(buyer ? 'col.supplier' : 'col.customer'), dataIndex: 'partner_name', width: 180, ellipsis: true, render: (v: string) => partnerCell(v) },
            { title: t('col.number'), dataIndex: 'total_number', width: 90, align: 'right', render: (v: string) => qtyText(v) },
            { title: t('col.amount'), dataIndex: 'total_amount', width: 120, align: 'right', render: (v: string) => formatAmount(v) },
            { title: t('col.status'), dataIndex: 'status', width: 100, render: (v: number) => <Tag color={orderStatusColor[v]}>{t(`orderStatus.${v}`)}</Tag> },
            { title: t(buyer ? 'col.instore' : 'col.outstore'), dataIndex: 'store_status', width: 100, render: (v: number) => <Tag color={storeStatusColor[v]}>{t(`${buyer ? 'instore' : 'outstore'}.${v}`)}</Tag> },
            { title: t(buyer ? 'col.peerSaleOrder' : 'col.peerPurchaseOrder'), dataIndex: 'peer_bill_sn', width: 190 },
            { title: t(buyer ? 'col.outstore' : 'col.instore'), dataIndex: 'peer_store_status', width: 100, render: (v: number) => <Tag color={storeStatusColor[v]}>{t(`${buyer ? 'outstore' : 'instore'}.${v}`)}</Tag> },
            { title: t('col.deliveries'), key: 'd', width: 320, render: (_: unknown, o: SupplyOrder) => deliveries(o) },
            ...(mode === 'supplierList' ? [] : [{
              title: t('col.actions'), key: 'a', width: 130,
              render: (_: unknown, o: SupplyOrder) => (
                <Space size="small">
                  {buyer && o.status === OrderStatus.waiting && <Auth code="supply_order_cancel"><Typography.Link type="danger" onClick={() => confirm('orders.cancelTitle', `/supply/orders/${o.id}/cancel`, 'orders.cancelled')}>{t('orders.cancel')}</Typography.Link></Auth>}
                  {!buyer && o.status === OrderStatus.waiting && <>
                    <Auth code="customer_ordering_accept"><Typography.Link onClick={() => void act(`/supply/customer-orders/${o.id}/accept`, undefined, 'orders.acceptedOk')} data-testid="order-accept">{t('orders.accept')}</Typography.Link></Auth>
                    <Auth code="customer_ordering_refuse"><Typography.Link type="danger" onClick={() => confirm('orders.refuseTitle', `/supply/customer-orders/${o.id}/refuse`, 'orders.refusedOk')}>{t('orders.refuse')}</Typography.Link></Auth>
                  </>}
                  {!buyer && o.status === OrderStatus.accepted && o.store_status !== StoreStatus.all && (
                    <Auth code="sale_bill_add" page="saleBill"><Typography.Link onClick={() => void deliver(o)} data-testid="order-deliver">{t('orders.deliver')}</Typography.Link></Auth>
                  )}
                </Space>
              ),
            }]),
          ]}
        />
        {!buyer && <DeliverSerials lines={delivering?.lines ?? null} busy={busy} onCancel={() => setDelivering(null)} onDeliver={(p) => void deliverPicked(p)} />}
      </Card>
    </PageRights>
  );
}

export const SupplyOrderPage = () => <SupplyOrders mode="buyer" />;
export const CustomerOrderingPage = () => <SupplyOrders mode="ordering" />;
export const CustomerOrderListPage = () => <SupplyOrders mode="supplierList" />;
