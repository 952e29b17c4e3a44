import { amount, formatAmount, sum as sumOf, type WageAllocationPreview as Preview } from '@zf/shared';
import { App, Button, Card, DatePicker, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageRights, useCan } from '../../engines/permission/Auth.tsx';
import { api, ApiError, queryClient, useApiQuery } from '../../request/index.ts';
import { payrollPaths, RunStatus, voucherHref } from './payroll-api.ts';

type Row = Preview['list'][number];
const amounts = ['wages', 'social', 'housing', 'total'] as const;

/**
 * 工资费用分配 (wageCostAllocation): the month's wages, employer social insurance and housing fund per department and
 * expense account, and the accrual voucher (Dr expenses by department / Cr 2211's sub-accounts).
 */
export default function WageCostAllocationPage() {
  const { t } = useTranslation('payroll');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useCan('wageCostAllocation');
  const [period, setPeriod] = useState(dayjs().format('YYYY-MM'));
  const preview = useApiQuery<Preview>('/payroll/allocation', { period });
  const [busy, setBusy] = useState(false);
  const p = preview.data;

  const accrue = async () => {
    if (!p?.run_id) return;
    setBusy(true);
    try {
      await api.post(`/payroll/runs/${p.run_id}/audit`, { action: 'accrue' });
      message.success(t('done.accrue'));
      await Promise.all([...payrollPaths, '/vouchers'].map((k) => queryClient.invalidateQueries({ queryKey: [k] })));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const sum = (k: (typeof amounts)[number]) => amount(sumOf((p?.list ?? []).map((r) => r[k])));
  return (
    <PageRights page="wageCostAllocation">
      <Card variant="borderless" title={t('allocationRun.title')} data-testid="allocation-run">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            <DatePicker picker="month" allowClear={false} value={dayjs(`${period}-01`)} onChange={(d) => d && setPeriod(d.format('YYYY-MM'))} data-testid="allocation-period" />
            {can('wage_cost_allocation_voucher') && p?.run_id && !p.accrual_voucher_id && (
              <Button type="primary" loading={busy} disabled={p.status !== RunStatus.audited} onClick={() => void accrue()} data-testid="allocation-accrue">{t('allocationRun.voucher')}</Button>
            )}
            {p?.accrual_voucher_id && (
              <Typography.Link href={voucherHref(p.accrual_voucher_id)} data-testid="allocation-voucher"
                onClick={(e) => { e.preventDefault(); void navigate(voucherHref(p.accrual_voucher_id!)); }}>{t('allocationRun.made', { no: p.accrual_voucher_no })}</Typography.Link>
            )}
            {p && !p.run_id && <Typography.Text type="secondary">{t('allocationRun.noRun', { period })}</Typography.Text>}
            {p?.run_id && p.status !== RunStatus.audited && <Typography.Text type="warning">{t('allocationRun.notAudited')}</Typography.Text>}
          </Space>
          <Table<Row> rowKey="department_id" size="small" bordered pagination={false} loading={preview.isLoading} dataSource={p?.list} data-testid="allocation-rows" scroll={{ x: 'max-content' }}
            columns={[
              { title: t('col.department'), dataIndex: 'department_name', render: (v: string) => v || t('allocationRun.noDepartment') },
              { title: t('allocation.subject'), key: 'subject', render: (_, r) => `${r.subject_code} ${r.subject_name}` },
              ...amounts.map((k) => ({ title: t(`allocationRun.${k}`), dataIndex: k, align: 'right' as const, render: (v: string) => formatAmount(v) })),
            ]}
            summary={() => (p?.list.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>{t('pay.total')}</Table.Summary.Cell>
                {amounts.map((k, i) => <Table.Summary.Cell key={k} index={2 + i} align="right">{formatAmount(sum(k))}</Table.Summary.Cell>)}
              </Table.Summary.Row>
            ) : null)} />
        </Space>
      </Card>
    </PageRights>
  );
}
