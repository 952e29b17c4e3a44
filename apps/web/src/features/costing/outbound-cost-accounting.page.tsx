import { useQueryClient } from '@tanstack/react-query';
import { formatAmount } from '@zf/shared';
import type { CostRun, CostRunItem, CostRunItemList, CostRunList, CostRunStarted, CostRunUndoStarted, RepostList, Task } from '@zf/shared';
import { Alert, App, Button, Card, DatePicker, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseInfo } from '../../app/layout/shell-data.ts';
import { useCan } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';

/** A finished cost run's task `result` (each job has its own, so the contract's `Task` has it as unknown). */
type CostRunResult = { products?: number } | null;

const page = 'outboundCostAccounting';
const statusColor = { running: 'processing', done: 'success', undone: 'default' } as const;

/** Waits for a background task to finish (the run goes product by product; a month of a small shop takes seconds). */
async function finished(taskId: number): Promise<Task> {
  for (;;) {
    const task = await api.get<Task>(`/tasks/${taskId}`);
    if (task.status === 'done' || task.status === 'failed') return task;
    await new Promise((r) => setTimeout(r, 800));
  }
}

/**
 * Outbound cost accounting (出库成本核算): run the monthly weighted average for a month that has ended, see what each
 * run priced, and undo the latest month. The server refuses what an accountant may not do (months out of order,
 * postings into a costed month) with its own messages; the buttons follow the page's function codes.
 */
export default function OutboundCostAccountingPage() {
  const { t } = useTranslation('costing');
  const { message } = App.useApp();
  const can = useCan(page);
  const client = useQueryClient();
  const enterprise = useEnterpriseInfo();
  const [month, setMonth] = useState<Dayjs>(() => dayjs().subtract(1, 'month'));
  const [busy, setBusy] = useState(false);
  const runs = useApiQuery<CostRunList>('/stock/cost-runs');
  const reposts = useApiQuery<RepostList>('/stock/reposts', undefined, { refetchInterval: (q) => (q.state.data?.list.length ? 3000 : false) });
  const latest = runs.data?.list.find((r) => r.status === 'done');

  const act = async (path: string, target: string, done: (task: Task) => string) => {
    setBusy(true);
    try {
      const { task_id } = await api.post<CostRunStarted | CostRunUndoStarted>(path, { month: target });
      const task = await finished(task_id);
      if (task.status === 'done') void message.success(done(task));
      await client.invalidateQueries({ queryKey: ['/stock/cost-runs'] });
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const run = () => { const m = month.format('YYYY-MM'); void act('/stock/cost-runs', m, (task) => t('done', { month: m, products: (task.result as CostRunResult)?.products ?? 0 })); };
  const undo = (m: string) => void act('/stock/cost-runs/undo', m, () => t('undone', { month: m }));

  return (
    <Card title={t('title')} variant="borderless">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('hint')}</Typography.Paragraph>
        {enterprise && enterprise.stock_accounting_method !== 2 && <Alert type="info" showIcon message={t('notMonthly')} />}
        {!!reposts.data?.list.length && <Alert type="warning" showIcon message={t('reposting', { count: reposts.data.list.length })} />}
        <Space wrap>
          <span>{t('month')}</span>
          <DatePicker picker="month" value={month} allowClear={false} onChange={(v) => v && setMonth(v)} disabledDate={(d) => !d.isBefore(dayjs(), 'month')} aria-label={t('month')} />
          {can('outbound_cost_run') && <Button type="primary" loading={busy} onClick={run}>{t('run')}</Button>}
          {can('outbound_cost_undo') && latest && (
            <Popconfirm title={t('undoConfirm', { month: latest.month })} onConfirm={() => undo(latest.month)}>
              <Button danger disabled={busy}>{t('undo')} {latest.month}</Button>
            </Popconfirm>
          )}
          <Typography.Text type="secondary">
            {runs.data?.costed_through ? t('costedThrough', { date: runs.data.costed_through }) : t('nothingCosted')}
          </Typography.Text>
        </Space>
        <Table<CostRun>
          rowKey="id"
          size="small"
          bordered
          loading={runs.isFetching && !runs.data}
          dataSource={runs.data?.list ?? []}
          pagination={false}
          expandable={{ expandedRowRender: (r) => <RunItems runId={r.id} />, rowExpandable: (r) => r.status !== 'running' }}
          columns={[
            { title: t('col.month'), dataIndex: 'month', width: 120 },
            { title: t('col.status'), dataIndex: 'status', width: 120, render: (s: CostRun['status']) => <Tag color={statusColor[s]}>{t(`status.${s}`)}</Tag> },
            { title: t('col.products'), dataIndex: 'products', width: 120, align: 'right' },
            { title: t('col.time'), dataIndex: 'update_time', render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss') },
          ]}
        />
      </Space>
    </Card>
  );
}

function RunItems({ runId }: { runId: number }) {
  const { t } = useTranslation('costing');
  const items = useApiQuery<CostRunItemList>(`/stock/cost-runs/${runId}/items`);
  return (
    <Table<CostRunItem>
      rowKey="product_id"
      size="small"
      loading={items.isFetching && !items.data}
      dataSource={items.data?.list ?? []}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      columns={[
        { title: t('col.code'), dataIndex: 'code', width: 160 },
        { title: t('col.name'), dataIndex: 'name' },
        { title: t('col.unitCost'), dataIndex: 'unit_cost', width: 150, align: 'right', render: (v: string | null) => (v === null ? t('col.noAverage') : formatAmount(v, 6)) },
        { title: t('col.issuedQty'), dataIndex: 'issued_qty', width: 130, align: 'right', render: (v: string) => formatAmount(v, 4) },
        { title: t('col.issuedAmount'), dataIndex: 'issued_amount', width: 150, align: 'right', render: (v: string) => formatAmount(v) },
      ]}
    />
  );
}
