import { formatAmount, type DepreciationPreview, type DepreciationRuns } from '@zf/shared';
import { Alert, Button, Card, DatePicker, Descriptions, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePeriod } from '../../app/stores/period.store.ts';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';
import { voucherHref } from './assets-api.ts';
import { useAssetAction } from './use-action.ts';

type DepreciationLine = DepreciationPreview['list'][number];
type DepreciationRun = DepreciationRuns['list'][number];

/**
 * 计提折旧 (depreciationAccrual): the period's depreciation per asset before it is booked (workload assets take the
 * month's units here), the run that makes the voucher (Dr expense by department / Cr 1602), and the runs so far with
 * their vouchers and the undo of the latest one.
 */
export default function DepreciationAccrualPage() {
  const { t } = useTranslation('assets');
  const navigate = useNavigate();
  const open = usePeriod((s) => s.finance_period.fiscal_period);
  const [chosen, setChosen] = useState<string | null>(null);
  const period = chosen ?? (/^\d{4}-\d{2}$/.test(open) ? open : dayjs().format('YYYY-MM'));
  const preview = useApiQuery<DepreciationPreview>('/fixed-assets/depreciation/preview', { period }, { staleTime: 0 });
  const runs = useApiQuery<DepreciationRuns>('/fixed-assets/depreciation/runs', undefined, { staleTime: 0 });
  const [units, setUnits] = useState<Record<number, string>>({});
  const { busy, act } = useAssetAction();
  const done = runs.data?.list.find((r) => r.period === period);
  const latest = runs.data?.list[0];

  const run = () => act(async () => {
    const workloads = Object.entries(units).filter(([, u]) => u).map(([asset_id, u]) => ({ asset_id: Number(asset_id), units: u }));
    return api.post('/fixed-assets/depreciation', { period, workloads });
  }, t('accrual.done', { period }));
  const openVoucher = (id: number) => void navigate(voucherHref(id));

  return (
    <PageRights page="depreciationAccrual">
      <Card variant="borderless" title={t('accrual.title')} data-testid="depreciation-accrual">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap size="large">
            <span>{t('accrual.period')}{' '}
              <DatePicker picker="month" allowClear={false} value={dayjs(`${period}-01`)} data-testid="accrual-period"
                onChange={(d) => { if (d) setChosen(d.format('YYYY-MM')); }} />
            </span>
            {done && <Tag color="green" data-testid="accrual-state">{t('accrual.accrued', { no: done.voucher_no })}</Tag>}
          </Space>
          {done && <Alert type="info" showIcon title={t('accrual.alreadyHint', { period })} />}
          <Table<DepreciationLine>
            rowKey="asset_id" size="small" bordered pagination={false} loading={preview.isFetching} dataSource={done ? [] : preview.data?.list ?? []}
            data-testid="accrual-preview" locale={{ emptyText: done ? t('accrual.accruedEmpty') : t('accrual.empty') }} scroll={{ x: 900 }}
            columns={[
              { title: t('table.code'), dataIndex: 'code', width: 110 },
              { title: t('table.name'), dataIndex: 'name' },
              { title: t('accrual.expense'), dataIndex: 'expense_subject', width: 110 },
              { title: t('accrual.workload'), key: 'workload', width: 130, render: (_: unknown, r) => (r.method !== 'workload' ? '' : (
                <Input size="small" inputMode="decimal" value={units[r.asset_id] ?? ''} placeholder="0" onChange={(e) => setUnits({ ...units, [r.asset_id]: e.target.value })} />
              )) },
              { title: t('table.depreciation'), dataIndex: 'depreciation', width: 130, align: 'right', render: (v: string, r) => (r.method === 'workload' ? t('accrual.byWorkload') : formatAmount(v)) },
              { title: t('table.accumulated'), dataIndex: 'accumulated', width: 140, align: 'right', render: (v: string) => formatAmount(v) },
              { title: t('table.netValue'), dataIndex: 'net_value', width: 140, align: 'right', render: (v: string) => formatAmount(v) },
            ]}
          />
          {!done && preview.data && (
            <Descriptions size="small" bordered column={1} data-testid="accrual-total">
              <Descriptions.Item label={t('accrual.total')}><b>{formatAmount(preview.data.total)}</b></Descriptions.Item>
            </Descriptions>
          )}
          <Space>
            <Auth code="depreciation_accrue">
              <Popconfirm title={t('accrual.confirm', { period })} onConfirm={run}>
                <Button type="primary" loading={busy} disabled={!!done || !preview.data?.list.length} data-testid="accrual-run">{t('accrual.run')}</Button>
              </Popconfirm>
            </Auth>
            <Auth code="depreciation_undo">
              <Popconfirm title={t('accrual.undoConfirm', { period: latest?.period ?? '' })} onConfirm={() => act(() => api.post('/fixed-assets/depreciation/undo', { period: latest!.period }), t('accrual.undone'))}>
                <Button danger disabled={!latest} loading={busy} data-testid="accrual-undo">{t('accrual.undo', { period: latest?.period ?? '' })}</Button>
              </Popconfirm>
            </Auth>
          </Space>
          <Typography.Title level={5}>{t('accrual.runs')}</Typography.Title>
          <Table<DepreciationRun>
            rowKey="period" size="small" bordered pagination={false} dataSource={runs.data?.list ?? []} data-testid="accrual-runs"
            columns={[
              { title: t('accrual.period'), dataIndex: 'period', width: 120 },
              { title: t('accrual.total'), dataIndex: 'total', width: 160, align: 'right', render: (v: string) => formatAmount(v) },
              { title: t('accrual.voucher'), key: 'voucher', render: (_: unknown, r) => (r.voucher_id ? <Typography.Link onClick={() => openVoucher(r.voucher_id)}>{r.voucher_no}</Typography.Link> : '') },
              { title: t('accrual.voucherStatus'), dataIndex: 'voucher_status', width: 120, render: (s: number) => t(`accrual.status${s}`) },
            ]}
          />
        </Space>
      </Card>
    </PageRights>
  );
}
