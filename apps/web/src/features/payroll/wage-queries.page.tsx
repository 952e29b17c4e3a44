import { formatAmount, type PayrollDetail, type PayrollReport } from '@zf/shared';
import { Card, DatePicker, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { useApiQuery } from '../../request/index.ts';

type DetailRow = PayrollDetail['list'][number];
/** A row of 工资发放明细 (per employee) or 工资报表 (per department, with its head count): the shared answers' rows. */
type QueryRow = Omit<DetailRow, 'employee_id' | 'employee_name' | 'status'> & Partial<Pick<DetailRow, 'employee_id' | 'employee_name'>> & { employees?: number };
const shown = ['gross_pay', 'taxable_income', 'income_tax', 'net_pay', 'employer_social', 'employer_housing'] as const;

/** One query page over payroll lines: per employee and month (detail) or per month and department (report). */
function WageQuery({ page, path, perEmployee }: { page: string; path: string; perEmployee: boolean }) {
  const { t } = useTranslation('payroll');
  const [range, setRange] = useState<[string, string]>([dayjs().startOf('year').format('YYYY-MM'), dayjs().format('YYYY-MM')]);
  const data = useApiQuery<PayrollDetail | PayrollReport>(path, { period_from: range[0], period_to: range[1] });
  const columns: ColumnsType<QueryRow> = [
    { title: t('col.period'), dataIndex: 'period', width: 90, fixed: 'left' },
    { title: t('col.department'), dataIndex: 'department_name', width: 100, render: (v: string) => v || t('allocationRun.noDepartment') },
    ...(perEmployee ? [{ title: t('col.employee'), dataIndex: 'employee_name', width: 100 }] : [{ title: t('col.employees'), dataIndex: 'employees', width: 70, align: 'right' as const }]),
    ...(data.data?.items ?? []).map((i) => ({ title: i.name, key: i.code, align: 'right' as const, render: (_: unknown, r: QueryRow) => formatAmount(r.items[i.code] ?? '0') })),
    ...shown.map((k) => ({ title: t(`col.${k}`), dataIndex: k, align: 'right' as const, render: (v: string) => formatAmount(v) })),
  ];
  return (
    <PageRights page={page}>
      <Card variant="borderless" title={t(perEmployee ? 'query.detailTitle' : 'query.reportTitle')}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <DatePicker.RangePicker picker="month" allowClear={false} value={[dayjs(`${range[0]}-01`), dayjs(`${range[1]}-01`)]} data-testid="query-range"
            onChange={(v) => { if (v?.[0] && v[1]) setRange([v[0].format('YYYY-MM'), v[1].format('YYYY-MM')]); }} />
          <Table<QueryRow> rowKey={(r) => `${r.period}-${r.department_id}-${r.employee_id ?? 0}`} size="small" bordered loading={data.isLoading} columns={columns}
            dataSource={data.data?.list} scroll={{ x: 'max-content' }} pagination={{ pageSize: 50, hideOnSinglePage: true }} data-testid="query-rows" />
        </Space>
      </Card>
    </PageRights>
  );
}

/** 工资发放明细 (wagePaymentDetail). */
export function WagePaymentDetailPage() {
  return <WageQuery page="wagePaymentDetail" path="/payroll/payment-detail" perEmployee />;
}
/** 工资报表 (wageReport): per department × item × month. */
export function WageReportPage() {
  return <WageQuery page="wageReport" path="/payroll/report" perEmployee={false} />;
}
