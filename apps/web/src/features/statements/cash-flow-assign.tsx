import type { AssignAnswer, CashFlowItem as Item, UnassignedAnswer, ListOf } from '@zf/shared';
import { App, Button, Drawer, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';
import { Money } from '../ledger-books/book-common.tsx';

type Unassigned = UnassignedAnswer['list'][number];

/**
 * 现金流量指定: the month's cash and bank lines without a cash-flow item, each with the suggested one; the accountant
 * keeps or changes the item per line and assigns the chosen lines (or all) in one call.
 */
export function CashFlowAssign({ period, onClose, onAssigned }: { period: string; onClose(): void; onAssigned(): void }) {
  const { t } = useTranslation('statements');
  const { message } = App.useApp();
  const lines = useApiQuery<UnassignedAnswer>('/statements/cash-flow/unassigned', { period }, { staleTime: 0 });
  const items = useApiQuery<ListOf<Item>>('/finance/cash-flow-items', undefined, { staleTime: 60_000 });
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const list = useMemo(() => lines.data?.list ?? [], [lines.data]);
  const itemOf = (r: Unassigned) => chosen[r.line_id] ?? r.suggestion;
  const assign = async (rows: Unassigned[]) => {
    const body = rows.filter((r) => itemOf(r)).map((r) => ({ line_id: r.line_id, item: itemOf(r) }));
    if (!body.length) return;
    setBusy(true);
    try {
      const done = await api.post<AssignAnswer>('/statements/cash-flow/assign', { lines: body });
      message.success(t('assign.done', { n: done.updated }));
      setSelected([]);
      await lines.refetch();
      onAssigned();
    } catch { /* the request layer showed the refusal */ } finally {
      setBusy(false);
    }
  };
  const options = (items.data?.list ?? []).map((i) => ({ value: i.code, label: `${i.line}. ${i.name}` }));
  return (
    <Drawer open width={1200} title={t('assign.title', { period })} onClose={onClose} destroyOnHidden data-testid="cash-flow-assign"
      extra={(
        <Auth page="cashFlowStatement" code="cash_flow_statement_assign">
          <Space>
            <Button disabled={!selected.length} loading={busy} onClick={() => void assign(list.filter((r) => selected.includes(r.line_id)))} data-testid="assign-selected">{t('assign.selected')}</Button>
            <Button type="primary" disabled={!list.length} loading={busy} onClick={() => void assign(list)} data-testid="assign-all">{t('assign.all')}</Button>
          </Space>
        </Auth>
      )}>
      <Typography.Paragraph type="secondary">{t('assign.hint')}</Typography.Paragraph>
      <Table<Unassigned> rowKey="line_id" size="small" bordered pagination={false} loading={lines.isFetching} dataSource={list} scroll={{ x: 1240 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        locale={{ emptyText: t('assign.none') }}
        columns={[
          { title: t('assign.date'), dataIndex: 'voucher_date', width: 100 },
          { title: t('assign.voucher'), dataIndex: 'voucher_no', width: 90 },
          { title: t('assign.summary'), dataIndex: 'summary', width: 200, ellipsis: true },
          { title: t('assign.account'), key: 'subject', width: 150, render: (_, r) => `${r.subject_code} ${r.subject_name}` },
          { title: t('assign.in'), dataIndex: 'debit', width: 100, align: 'right', render: (v: string) => <Money value={v} /> },
          { title: t('assign.out'), dataIndex: 'credit', width: 100, align: 'right', render: (v: string) => <Money value={v} /> },
          { title: t('assign.counterparts'), dataIndex: 'counterparts', width: 140, ellipsis: true },
          {
            title: t('assign.item'), key: 'item', width: 300,
            render: (_, r) => (
              <Select size="small" style={{ width: '100%' }} value={itemOf(r) || undefined} options={options} placeholder={t('assign.pick')}
                onChange={(v: string) => setChosen((c) => ({ ...c, [r.line_id]: v }))} popupMatchSelectWidth={false} data-testid={`assign-item-${r.line_id}`} />
            ),
          },
        ]} />
    </Drawer>
  );
}
