import type { Kysely } from 'kysely';
import { EmployeeStatus } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';

/** Demo base salaries by the first characters of the department's name; everybody else 6,000. */
const salaryOf = (department: string) =>
  department.startsWith('销售') ? '8000.00' : department.startsWith('总经') ? '15000.00' : department.startsWith('生产') || department.endsWith('车间') ? '7000.00' : '6000.00';
/** Departments whose wages are not administrative expenses: selling expenses, production overhead. */
const accountOf = (department: string) => (department.startsWith('销售') ? '560103' : department.startsWith('生产') || department.endsWith('车间') ? '4101' : '');

/**
 * The demo staff's payroll data (base salary by department, 1,000 special deductions a month, social insurance and
 * housing fund on the base salary, a bank account) and the allocation of selling and production departments, so a
 * month's payroll can be run from the UI at once. The administrator (the demo user) is left out of the payroll.
 */
export async function seedPayrollDemo(db: Kysely<DB>, enterpriseId: number): Promise<void> {
  const now = nowSeconds();
  const staff = await db.selectFrom('employee as e')
    .leftJoin('department as d', (j) => j.onRef('d.enterprise_id', '=', 'e.enterprise_id').onRef('d.id', '=', 'e.department_id'))
    .select(['e.id', 'e.is_admin', 'd.name as department', 'e.department_id']).where('e.enterprise_id', '=', enterpriseId).where('e.status', '=', EmployeeStatus.active).orderBy('e.id').execute();
  if (!staff.length) return;
  await db.insertInto('payroll_employee').values(staff.map((s, i) => {
    const base = salaryOf(s.department ?? '');
    return {
      enterprise_id: enterpriseId, employee_id: s.id, in_payroll: !s.is_admin, base_salary: base, special_deduction: '1000.00', si_base: base, hf_base: base,
      bank_name: '招商银行', bank_account: `6225880${String(100000 + i * 37).padStart(9, '0')}`, update_time: now,
    };
  })).onConflict((oc) => oc.columns(['enterprise_id', 'employee_id']).doNothing()).execute();
  const departments = await db.selectFrom('department').select(['id', 'name']).where('enterprise_id', '=', enterpriseId).execute();
  const rows = departments.map((d) => ({ department_id: d.id, subject_code: accountOf(d.name) })).filter((r) => r.subject_code);
  await db.insertInto('payroll_allocation').values([{ department_id: 0, subject_code: '560204' }, ...rows].map((r) => ({ enterprise_id: enterpriseId, ...r, update_time: now })))
    .onConflict((oc) => oc.columns(['enterprise_id', 'department_id', 'wage_item_code']).doNothing()).execute();
}
