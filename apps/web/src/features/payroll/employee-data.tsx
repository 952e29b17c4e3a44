import type { PayrollEmployees } from '@zf/shared';
import { App, Button, Input, Space, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { api, ApiError, queryClient, useApiQuery } from '../../request/index.ts';

type EmployeeData = PayrollEmployees['list'][number];

type Editable = 'base_salary' | 'special_deduction' | 'si_base' | 'hf_base' | 'bank_name' | 'bank_account';
const money: Editable[] = ['base_salary', 'special_deduction', 'si_base', 'hf_base'];

/** Employees' payroll data: in the payroll or not, base salary, monthly special deductions, contribution bases, bank account. */
export function EmployeeDataTable() {
  const { t } = useTranslation('payroll');
  const { message } = App.useApp();
  const can = useCan('payWages');
  const data = useApiQuery<PayrollEmployees>('/payroll/employees');
  const [edits, setEdits] = useState<Record<number, Partial<EmployeeData>>>({});
  const [busy, setBusy] = useState(false);
  const editable = can('pay_wages_edit');
  const row = (r: EmployeeData): EmployeeData => ({ ...r, ...edits[r.employee_id] });
  const set = (id: number, patch: Partial<EmployeeData>) => setEdits((s) => ({ ...s, [id]: { ...s[id], ...patch } }));

  const save = async () => {
    setBusy(true);
    try {
      const list = (data.data?.list ?? []).filter((r) => edits[r.employee_id]).map((r) => {
        const { employee_name: _n, department_id: _d, department_name: _dn, ...rest } = row(r);
        return rest;
      });
      await api.put('/payroll/employees', { list });
      message.success(t('staff.saved', { count: list.length }));
      setEdits({});
      await queryClient.invalidateQueries({ queryKey: ['/payroll/employees'] });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const cell = (key: Editable) => ({
    title: t(`staff.${key}`), key, width: money.includes(key) ? 120 : 160, align: money.includes(key) ? 'right' as const : undefined,
    render: (_: unknown, r: EmployeeData) => (editable
      ? <Input size="small" value={row(r)[key]} data-testid={`staff-${r.employee_id}-${key}`} style={money.includes(key) ? { textAlign: 'right' } : undefined}
        onChange={(e) => set(r.employee_id, { [key]: e.target.value })} />
      : row(r)[key]),
  });
  const columns: ColumnsType<EmployeeData> = [
    { title: t('col.employee'), dataIndex: 'employee_name', width: 100, fixed: 'left' },
    { title: t('col.department'), dataIndex: 'department_name', width: 100 },
    { title: t('staff.in_payroll'), key: 'in_payroll', width: 90, render: (_, r) => <Switch size="small" disabled={!editable} checked={row(r).in_payroll} onChange={(v) => set(r.employee_id, { in_payroll: v })} /> },
    cell('base_salary'), cell('special_deduction'), cell('si_base'), cell('hf_base'), cell('bank_name'), cell('bank_account'),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {editable && <Button type="primary" loading={busy} disabled={!Object.keys(edits).length} onClick={() => void save()} data-testid="staff-save">{t('staff.save')}</Button>}
      <Table<EmployeeData> rowKey="employee_id" size="small" bordered pagination={false} loading={data.isLoading} columns={columns} dataSource={data.data?.list}
        scroll={{ x: 'max-content' }} data-testid="staff-data" />
    </Space>
  );
}
