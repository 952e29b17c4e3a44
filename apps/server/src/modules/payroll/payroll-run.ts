import { Code, WageItemInput, amount, sum, wageItemName, EmployeeStatus, type Language } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { voucherNo } from '../../engines/ledger/index.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { compileItems, computeLine, type ComputedLine, type EarlierMonths, type EmployeeFacts, type WageItemDef } from './payroll-compute.ts';
import { payrollSettings, wageItems } from './payroll-settings.ts';
import { pieceWages } from './piece-wages.ts';

/** payroll_run.status. */
export const RunStatus = { entered: 1, audited: 2 } as const;

export interface LockedRun {
  id: number; period: string; status: number; computed: boolean; accrual_voucher_id: number | null; payment_voucher_id: number | null; settlement_account_id: number;
}

/** The run under its row lock (every change of a run starts here), or 4004. */
export async function lockRun(tx: Kysely<DB>, enterpriseId: number, id: number): Promise<LockedRun> {
  const run = await tx.selectFrom('payroll_run')
    .select(['id', 'period', 'status', 'computed', 'accrual_voucher_id', 'payment_voucher_id', 'settlement_account_id'])
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!run) throw notFound();
  return run;
}

const refuseAudited = (run: LockedRun) => {
  if (run.status === RunStatus.audited) throw new AppError(Code.conflict, 'payroll.audited', null, { period: run.period });
};

