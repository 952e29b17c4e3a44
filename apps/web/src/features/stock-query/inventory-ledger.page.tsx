import { keepPreviousData } from '@tanstack/react-query';
import { formatAmount, sourceTypeLabel, type StockMoveList } from '@zf/shared';
import { Card, DatePicker, Empty, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefSelect, useLanguage } from '../../engines/resource/index.ts';
import { BillLink } from '../bills/index.ts';
import { useApiQuery } from '../../request/index.ts';

type MoveRow = StockMoveList['list'][number];

const numberOrUndefined = (v: string | null) => (v && Number.isInteger(Number(v)) ? Number(v) : undefined);

/**
 * 库存台账: one product's movements in ledger order with the running quantity and value after each (API.md
 * /stock/moves), optionally for one warehouse and a date range. Opened from the inventory list with the row's product.
 */
export default function InventoryLedgerPage() {
  const { t } = useTranslation('stock-query');
  const language = useLanguage();
  const [search] = useSearchParams();
  const [productId, setProductId] = useState(numberOrUndefined(search.get('product_id')));
  const [warehouseId, setWarehouseId] = useState(numberOrUndefined(search.get('warehouse_id')));
  const [range, setRange] = useState<{ date_from?: string; date_to?: string }>({});
  const [page, setPage] = useState({ page: 1, page_size: 50 });
  const moves = useApiQuery<StockMoveList>('/stock/moves', { product_id: productId, warehouse_id: warehouseId, ...range, ...page }, {
    enabled: productId !== undefined, placeholderData: keepPreviousData, staleTime: 0,
  });
  // Opened from the inventory list with an id: the select shows the product's code and name, not the number.
  const opened = useApiQuery<{ code: string; name: string }>(`/products/${productId}`, undefined, { enabled: productId !== undefined, quiet: [4004] });
  const productLabel = opened.data ? `${opened.data.code} ${opened.data.name}` : undefined;
  const list = moves.data?.list ?? [];
  // The API pages without a count: offer the next page while this one is full.
  const total = (page.page - 1) * page.page_size + list.length + (list.length === page.page_size ? 1 : 0);

  return (
    <Card title={t('ledger.title')} variant="borderless">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <RefSelect key={productLabel ?? 'none'} resource="products" placeholder={t('ledger.product')} style={{ width: 280 }} value={productId} initialLabel={productLabel}
            optionLabel={(r) => `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim()}
            onChange={(v) => { setProductId(v); setPage((p) => ({ ...p, page: 1 })); }} />
          <RefSelect resource="warehouses" params={{ subcontracted: 'all' }} placeholder={t('list.warehouse')} allowClear style={{ width: 180 }} value={warehouseId}
            onChange={(v) => { setWarehouseId(v); setPage((p) => ({ ...p, page: 1 })); }} />
          <DatePicker.RangePicker aria-label={t('ledger.dateRange')}
            onChange={(v: [Dayjs | null, Dayjs | null] | null) => {
              setRange({ date_from: v?.[0]?.format('YYYY-MM-DD'), date_to: v?.[1]?.format('YYYY-MM-DD') });
              setPage((p) => ({ ...p, page: 1 }));
            }} />
        </Space>
        {productId === undefined ? <Empty description={t('ledger.pickProduct')} /> : (
          <Table<MoveRow>
            rowKey="id"
            size="small"
            bordered
            loading={moves.isFetching && !moves.data}
            dataSource={list}
            scroll={{ x: 1100 }}
            pagination={{ current: page.page, pageSize: page.page_size, total, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
            columns={[
              { title: t('col.date'), dataIndex: 'bill_date', width: 110, fixed: 'left' },
              { title: t('col.billType'), dataIndex: 'bill_type', width: 130, render: (v: string) => sourceTypeLabel(v, language) },
              { title: t('col.billSn'), dataIndex: 'bill_sn', width: 190, fixed: 'left', render: (v: string, r) => <BillLink type={r.bill_type} id={r.bill_id} sn={v} /> },
              { title: t('col.qty'), dataIndex: 'qty', width: 110, align: 'right', render: (v: string) => formatAmount(v, 4) },
              { title: t('col.unitCost'), dataIndex: 'unit_cost', width: 120, align: 'right', render: (v: string) => formatAmount(v, 6) },
              { title: t('col.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (v: string) => formatAmount(v) },
              { title: t('col.balanceQty'), dataIndex: 'balance_qty', width: 120, align: 'right', render: (v: string) => formatAmount(v, 4) },
              { title: t('col.balanceAmount'), dataIndex: 'balance_amount', width: 130, align: 'right', render: (v: string) => formatAmount(v) },
            ]}
          />
        )}
      </Space>
    </Card>
  );
}
