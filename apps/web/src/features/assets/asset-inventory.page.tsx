import { Button, Card, Checkbox, DatePicker, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { RefSelect } from '../../engines/resource/index.ts';
import { api, queryClient, useApiQuery } from '../../request/index.ts';
import { voucherHref } from './assets-api.ts';
import { useAssetAction } from './use-action.ts';

interface CountRow { id: number; count_date: string; department_id: number; status: number; voucher_id: number; book: number; counted: number; missing: number }
interface CountLine { asset_id: number; code: string; name: string; location: string; original_value: string; counted: boolean }

/**
 * 资产盘点 (assetInventory): count lists per date and department; each asset on the books marked found or not;
 * finishing books the missing ones as losses (Dr 1901 + 1602 / Cr 1601) and takes them off the books.
 */
export default function AssetInventoryPage() {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const counts = useApiQuery<{ list: CountRow[] }>('/fixed-assets/counts', undefined, { staleTime: 0 });
  const [date, setDate] = useState<Dayjs>(dayjs());
  const [department, setDepartment] = useState<number | undefined>();
  const [openId, setOpenId] = useState<number | null>(null);
  const detail = useApiQuery<{ status: number; lines: CountLine[] }>(`/fixed-assets/counts/${openId}`, undefined, { enabled: openId !== null, staleTime: 0 });
  const [marks, setMarks] = useState<Record<number, boolean>>({});
  const { busy, act: assetAction } = useAssetAction();
  const open = detail.data?.status === 1;
  const counted = (l: CountLine) => marks[l.asset_id] ?? l.counted;

  const act = (call: () => Promise<unknown>, success: string) => assetAction(async () => {
    await call();
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['/fixed-assets/counts'] }), queryClient.invalidateQueries({ queryKey: [`/fixed-assets/counts/${openId}`] })]);
  }, success);
  const create = () => act(async () => {
    const made = await api.post<{ id: number }>('/fixed-assets/counts', { count_date: date.format('YYYY-MM-DD'), department_id: department ?? 0 });
    setMarks({});
    setOpenId(made.id);
  }, t('count.created'));
  const save = () => api.put(`/fixed-assets/counts/${openId}/lines`, { lines: Object.entries(marks).map(([asset_id, c]) => ({ asset_id: Number(asset_id), counted: c })) });

  return (
    <PageRights page="assetInventory">
      <Card variant="borderless" title={t('count.title')} data-testid="asset-inventory">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Auth code="asset_inventory_add">
            <Space wrap>
              <DatePicker value={date} allowClear={false} onChange={(d) => d && setDate(d)} />
              <RefSelect resource="departments" value={department} onChange={setDepartment} placeholder={t('count.allDepartments')} style={{ width: 200 }} />
              <Button type="primary" loading={busy} onClick={() => void create()} data-testid="count-create">{t('count.create')}</Button>
            </Space>
          </Auth>
          <Table<CountRow>
            rowKey="id" size="small" bordered pagination={false} dataSource={counts.data?.list ?? []} data-testid="count-list"
            onRow={(r) => ({ onClick: () => { setMarks({}); setOpenId(r.id); }, style: { cursor: 'pointer' } })}
            rowClassName={(r) => (r.id === openId ? 'ant-table-row-selected' : '')}
            columns={[
              { title: t('count.date'), dataIndex: 'count_date', width: 120 },
              { title: t('count.book'), dataIndex: 'book', width: 100, align: 'right' },
              { title: t('count.counted'), dataIndex: 'counted', width: 100, align: 'right' },
              { title: t('count.missing'), dataIndex: 'missing', width: 100, align: 'right' },
              { title: t('count.status'), dataIndex: 'status', width: 100, render: (s: number) => <Tag color={s === 2 ? 'green' : 'blue'}>{t(s === 2 ? 'count.finished' : 'count.counting')}</Tag> },
              { title: t('accrual.voucher'), dataIndex: 'voucher_id', render: (v: number) => (v ? <Typography.Link onClick={() => void navigate(voucherHref(v))}>{t('count.openVoucher')}</Typography.Link> : '') },
            ]}
          />
          {openId !== null && detail.data && (
            <>
              <Table<CountLine>
                rowKey="asset_id" size="small" bordered pagination={false} dataSource={detail.data.lines} data-testid="count-lines"
                columns={[
                  { title: t('table.code'), dataIndex: 'code', width: 120 },
                  { title: t('table.name'), dataIndex: 'name' },
                  { title: t('count.location'), dataIndex: 'location', width: 160 },
                  { title: t('count.found'), key: 'counted', width: 100, render: (_: unknown, l) => (
                    <Checkbox checked={counted(l)} disabled={!open} onChange={(e) => setMarks({ ...marks, [l.asset_id]: e.target.checked })} />
                  ) },
                ]}
              />
              {open && (
                <Auth code="asset_inventory_edit">
                  <Space>
                    <Button loading={busy} onClick={() => void act(save, t('count.saved'))}>{t('count.save')}</Button>
                    <Popconfirm title={t('count.finishConfirm')} onConfirm={() => act(async () => { await save(); await api.post(`/fixed-assets/counts/${openId}/finish`); }, t('count.done'))}>
                      <Button type="primary" danger loading={busy} data-testid="count-finish">{t('count.finish')}</Button>
                    </Popconfirm>
                  </Space>
                </Auth>
              )}
            </>
          )}
        </Space>
      </Card>
    </PageRights>
  );
}
