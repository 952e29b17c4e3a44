import { formatAmount, type PayrollCreated, type PayrollRun as Run, type PayrollRunList } from '@zf/shared';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Input, Popconfirm, Select, Space, Table, Tabs, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageRights, useCan } from '../../engines/permission/Auth.tsx';
import { postFile } from '../../engines/resource/upload.ts';
import { api, ApiError, downloadXlsx, queryClient, useApiQuery } from '../../request/index.ts';
import { EmployeeDataTable } from './employee-data.tsx';
import { formulaInput, payrollPaths, RunStatus, voucherHref } from './payroll-api.ts';

type RunRow = PayrollRunList['list'][number];
type RunLine = Run['lines'][number];

const refresh = () => Promise.all(payrollPaths.map((p) => queryClient.invalidateQueries({ queryKey: [p] })));

/** 工资发放 (payWages): the month's payroll — create, enter, compute, audit, accrue, pay; payslips; employees' payroll data. */
export default function PayWagesPage() {
  const { t } = useTranslation('payroll');
  return (
    <PageRights page="payWages">
      <Card variant="borderless" title={t('pay.title')}>
        <Tabs items={[
          { key: 'runs', label: t('pay.runs'), children: <Runs /> },
          { key: 'staff', label: t('pay.staff'), children: <EmployeeDataTable /> },
        ]} />
      </Card>
    </PageRights>
  );
}

