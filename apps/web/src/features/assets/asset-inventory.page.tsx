import { Button, Card, Checkbox, DatePicker, Form, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { RefSelect } from '../../engines/resource/index.ts';
import { formatAmount, AssetCountStatus, type AssetCountCreated, type AssetCountDetail, type AssetCountList } from '@zf/shared';
import { api, queryClient, useApiQuery } from '../../request/index.ts';
import { voucherHref } from './assets-api.ts';
import { useAssetAction } from './use-action.ts';

type CountRow = AssetCountList['list'][number];
type CountLine = AssetCountDetail['lines'][number];
/** A surplus row as the screen edits it (a new one has a negative key and no id yet). */
interface Surplus { key: number; code: string; name: string; category_id?: number; department_id?: number; original_value: string; accumulated_depreciation: string; asset_id?: number }
const statusTag: Record<number, [string, string]> = { 1: ['blue', 'count.counting'], 2: ['orange', 'count.pending'], 3: ['green', 'count.approved'] };
let surplusKey = 0;

/**
 * 资产盘点 (assetInventory): count lists per date and department; each asset on the books marked found or not, and the
 * assets found without a card (盘盈); finishing books the missing ones as losses (Dr 1901 + 1602 / Cr 1601, off the
 * books) and the surpluses as new cards (Dr 1601 / Cr 1602 + 1901); approval clears 1901 to 1221/5711 and 5301.
 */
export default function AssetInventoryPage() {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const counts = useApiQuery<AssetCountList>('/fixed-assets/counts', undefined, { staleTime: 0 });
  const [date, setDate] = useState<Dayjs>(dayjs());
  const [department, setDepartment] = useState<number | undefined>();
  const [openId, setOpenId] = useState<number | null>(null);
  const detail = useApiQuery<AssetCountDetail>(
    `/fixed-assets/counts/${openId}`, undefined, { enabled: openId !== null, staleTime: 0 });
  const [marks, setMarks] = useState<Record<number, boolean>>({});
  const [found, setFound] = useState<Surplus[] | null>(null);
  const [approving, setApproving] = useState(false);
  const [approveForm] = Form.useForm();
  const surplus: Surplus[] = found ?? (detail.data?.surplus ?? []).map((r) => ({ ...r, key: r.id }));
  const editSurplus = (key: number, patch: Partial<Surplus>) => setFound(surplus.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const { busy, act: assetAction } = useAssetAction();
  const open = detail.data?.status === AssetCountStatus.counting;
  const counted = (l: CountLine) => marks[l.asset_id] ?? l.counted;

  const act = (call: () => Promise<unknown>, success: string) => assetAction(async () => {
    await call();
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['/fixed-assets/counts'] }), queryClient.invalidateQueries({ queryKey: [`/fixed-assets/counts/${openId}`] })]);
  }, success);
  const create = () => act(async () => {
    const made = await api.post<AssetCountCreated>('/fixed-assets/counts', { count_date: date.format('YYYY-MM-DD'), department_id: department ?? 0 });
    setMarks({});
    setFound(null);
    setOpenId(made.id);
  }, t('count.created'));
  const save = async () => {
    await api.put(`/fixed-assets/counts/${openId}/lines`, { lines: Object.entries(marks).map(([asset_id, c]) => ({ asset_id: Number(asset_id), counted: c })) });
    if (found) {
      await api.put(`/fixed-assets/counts/${openId}/surplus`, { list: found.map(({ key: _key, asset_id: _asset, ...r }) => ({ ...r, accumulated_depreciation: r.accumulated_depreciation || '0' })) });
      setFound(null);
    }
  };
  const approve = async () => {
    const v = await approveForm.validateFields();
    await act(async () => {
      await api.post(`/fixed-assets/counts/${openId}/approve`, { date: (v.date as Dayjs).format('YYYY-MM-DD'), compensation: v.compensation || '0' });
      setApproving(false);
    }, t('count.approvedDone'));
  };

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
            onRow={(r) => ({ onClick: () => { setMarks({}); setFound(null); setOpenId(r.id); }, style: { cursor: 'pointer' } })}
            rowClassName={(r) => (r.id === openId ? 'ant-table-row-selected' : '')}
            columns={[
              { title: t('count.date'), dataIndex: 'count_date', width: 120 },
              { title: t('count.book'), dataIndex: 'book', width: 100, align: 'right' },
              { title: t('count.counted'), dataIndex: 'counted', width: 100, align: 'right' },
              { title: t('count.missing'), dataIndex: 'missing', width: 100, align: 'right' },
              { title: t('count.status'), dataIndex: 'status', width: 110, render: (s: number) => <Tag color={statusTag[s]?.[0]}>{t(statusTag[s]?.[1] ?? 'count.counting')}</Tag> },
              { title: t('accrual.voucher'), key: 'vouchers', render: (_: unknown, r) => (
                <Space>
                  {r.voucher_id ? <Typography.Link onClick={(e) => { e.stopPropagation(); void navigate(voucherHref(r.voucher_id)); }}>{t('count.openVoucher')}</Typography.Link> : null}
                  {r.approval_voucher_id ? <Typography.Link onClick={(e) => { e.stopPropagation(); void navigate(voucherHref(r.approval_voucher_id)); }}>{t('count.openApproval')}</Typography.Link> : null}
                </Space>
              ) },
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
              <Typography.Text strong>{t('count.surplus')}</Typography.Text>
              <Table<Surplus>
                rowKey="key" size="small" bordered pagination={false} dataSource={surplus} data-testid="count-surplus" scroll={{ x: 'max-content' }}
                columns={[
                  { title: t('count.code'), key: 'code', width: 120, render: (_: unknown, r) => (open ? <Input value={r.code} onChange={(e) => editSurplus(r.key, { code: e.target.value })} data-testid={`surplus-${r.key}-code`} /> : r.code) },
                  { title: t('count.name'), key: 'name', width: 160, render: (_: unknown, r) => (open ? <Input value={r.name} onChange={(e) => editSurplus(r.key, { name: e.target.value })} data-testid={`surplus-${r.key}-name`} /> : r.name) },
                  { title: t('count.category'), key: 'category', width: 170, render: (_: unknown, r) => (
                    <div style={open ? undefined : { pointerEvents: 'none' }}><RefSelect resource="asset-categories" value={r.category_id} onChange={(v) => editSurplus(r.key, { category_id: v })} style={{ width: 160 }} data-testid={`surplus-${r.key}-category`} /></div>
                  ) },
                  { title: t('count.department'), key: 'department', width: 170, render: (_: unknown, r) => (
                    <div style={open ? undefined : { pointerEvents: 'none' }}><RefSelect resource="departments" value={r.department_id || undefined} onChange={(v) => editSurplus(r.key, { department_id: v })} style={{ width: 160 }} /></div>
                  ) },
                  { title: t('count.originalValue'), key: 'original', width: 130, align: 'right', render: (_: unknown, r) => (open
                    ? <Input inputMode="decimal" value={r.original_value} onChange={(e) => editSurplus(r.key, { original_value: e.target.value })} data-testid={`surplus-${r.key}-original`} />
                    : formatAmount(r.original_value)) },
                  { title: t('count.accumulated'), key: 'accumulated', width: 130, align: 'right', render: (_: unknown, r) => (open
                    ? <Input inputMode="decimal" value={r.accumulated_depreciation} onChange={(e) => editSurplus(r.key, { accumulated_depreciation: e.target.value })} />
                    : formatAmount(r.accumulated_depreciation)) },
                  ...(open ? [{ title: '', key: 'remove', width: 70, render: (_: unknown, r: Surplus) => <Button type="link" danger onClick={() => setFound(surplus.filter((x) => x.key !== r.key))}>{t('count.remove')}</Button> }] : []),
                ]}
              />
              {open && (
                <Auth code="asset_inventory_edit">
                  <Space>
                    <Button onClick={() => setFound([...surplus, { key: --surplusKey, code: '', name: '', original_value: '', accumulated_depreciation: '' }])} data-testid="surplus-add">{t('count.addSurplus')}</Button>
                    <Button loading={busy} onClick={() => void act(save, t('count.saved'))}>{t('count.save')}</Button>
                    <Popconfirm title={t('count.finishConfirm')} onConfirm={() => act(async () => { await save(); await api.post(`/fixed-assets/counts/${openId}/finish`); }, t('count.done'))}>
                      <Button type="primary" danger loading={busy} data-testid="count-finish">{t('count.finish')}</Button>
                    </Popconfirm>
                  </Space>
                </Auth>
              )}
              {detail.data.status === AssetCountStatus.finished && (
                <Auth code="asset_inventory_approve">
                  <Button type="primary" onClick={() => { approveForm.setFieldsValue({ date: dayjs(detail.data!.count_date), compensation: '' }); setApproving(true); }} data-testid="count-approve">
                    {t('count.approve')}
                  </Button>
                </Auth>
              )}
            </>
          )}
          <Modal open={approving} title={t('count.approveTitle')} onCancel={() => setApproving(false)} onOk={() => void approve()} confirmLoading={busy} destroyOnHidden>
            <Typography.Paragraph type="secondary">
              {t('count.approveHint', { loss: formatAmount(detail.data?.loss_amount ?? '0'), gain: formatAmount(detail.data?.surplus_amount ?? '0') })}
            </Typography.Paragraph>
            <Form form={approveForm} layout="vertical">
              <Form.Item name="date" label={t('count.approveDate')} rules={[{ required: true }]}><DatePicker style={{ width: '100%' }} allowClear={false} /></Form.Item>
              <Form.Item name="compensation" label={t('count.compensation')} rules={[{ pattern: /^\d{1,12}(\.\d{1,2})?$/ }]}><Input inputMode="decimal" data-testid="count-compensation" /></Form.Item>
            </Form>
          </Modal>
        </Space>
      </Card>
    </PageRights>
  );
}
