import { Decimal, WageItemKind, amount, wageItemName, EmployeeStatus, Switch, type Language } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { wageItems } from './payroll-settings.ts';

export interface DetailQuery { period_from: string; period_to: string; employee_id?: number; department_id?: number }
const figures = ['gross_pay', 'pre_tax_deduction', 'other_deduction', 'taxable_income', 'special_deduction', 'income_tax', 'net_pay', 'employer_social', 'employer_housing'] as const;
type Figures = Record<(typeof figures)[number], string>;

async function linesIn(db: Kysely<DB>, enterpriseId: number, q: DetailQuery) {
  let query = db.selectFrom('payroll_line as l')
    .innerJoin('payroll_run as r', (j) => j.onRef('r.enterprise_id', '=', 'l.enterprise_id').onRef('r.id', '=', 'l.run_id'))
    .innerJoin('employee as e', (j) => j.onRef('e.enterprise_id', '=', 'l.enterprise_id').onRef('e.id', '=', 'l.employee_id'))
    .leftJoin('department as d', (j) => j.onRef('d.enterprise_id', '=', 'l.enterprise_id').onRef('d.id', '=', 'l.department_id'))
    .select(['r.period', 'r.status', 'l.employee_id', 'e.name as employee_name', 'l.department_id', 'd.name as department_name', 'l.items', ...figures.map((f) => `l.${f}` as const)])
    .where('l.enterprise_id', '=', enterpriseId).where('r.period', '>=', q.period_from).where('r.period', '<=', q.period_to);
  if (q.employee_id) query = query.where('l.employee_id', '=', q.employee_id);
  if (q.department_id) query = query.where('l.department_id', '=', q.department_id);
  return query.orderBy('r.period').orderBy('l.department_id').orderBy('l.employee_id').execute();
}

const itemColumns = async (db: Kysely<DB>, enterpriseId: number, language: Language) =>
  (await wageItems(db, enterpriseId)).map((i) => ({ code: i.code, name: wageItemName(i.code, i.name, language), kind: i.kind }));

/** 工资发放明细: per employee and month, every item and figure. */
export async function paymentDetail(db: Kysely<DB>, enterpriseId: number, q: DetailQuery, language: Language) {
  const rows = await linesIn(db, enterpriseId, q);
  return { items: await itemColumns(db, enterpriseId, language), list: rows.map((r) => ({ ...r, department_name: r.department_name ?? '' })) };
}

/** 工资报表: per month × department, each item's total, the figures' totals and the head count. */
export async function wageReport(db: Kysely<DB>, enterpriseId: number, q: DetailQuery, language: Language) {
  const rows = await linesIn(db, enterpriseId, q);
  const groups = new Map<string, { period: string; department_id: number; department_name: string; employees: number; items: Record<string, string> } & Figures>();
  for (const r of rows) {
    const key = `${r.period}|${r.department_id}`;
    const g = groups.get(key) ?? {
      period: r.period, department_id: r.department_id, department_name: r.department_name ?? '', employees: 0, items: {},
      ...(Object.fromEntries(figures.map((f) => [f, '0.00'])) as Figures),
    };
    g.employees += 1;
    for (const [code, v] of Object.entries(r.items)) g.items[code] = amount(new Decimal(g.items[code] ?? 0).add(v));
    for (const f of figures) g[f] = amount(new Decimal(g[f]).add(r[f]));
    groups.set(key, g);
  }
  return { items: await itemColumns(db, enterpriseId, language), list: [...groups.values()] };
}