/** The payroll figures of employees (zeros for who has none yet). */
async function employeeFacts(db: Kysely<DB>, enterpriseId: number, ids: number[]): Promise<Map<number, EmployeeFacts & { base_salary: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('payroll_employee').select(['employee_id', 'si_base', 'hf_base', 'special_deduction', 'base_salary'])
    .where('enterprise_id', '=', enterpriseId).where('employee_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.employee_id, r]));
}
const noFacts = { si_base: '0', hf_base: '0', special_deduction: '0', base_salary: '0' };

/** Each employee's figures of this year's payroll months before `period`. */
async function earlierMonths(db: Kysely<DB>, enterpriseId: number, period: string): Promise<Map<number, EarlierMonths>> {
  const { rows } = await sql<{ employee_id: number; income: string; months: number; special: string; withheld: string }>`
    SELECT l.employee_id, sum(l.taxable_income) AS income, count(*)::integer AS months, sum(l.special_deduction) AS special, sum(l.income_tax) AS withheld
    FROM payroll_line l JOIN payroll_run r ON r.enterprise_id = l.enterprise_id AND r.id = l.run_id
    WHERE l.enterprise_id = ${enterpriseId} AND r.period >= ${`${period.slice(0, 4)}-01`} AND r.period < ${period}
    GROUP BY l.employee_id`.execute(db);
  return new Map(rows.map((r) => [r.employee_id, r]));
}

/** A payroll of every active employee in the payroll: fixed items from their payroll data or last month, then computed. */
export async function createRun(tx: Kysely<DB>, enterpriseId: number, period: string, makerId: number): Promise<number> {
  const exists = await tx.selectFrom('payroll_run').select('id').where('enterprise_id', '=', enterpriseId).where('period', '=', period).executeTakeFirst();
  if (exists) throw new AppError(Code.conflict, 'payroll.runExists', { id: exists.id }, { period });
  const staff = await tx.selectFrom('employee as e')
    .leftJoin('payroll_employee as p', (j) => j.onRef('p.enterprise_id', '=', 'e.enterprise_id').onRef('p.employee_id', '=', 'e.id'))
    .select(['e.id', 'e.department_id'])
    .where('e.enterprise_id', '=', enterpriseId).where('e.status', '=', EmployeeStatus.active).where((eb) => eb.or([eb('p.in_payroll', 'is', null), eb('p.in_payroll', '=', true)]))
    .orderBy('e.id').execute();
  if (!staff.length) throw new AppError(Code.validation, 'payroll.noEmployees');
  const items = await wageItems(tx, enterpriseId);
  const facts = await employeeFacts(tx, enterpriseId, staff.map((s) => s.id));
  // Fixed items other than base_salary carry over from the latest earlier run.
  const last = await tx.selectFrom('payroll_run').select('id').where('enterprise_id', '=', enterpriseId).where('period', '<', period).orderBy('period', 'desc').limit(1).executeTakeFirst();
  const lastItems = new Map<number, Record<string, string>>();
  if (last) {
    const rows = await tx.selectFrom('payroll_line').select(['employee_id', 'items']).where('enterprise_id', '=', enterpriseId).where('run_id', '=', last.id).execute();
    for (const r of rows) lastItems.set(r.employee_id, r.items);
  }
  const now = nowSeconds();
  const { id } = await tx.insertInto('payroll_run').values({ enterprise_id: enterpriseId, period, maker_id: makerId, create_time: now, update_time: now })
    .returning('id').executeTakeFirstOrThrow();
  await tx.insertInto('payroll_line').values(staff.map((s) => {
    const entered: Record<string, string> = {};
    for (const i of items) {
      if (i.input !== WageItemInput.fixed) continue;
      entered[i.code] = i.code === 'base_salary' ? amount((facts.get(s.id) ?? noFacts).base_salary) : amount(lastItems.get(s.id)?.[i.code] ?? 0);
    }
    return { enterprise_id: enterpriseId, run_id: id, employee_id: s.id, department_id: s.department_id, items: JSON.stringify(entered) };
  })).execute();
  await computeRun(tx, enterpriseId, { id, period });
  return id;
}

/** Computes every line of a run from its entered items, the employees' current figures and this year's earlier months. */
export async function computeRun(tx: Kysely<DB>, enterpriseId: number, run: { id: number; period: string }): Promise<void> {
  const [items, settings, lines, earlier, pieces] = await Promise.all([
    wageItems(tx, enterpriseId), payrollSettings(tx, enterpriseId),
    tx.selectFrom('payroll_line').select(['employee_id', 'items']).where('enterprise_id', '=', enterpriseId).where('run_id', '=', run.id).execute(),
    earlierMonths(tx, enterpriseId, run.period), pieceWages(tx, enterpriseId, run.period),
  ]);
  const compiled = compileItems(items);
  const facts = await employeeFacts(tx, enterpriseId, lines.map((l) => l.employee_id));
  for (const l of lines) {
    const own = { ...(facts.get(l.employee_id) ?? noFacts), piece_wages: pieces.get(l.employee_id) ?? '0' };
    const c: ComputedLine = computeLine(compiled, l.items, own, earlier.get(l.employee_id) ?? { income: '0', months: 0, special: '0', withheld: '0' }, settings);
    await tx.updateTable('payroll_line').set({ ...c, items: JSON.stringify(c.items) })
      .where('enterprise_id', '=', enterpriseId).where('run_id', '=', run.id).where('employee_id', '=', l.employee_id).execute();
  }
  await tx.updateTable('payroll_run').set({ computed: true, update_time: nowSeconds() }).where('enterprise_id', '=', enterpriseId).where('id', '=', run.id).execute();
}

export interface LineInput { employee_id: number; items: Record<string, string> }

/** Enters items of some employees (formula items are computed, not entered), then computes the run. */
export async function saveLines(tx: Kysely<DB>, enterpriseId: number, id: number, input: readonly LineInput[]): Promise<void> {
  const run = await lockRun(tx, enterpriseId, id);
  refuseAudited(run);
  const items = new Map((await wageItems(tx, enterpriseId)).map((i) => [i.code, i]));
  const current = new Map((await tx.selectFrom('payroll_line').select(['employee_id', 'items']).where('enterprise_id', '=', enterpriseId).where('run_id', '=', id).execute())
    .map((l) => [l.employee_id, l.items]));
  for (const [n, line] of input.entries()) {
    const had = current.get(line.employee_id);
    if (!had) throw new AppError(Code.validation, 'payroll.unknownEmployee', { line: n + 1 }, { line: n + 1 });
    const next = { ...had };
    for (const [code, value] of Object.entries(line.items)) {
      const item = items.get(code);
      if (!item) throw new AppError(Code.validation, 'payroll.unknownItem', { line: n + 1 }, { line: n + 1, code });
      if (item.input !== WageItemInput.formula || !item.formula.trim()) next[code] = amount(value);
    }
    await tx.updateTable('payroll_line').set({ items: JSON.stringify(next) })
      .where('enterprise_id', '=', enterpriseId).where('run_id', '=', id).where('employee_id', '=', line.employee_id).execute();
  }
  await computeRun(tx, enterpriseId, run);
}

/** Computes again (refused after audit: the audited figures are what gets booked and paid). */
export async function recompute(tx: Kysely<DB>, enterpriseId: number, id: number): Promise<LockedRun> {
  const run = await lockRun(tx, enterpriseId, id);
  refuseAudited(run);
  await computeRun(tx, enterpriseId, run);
  return run;
}

export async function audit(tx: Kysely<DB>, enterpriseId: number, id: number, auditorId: number): Promise<void> {
  const run = await lockRun(tx, enterpriseId, id);
  if (run.status === RunStatus.audited) throw new AppError(Code.conflict, 'payroll.alreadyAudited', null, { period: run.period });
  await tx.updateTable('payroll_run').set({ status: RunStatus.audited, auditor_id: auditorId, update_time: nowSeconds() })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
}

export async function unaudit(tx: Kysely<DB>, enterpriseId: number, id: number): Promise<void> {
  const run = await lockRun(tx, enterpriseId, id);
  if (run.status !== RunStatus.audited) throw new AppError(Code.conflict, 'payroll.notAudited', null, { period: run.period });
  if (run.accrual_voucher_id) {
    const v = await tx.selectFrom('voucher').select(['word', 'number']).where('enterprise_id', '=', enterpriseId).where('id', '=', run.accrual_voucher_id).executeTakeFirstOrThrow();
    throw new AppError(Code.conflict, 'payroll.accrued', null, { period: run.period, voucher_no: voucherNo(v.word, v.number) });
  }
  await tx.updateTable('payroll_run').set({ status: RunStatus.entered, auditor_id: 0, update_time: nowSeconds() })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
}

/** Deletes a run that is not audited. */
export async function deleteRun(tx: Kysely<DB>, enterpriseId: number, id: number): Promise<void> {
  const run = await lockRun(tx, enterpriseId, id);
  refuseAudited(run);
  await tx.deleteFrom('payroll_run').where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
}

/** A run line as answered: the employee, every item, and what the computation derived. */
export interface RunLine extends ComputedLine { employee_id: number; employee_name: string; department_id: number; department_name: string; bank_account: string }

export async function runLines(db: Kysely<DB>, enterpriseId: number, runId: number): Promise<RunLine[]> {
  const rows = await db.selectFrom('payroll_line as l')
    .innerJoin('employee as e', (j) => j.onRef('e.enterprise_id', '=', 'l.enterprise_id').onRef('e.id', '=', 'l.employee_id'))
    .leftJoin('department as d', (j) => j.onRef('d.enterprise_id', '=', 'l.enterprise_id').onRef('d.id', '=', 'l.department_id'))
    .leftJoin('payroll_employee as p', (j) => j.onRef('p.enterprise_id', '=', 'l.enterprise_id').onRef('p.employee_id', '=', 'l.employee_id'))
    .select(['l.employee_id', 'e.name as employee_name', 'l.department_id', 'd.name as department_name', 'p.bank_account', 'l.items', 'l.gross_pay', 'l.pre_tax_deduction',
      'l.other_deduction', 'l.taxable_income', 'l.special_deduction', 'l.income_tax', 'l.net_pay', 'l.employer_social', 'l.employer_housing'])
    .where('l.enterprise_id', '=', enterpriseId).where('l.run_id', '=', runId).orderBy('l.department_id').orderBy('l.employee_id').execute();
  return rows.map((r) => ({ ...r, department_name: r.department_name ?? '', bank_account: r.bank_account ?? '' }));
}

const totalKeys = ['gross_pay', 'pre_tax_deduction', 'other_deduction', 'taxable_income', 'income_tax', 'net_pay', 'employer_social', 'employer_housing'] as const;
export type RunTotals = Record<(typeof totalKeys)[number], string>;
export const runTotals = (lines: readonly ComputedLine[]): RunTotals =>
  Object.fromEntries(totalKeys.map((k) => [k, amount(sum(lines.map((l) => l[k])))])) as RunTotals;

/** GET /payroll/runs/:id: the run, its items (columns), lines and totals, and its vouchers. */
export async function runDetail(db: Kysely<DB>, enterpriseId: number, id: number, language: Language = 'zh-CN') {
  const run = await db.selectFrom('payroll_run as r')
    .leftJoin('voucher as a', (j) => j.onRef('a.enterprise_id', '=', 'r.enterprise_id').onRef('a.id', '=', 'r.accrual_voucher_id'))
    .leftJoin('voucher as p', (j) => j.onRef('p.enterprise_id', '=', 'r.enterprise_id').onRef('p.id', '=', 'r.payment_voucher_id'))
    .select(['r.id', 'r.period', 'r.status', 'r.computed', 'r.accrual_voucher_id', 'r.payment_voucher_id', 'r.settlement_account_id',
      'a.word as a_word', 'a.number as a_number', 'p.word as p_word', 'p.number as p_number'])
    .where('r.enterprise_id', '=', enterpriseId).where('r.id', '=', id).executeTakeFirst();
  if (!run) throw notFound();
  const [items, lines] = await Promise.all([wageItems(db, enterpriseId), runLines(db, enterpriseId, id)]);
  const no = (word: string | null, n: number | null) => (word && n ? voucherNo(word, n) : '');
  const { a_word, a_number, p_word, p_number, ...head } = run;
  return {
    ...head, accrual_voucher_no: no(a_word, a_number), payment_voucher_no: no(p_word, p_number),
    items: items.map((i: WageItemDef) => ({ code: i.code, name: wageItemName(i.code, i.name, language), kind: i.kind, input: i.input, taxable: i.taxable })),
    lines, totals: runTotals(lines),
  };
}

