import { ShoppingCartOutlined } from '@ant-design/icons';
import { findPage, formatAmount, routePath } from '@zf/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Badge, Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, queryClient, useApiQuery } from '../../request/index.ts';
import type { PartnerLinkList, SupplyCart, SupplyGood, SupplyGoodList } from '@zf/shared';
import { LinkStatus, qtyText } from './network-api.ts';

const keyOf = (g: SupplyGood) => `${g.supplier_partner_id}-${g.product_id}`;

/** 供应商商品 (supplyGoods): the linked suppliers' shared goods at this buyer's prices, into the purchase cart. */
export default function SupplyGoodsPage() {
  const { t } = useTranslation('network');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [supplier, setSupplier] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const [selected, setSelected] = useState<SupplyGood[]>([]);
  const links = useApiQuery<PartnerLinkList>('/partner-links', { status: LinkStatus.linked });
  const suppliers = (links.data?.list ?? []).filter((l) => l.role === 'supplier');
  const params = { ...page, supplier_partner_id: supplier, keyword: keyword || undefined };
  const goods = useQuery({
    queryKey: ['/supply/goods', params],
    queryFn: ({ signal }) => api.get<SupplyGoodList>('/supply/goods', params, { signal }),
    placeholderData: keepPreviousData,
  });
  const cart = useApiQuery<SupplyCart>('/supply/cart');

  const add = async (items: SupplyGood[]) => {
    const bySupplier = new Map<number, SupplyGood[]>();
    for (const g of items) bySupplier.set(g.supplier_partner_id, [...bySupplier.get(g.supplier_partner_id) ?? [], g]);
    try {
      for (const [supplierId, list] of bySupplier) {
        const answer = await api.post<SupplyCart>('/supply/cart', { supplier_partner_id: supplierId, items: list.map((g) => ({ product_id: g.product_id })) });
        queryClient.setQueryData(['/supply/cart'], answer);
      }
      message.success(t('goods.added', { count: items.length }));
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: ['/supply/goods'] });
    } catch {}
  };

  return (
    <PageRights page="supplyGoods">
      <Card title={t('goods.title')} variant="borderless">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
          <Space wrap>
            <Select allowClear placeholder={t('goods.allSuppliers')} style={{ width: 240 }} value={supplier} data-testid="goods-supplier"
              options={suppliers.map((l) => ({ value: l.partner_id, label: l.partner_name || l.peer_name }))}
              onChange={(v: number | undefined) => { setSupplier(v); setPage((p) => ({ ...p, page: 1 })); }} />
            <Input.Search allowClear placeholder={t('goods.keyword')} style={{ width: 240 }} data-testid="goods-keyword"
              onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, page: 1 })); }} />
          </Space>
          <Space wrap>
            <Auth code="supply_goods_add_cart">
              <Button disabled={!selected.length} onClick={() => void add(selected)} data-testid="goods-add-selected">{t('goods.addSelected', { count: selected.length })}</Button>
            </Auth>
            <Badge count={cart.data?.supplysales.count ?? 0}>
              <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => void navigate(routePath(findPage('supplyCart')!))} data-testid="goods-to-cart">{t('goods.toCart')}</Button>
            </Badge>
          </Space>
        </div>
        {!links.isLoading && !suppliers.length && <Typography.Paragraph type="secondary">{t('goods.noSuppliers')}</Typography.Paragraph>}
        <Table<SupplyGood>
          rowKey={keyOf} size="small" bordered loading={goods.isFetching} dataSource={goods.data?.list ?? []} scroll={{ x: 960 }}
          rowSelection={{ selectedRowKeys: selected.map(keyOf), onChange: (_, rows) => setSelected(rows) }}
          pagination={{ current: page.page, pageSize: page.page_size, total: goods.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
          columns={[
            { title: t('col.supplier'), dataIndex: 'supplier_name', width: 180, ellipsis: true },
            { title: t('col.code'), dataIndex: 'code', width: 140 },
            { title: t('col.name'), dataIndex: 'name', width: 160, ellipsis: true },
            { title: t('col.spec'), dataIndex: 'spec', width: 160, ellipsis: true },
            { title: t('col.unit'), dataIndex: 'unit_name', width: 70 },
            { title: t('col.price'), dataIndex: 'price', width: 110, align: 'right', render: (v: string) => formatAmount(v) },
            { title: t('col.available'), dataIndex: 'available', width: 100, align: 'right', render: (v: string) => qtyText(v) },
            { title: t('col.inCart'), dataIndex: 'in_cart', width: 90, align: 'right', render: (v: string | null) => qtyText(v) },
            {
              title: t('col.actions'), key: 'a', width: 110,
              render: (_: unknown, g) => <Auth code="supply_goods_add_cart"><Typography.Link disabled={g.in_cart !== null} onClick={() => void add([g])} data-testid={`goods-add-${g.code}`}>{t('goods.add')}</Typography.Link></Auth>,
            },
          ]}
        />
      </Card>
    </PageRights>
  );
}
