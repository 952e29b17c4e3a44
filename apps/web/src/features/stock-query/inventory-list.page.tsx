import { SafetyCertificateOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { findPage, formatAmount, routePath, type StockBalanceList, type StockCheck } from '@zf/shared';
import type { RepostList } from '@zf/shared';
import { Alert, App, Button, Card, DatePicker, Input, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RefSelect } from '../../engines/resource/index.ts';
import { api, useApiQuery } from '../../request/index.ts';

type BalanceRow = StockBalanceList['list'][number];

/**
 * 库存清单: what is in stock per product × warehouse, now or at the end of a past day (API.md /stock/balances), with
 * totals of the whole selection, a link to each row's ledger, and the stock check (snapshot = Σ movements).
 */
export default function InventoryListPage() {
  const { t } = useTranslation('stock-query');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<{ keyword?: string; warehouse_id?: number; date?: string }>({});
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const params = { ...filters, ...page };
  const balances = useApiQuery<StockBalanceList>('/stock/balances', params, { placeholderData: keepPreviousData, staleTime: 0 });
  const reposts = useApiQuery<RepostList>('/stock/reposts', undefined, { refetchInterval: (q) => (q.state.data?.list.length ? 3000 : false) });
  const ledgerPath = routePath(findPage('inventoryLedger')!);

  const check = async () => {
    const result = await api.get<StockCheck>('/stock/check').catch(() => undefined);
    if (!result) return;
    const rows = [...result.broken, ...result.running_breaks];
    if (result.consistent) {
      modal.success({ title: t('check.title'), content: t('check.ok') });
      return;
    }
    modal.error({
      title: t('check.title'),
      content: (
        <>
          <p>{t('check.broken', { count: rows.length })}</p>
          <ul>{rows.slice(0, 20).map((r, i) => <li key={i}>{t('check.row', { product: r.product_id, warehouse: r.warehouse_id })}</li>)}</ul>
        </>
      ),
    });
  };

  return (
    <Card title={t('list.title')} variant="borderless" extra={<Button icon={<SafetyCertificateOutlined />} onClick={() => void check()}>{t('list.check')}</Button>}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {!!reposts.data?.list.length && <Alert type="warning" showIcon message={t('reposting', { count: reposts.data.list.length })} />}
        <Space wrap>
          <Input.Search
            data-testid="stock-keyword"
            allowClear
            style={{ width: 300 }}
            placeholder={t('list.keyword')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => { setFilters((f) => ({ ...f, keyword: v.trim() || undefined })); setPage((p) => ({ ...p, page: 1 })); }}
            enterButton={t('list.search')}
          />
          <RefSelect
            resource="warehouses"
            params={{ subcontracted: 'all' }}
            placeholder={t('list.warehouse')}
            allowClear
            style={{ width: 180 }}
            value={filters.warehouse_id}
            onChange={(v) => { setFilters((f) => ({ ...f, warehouse_id: v })); setPage((p) => ({ ...p, page: 1 })); }}
          />
          <DatePicker
            aria-label={t('list.date')}
            placeholder={t('list.datePlaceholder')}
            onChange={(d: Dayjs | null) => { setFilters((f) => ({ ...f, date: d ? d.format('YYYY-MM-DD') : undefined })); setPage((p) => ({ ...p, page: 1 })); }}
          />
        </Space>
        <Table<BalanceRow>
          rowKey={(r) => `${r.product_id}:${r.warehouse_id}`}
          size="small"
          bordered
          loading={balances.isFetching && !balances.data}
          dataSource={balances.data?.list ?? []}
          scroll={{ x: 1000 }}
          pagination={{ current: page.page, pageSize: page.page_size, total: balances.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
          summary={() => balances.data?.totals && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}><Typography.Text strong>{t('list.total')}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right"><Typography.Text strong>{formatAmount(balances.data.totals.qty, 4)}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={5} />
              <Table.Summary.Cell index={6} align="right"><Typography.Text strong>{formatAmount(balances.data.totals.amount)}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={7} />
            </Table.Summary.Row>
          )}
          columns={[
            { title: t('col.code'), dataIndex: 'product_code', width: 140 },
            { title: t('col.name'), dataIndex: 'product_name', width: 200, ellipsis: true },
            { title: t('col.spec'), dataIndex: 'spec', width: 140, ellipsis: true },
            { title: t('col.warehouse'), dataIndex: 'warehouse_name', width: 130 },
            { title: t('col.qty'), dataIndex: 'qty', width: 120, align: 'right', render: (v: string) => formatAmount(v, 4) },
            { title: t('col.costPrice'), dataIndex: 'cost_price', width: 130, align: 'right', render: (v: string) => formatAmount(v, 6) },
            { title: t('col.amount'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string) => formatAmount(v) },
            {
              title: '', key: 'ledger', width: 80, fixed: 'right',
              render: (_: unknown, r) => <Button type="link" size="small" onClick={() => void navigate(`${ledgerPath}?product_id=${r.product_id}&warehouse_id=${r.warehouse_id}`)}>{t('list.ledger')}</Button>,
            },
          ]}
        />
      </Space>
    </Card>
  );
}
