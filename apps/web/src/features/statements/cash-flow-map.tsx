import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CashFlowItem as Item, CashFlowMap, CashFlowMapBody, ListOf } from '@zf/shared';
import { App, Button, Drawer, Input, InputNumber, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';

type Row = CashFlowMapBody['list'][number] & { key: number; subject_name?: string };

/**
 * 现金流量映射: which cash-flow item a cash or bank line takes from the other accounts of its voucher (FINANCE.md §5
 * Derivation), for every voucher whoever makes it. Rows are tried by their order; the first account that matches
 * (sub-accounts included) gives the item of its side. Saving replaces the enterprise's mapping; lines already
 * tagged keep their item (现金流量指定 changes those).
 */
export function CashFlowMapDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('statements');
  const { message } = App.useApp();
  const map = useApiQuery<CashFlowMap>('/finance/cash-flow-map', undefined, { staleTime: 0 });
  const items = useApiQuery<ListOf<Item>>('/finance/cash-flow-items', undefined, { staleTime: 60_000 });
  // The rows as edited; until the first edit (and after a save) the saved mapping.
  const [edited, setEdited] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = useMemo(() => (map.data?.list ?? []).map((r, i) => ({ ...r, key: i })), [map.data]);
  const rows = edited ?? saved;
  const setRows = (f: (all: Row[]) => Row[]) => setEdited(f(rows));
  const options = (items.data?.list ?? []).map((i) => ({ value: i.code, label: `${i.line}. ${i.name}` }));
  const change = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const save = async (body: CashFlowMapBody) => {
    setBusy(true);
    try {
      await api.put<CashFlowMap>('/finance/cash-flow-map', body);
      message.success(t('map.saved'));
      await map.refetch();
      setEdited(null);
    } catch { /* the request layer showed the refusal */ } finally {
      setBusy(false);
    }
  };
  const itemSelect = (value: string, onChange: (v: string) => void) => (
    <Select size="small" allowClear style={{ width: '100%' }} value={value || undefined} options={options} onChange={(v?: string) => onChange(v ?? '')} placeholder={t('map.none')} />
  );
  return (
    <Drawer open width={1000} title={t('map.title')} onClose={onClose} destroyOnHidden data-testid="cash-flow-map"
      extra={(
        <Auth page="cashFlowStatement" code="cash_flow_statement_assign">
          <Space>
            <Popconfirm title={t('map.resetConfirm')} onConfirm={() => void save({ list: [], reset: true })}>
              <Button loading={busy} data-testid="map-reset">{t('map.reset')}</Button>
            </Popconfirm>
            <Button type="primary" loading={busy} data-testid="map-save"
              onClick={() => void save({ list: rows.map(({ subject_code, inflow_item, outflow_item, sort }) => ({ subject_code, inflow_item, outflow_item, sort })) })}>
              {t('map.save')}
            </Button>
          </Space>
        </Auth>
      )}>
      <Typography.Paragraph type="secondary">{t('map.hint')}</Typography.Paragraph>
      <Table<Row> rowKey="key" size="small" bordered pagination={false} loading={map.isFetching} dataSource={rows}
        columns={[
          { title: t('map.sort'), dataIndex: 'sort', width: 100, render: (v: number, r) => <InputNumber size="small" min={0} value={v} onChange={(n) => change(r.key, { sort: Number(n ?? 0) })} /> },
          { title: t('map.subject'), dataIndex: 'subject_code', width: 220, render: (v: string, r) => (
            <Space size={4}><Input size="small" style={{ width: 100 }} value={v} onChange={(e) => change(r.key, { subject_code: e.target.value.trim(), subject_name: '' })} />{r.subject_name}</Space>
          ) },
          { title: t('map.inflow'), dataIndex: 'inflow_item', render: (v: string, r) => itemSelect(v, (x) => change(r.key, { inflow_item: x })) },
          { title: t('map.outflow'), dataIndex: 'outflow_item', render: (v: string, r) => itemSelect(v, (x) => change(r.key, { outflow_item: x })) },
          { title: '', key: 'remove', width: 44, render: (_, r) => <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={t('map.remove')} onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))} /> },
        ]} />
      <Button type="dashed" block icon={<PlusOutlined />} style={{ marginTop: 8 }} data-testid="map-add"
        onClick={() => setRows((all) => [...all, { key: Date.now(), subject_code: '', inflow_item: '', outflow_item: '', sort: Math.max(0, ...all.map((r) => r.sort)) + 10 }])}>
        {t('map.add')}
      </Button>
    </Drawer>
  );
}