/** Staff with their payroll data (the pay wages page's second tab). */
export async function payrollEmployees(db: Kysely<DB>, enterpriseId: number) {
  const rows = await db.selectFrom('employee as e')
    .leftJoin('payroll_employee as p', (j) => j.onRef('p.enterprise_id', '=', 'e.enterprise_id').onRef('p.employee_id', '=', 'e.id'))
    .leftJoin('department as d', (j) => j.onRef('d.enterprise_id', '=', 'e.enterprise_id').onRef('d.id', '=', 'e.department_id'))
    .select(['e.id as employee_id', 'e.name as employee_name', 'e.department_id', 'd.name as department_name', 'p.in_payroll', 'p.base_salary', 'p.special_deduction',
      'p.si_base', 'p.hf_base', 'p.bank_name', 'p.bank_account'])
    .where('e.enterprise_id', '=', enterpriseId).where('e.status', '=', EmployeeStatus.active).orderBy('e.department_id').orderBy('e.id').execute();
  return rows.map((r) => ({
    employee_id: r.employee_id, employee_name: r.employee_name, department_id: r.department_id, department_name: r.department_name ?? '', in_payroll: r.in_payroll ?? true,
    base_salary: amount(r.base_salary ?? 0), special_deduction: amount(r.special_deduction ?? 0), si_base: amount(r.si_base ?? 0), hf_base: amount(r.hf_base ?? 0),
    bank_name: r.bank_name ?? '', bank_account: r.bank_account ?? '',
  }));
}

export interface EmployeePayrollInput {
  employee_id: number; in_payroll: boolean; base_salary: string; special_deduction: string; si_base: string; hf_base: string; bank_name: string; bank_account: string;
}

/** Saves employees' payroll data (only the enterprise's own employees: the composite key refuses others). */
export async function savePayrollEmployees(tx: Kysely<DB>, enterpriseId: number, list: readonly EmployeePayrollInput[]): Promise<number> {
  const ids = list.map((l) => l.employee_id);
  if (!ids.length) return 0;
  const own = new Set((await tx.selectFrom('employee').select('id').where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).execute()).map((e) => e.id));
  const now = nowSeconds();
  const rows = list.filter((l) => own.has(l.employee_id)).map((l) => ({ enterprise_id: enterpriseId, ...l, update_time: now }));
  if (!rows.length) return 0;
  await tx.insertInto('payroll_employee').values(rows).onConflict((oc) => oc.columns(['enterprise_id', 'employee_id']).doUpdateSet((eb) => ({
    in_payroll: eb.ref('excluded.in_payroll'), base_salary: eb.ref('excluded.base_salary'), special_deduction: eb.ref('excluded.special_deduction'),
    si_base: eb.ref('excluded.si_base'), hf_base: eb.ref('excluded.hf_base'), bank_name: eb.ref('excluded.bank_name'), bank_account: eb.ref('excluded.bank_account'),
    update_time: eb.ref('excluded.update_time'),
  }))).execute();
  return rows.length;
}

/**
 * Allocation settings: each department with its expense account and its per-item accounts (department 0 = every
 * department without one), and the earning items a department's wages can be split by.
 */
export async function allocationSettings(db: Kysely<DB>, enterpriseId: number, fallback: string, language: Language) {
  const [departments, saved, items] = await Promise.all([
    db.selectFrom('department').select(['id', 'name']).where('enterprise_id', '=', enterpriseId).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('payroll_allocation').select(['department_id', 'wage_item_code', 'subject_code']).where('enterprise_id', '=', enterpriseId).execute(),
    db.selectFrom('wage_item').select(['code', 'name']).where('enterprise_id', '=', enterpriseId).where('kind', '=', WageItemKind.earning).where('status', '=', Switch.on)
      .orderBy('sort').orderBy('id').execute(),
  ]);
  const own = new Map(saved.filter((s) => !s.wage_item_code).map((s) => [s.department_id, s.subject_code]));
  const byItem = (departmentId: number) => Object.fromEntries(saved.filter((s) => s.department_id === departmentId && s.wage_item_code).map((s) => [s.wage_item_code, s.subject_code]));
  return {
    default_subject: own.get(0) ?? fallback,
    items: items.map((i) => ({ code: i.code, name: wageItemName(i.code, i.name, language) })),
    list: departments.map((d) => ({ department_id: d.id, department_name: d.name, subject_code: own.get(d.id) ?? '', items: byItem(d.id) })),
  };
}