function Runs() {
  const { t } = useTranslation('payroll');
  const { message } = App.useApp();
  const can = useCan('payWages');
  const [period, setPeriod] = useState(dayjs().format('YYYY-MM'));
  const [selected, setSelected] = useState<number | null>(null);
  const runs = useApiQuery<PayrollRunList>('/payroll/runs');
  const current = selected ?? runs.data?.list[0]?.id ?? null;

  const create = async () => {
    try {
      const { id } = await api.post<PayrollCreated>('/payroll/runs', { period });
      message.success(t('pay.created', { period }));
      setSelected(id);
      await refresh();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  const columns: ColumnsType<RunRow> = [
    { title: t('col.period'), dataIndex: 'period', width: 100 },
    { title: t('col.employees'), dataIndex: 'employees', width: 80, align: 'right' },
    { title: t('col.gross_pay'), dataIndex: 'gross_pay', align: 'right', render: (v: string) => formatAmount(v) },
    { title: t('col.income_tax'), dataIndex: 'income_tax', align: 'right', render: (v: string) => formatAmount(v) },
    { title: t('col.net_pay'), dataIndex: 'net_pay', align: 'right', render: (v: string) => formatAmount(v) },
    { title: t('col.status'), key: 'status', width: 180, render: (_, r) => <StatusTags status={r.status} accrued={!!r.accrual_voucher_id} paid={!!r.payment_voucher_id} /> },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {can('pay_wages_add') && (
        <Space wrap>
          <DatePicker picker="month" allowClear={false} value={dayjs(`${period}-01`)} onChange={(d) => d && setPeriod(d.format('YYYY-MM'))} data-testid="pay-period" />
          <Button type="primary" onClick={() => void create()} data-testid="pay-create">{t('pay.create')}</Button>
        </Space>
      )}
      <Table<RunRow> rowKey="id" size="small" bordered pagination={false} loading={runs.isLoading} columns={columns}
        dataSource={runs.data?.list} data-testid="pay-runs" scroll={{ x: 'max-content' }}
        rowClassName={(r) => (r.id === current ? 'ant-table-row-selected' : '')} onRow={(r) => ({ onClick: () => setSelected(r.id), style: { cursor: 'pointer' } })} />
      {current && <RunEditor key={current} id={current} />}
    </Space>
  );
}
function StatusTags({ status, accrued, paid }: { status: number; accrued: boolean; paid: boolean }) {
  const { t } = useTranslation('payroll');
  return (
    <Space size={4}>
      <Tag color={status === RunStatus.audited ? 'green' : 'default'}>{t(status === RunStatus.audited ? 'status.audited' : 'status.entered')}</Tag>
      {accrued && <Tag color="blue">{t('status.accrued')}</Tag>}
      {paid && <Tag color="purple">{t('status.paid')}</Tag>}
    </Space>
  );
}

function RunEditor({ id }: { id: number }) {
  const { t } = useTranslation('payroll');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useCan('payWages');
  const run = useApiQuery<Run>(`/payroll/runs/${id}`);
  const accounts = useApiQuery<{ list: Array<{ id: number; name: string }> }>('/settlement-accounts', { page_size: 100 }, { quiet: [4003] });
  const [edits, setEdits] = useState<Record<number, Record<string, string>>>({});
  const [account, setAccount] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const r = run.data;
  const editable = !!r && r.status === RunStatus.entered && can('pay_wages_edit');

  const call = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      message.success(done);
      setEdits({});
      await refresh();
      await queryClient.invalidateQueries({ queryKey: [`/payroll/runs/${id}`] });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const save = () => call(() => api.put(`/payroll/runs/${id}/lines`, { lines: Object.entries(edits).map(([employee, items]) => ({ employee_id: Number(employee), items })) }), t('pay.saved'));
  const act = (action: 'compute' | 'audit' | 'unaudit' | 'accrue' | 'pay' | 'unaccrue' | 'unpay') =>
    call(() => api.post(`/payroll/runs/${id}/audit`, { action, ...(action === 'pay' ? { settlement_account_id: account } : {}) }), t(`done.${action}`));
  const importFile = (file: File) => call(() => postFile(`/payroll/runs/${id}/import`, file, file.name), t('pay.imported'));
  if (!r) return <Card loading />;

  const value = (l: RunLine, code: string) => edits[l.employee_id]?.[code] ?? l.items[code] ?? '0.00';
  const itemColumns: ColumnsType<RunLine> = r.items.map((i) => ({
    title: i.name, key: i.code, align: 'right' as const, width: 110,
    render: (_: unknown, l: RunLine) => (editable && i.input !== formulaInput
      ? <Input size="small" value={value(l, i.code)} style={{ width: 96, textAlign: 'right' }} data-testid={`cell-${l.employee_id}-${i.code}`}
        onChange={(e) => setEdits((s) => ({ ...s, [l.employee_id]: { ...s[l.employee_id], [i.code]: e.target.value } }))} />
      : formatAmount(l.items[i.code] ?? '0')),
  }));
  const figure = (key: 'gross_pay' | 'taxable_income' | 'special_deduction' | 'income_tax' | 'net_pay') => ({ title: t(`col.${key}`), key, align: 'right' as const, width: 110,
    render: (_: unknown, l: RunLine) => <span data-testid={`${key}-${l.employee_id}`}>{formatAmount(l[key])}</span> });
  const columns: ColumnsType<RunLine> = [
    { title: t('col.employee'), dataIndex: 'employee_name', fixed: 'left', width: 100 },
    { title: t('col.department'), dataIndex: 'department_name', width: 100 },
    ...itemColumns,
    figure('gross_pay'), figure('taxable_income'), figure('special_deduction'), figure('income_tax'), figure('net_pay'),
  ];
  const voucher = (vid: number | null, no: string, testid: string) => vid
    ? <Typography.Link href={voucherHref(vid)} data-testid={testid} onClick={(e) => { e.preventDefault(); void navigate(voucherHref(vid)); }}>{no}</Typography.Link> : null;

  return (
    <Card size="small" data-testid="pay-run" title={<Space><span>{t('pay.runTitle', { period: r.period })}</span><StatusTags status={r.status} accrued={!!r.accrual_voucher_id} paid={!!r.payment_voucher_id} /></Space>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          {editable && <Button type="primary" disabled={!Object.keys(edits).length} loading={busy} onClick={() => void save()} data-testid="pay-save">{t('pay.save')}</Button>}
          {can('pay_wages_edit') && r.status === RunStatus.entered && <Button loading={busy} onClick={() => void act('compute')} data-testid="pay-compute">{t('pay.compute')}</Button>}
          {can('pay_wages_audit') && r.status === RunStatus.entered && <Button loading={busy} disabled={!!Object.keys(edits).length} onClick={() => void act('audit')} data-testid="pay-audit">{t('pay.audit')}</Button>}
          {can('pay_wages_reverse') && r.status === RunStatus.audited && !r.accrual_voucher_id && (
            <Popconfirm title={t('pay.unauditConfirm')} onConfirm={() => void act('unaudit')}><Button loading={busy} data-testid="pay-unaudit">{t('pay.unaudit')}</Button></Popconfirm>
          )}
          {can('pay_wages_audit') && r.status === RunStatus.audited && !r.accrual_voucher_id && (
            <Button loading={busy} onClick={() => void act('accrue')} data-testid="pay-accrue">{t('pay.accrue')}</Button>
          )}
          {can('pay_wages_audit') && r.accrual_voucher_id && !r.payment_voucher_id && (
            <Popconfirm title={t('pay.unaccrueConfirm')} onConfirm={() => void act('unaccrue')}><Button loading={busy} data-testid="pay-unaccrue">{t('pay.unaccrue')}</Button></Popconfirm>
          )}
          {can('pay_wages_pay') && r.payment_voucher_id && (
            <Popconfirm title={t('pay.unpayConfirm')} onConfirm={() => void act('unpay')}><Button loading={busy} data-testid="pay-unpay">{t('pay.unpay')}</Button></Popconfirm>
          )}
          {can('pay_wages_pay') && r.accrual_voucher_id && !r.payment_voucher_id && (
            <Space.Compact>
              <Select style={{ minWidth: 160 }} placeholder={t('pay.account')} value={account} onChange={setAccount} data-testid="pay-account"
                options={(accounts.data?.list ?? []).map((a) => ({ value: a.id, label: a.name }))} />
              <Button type="primary" loading={busy} disabled={!account} onClick={() => void act('pay')} data-testid="pay-pay">{t('pay.pay')}</Button>
            </Space.Compact>
          )}
          {can('pay_wages_export') && <Button icon={<DownloadOutlined />} onClick={() => void downloadXlsx(`/payroll/runs/${id}/export`, {}, t('pay.payslips', { period: r.period }))}>{t('pay.export')}</Button>}
          {editable && can('pay_wages_import') && (
            <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => { void importFile(file); return false; }}>
              <Button icon={<UploadOutlined />}>{t('pay.import')}</Button>
            </Upload>
          )}
          {voucher(r.accrual_voucher_id, r.accrual_voucher_no, 'pay-accrual-voucher')}
          {voucher(r.payment_voucher_id, r.payment_voucher_no, 'pay-payment-voucher')}
        </Space>
        <Table<RunLine> rowKey="employee_id" size="small" bordered pagination={false} columns={columns} dataSource={r.lines} scroll={{ x: 'max-content' }} data-testid="pay-lines"
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2 + r.items.length}>{t('pay.total')}</Table.Summary.Cell>
              {(['gross_pay', 'taxable_income'] as const).map((k, i) => <Table.Summary.Cell key={k} index={3 + r.items.length + i} align="right">{formatAmount(r.totals[k])}</Table.Summary.Cell>)}
              <Table.Summary.Cell index={5 + r.items.length} />
              {(['income_tax', 'net_pay'] as const).map((k, i) => <Table.Summary.Cell key={k} index={6 + r.items.length + i} align="right"><span data-testid={`total-${k}`}>{formatAmount(r.totals[k])}</span></Table.Summary.Cell>)}
            </Table.Summary.Row>
          )} />
      </Space>
    </Card>
  );
}
