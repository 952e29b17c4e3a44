import { Code, type Language, WageItemInput, checkDecimal, wageItemName } from '@zf/shared';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { readFirstSheet, writeSheet } from '../../engines/resource/workbook.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import type { LineInput } from './payroll-run.ts';
import { runDetail } from './payroll-run.ts';

const heads = {
  id: ['员工ID', 'Employee ID'], name: ['员工', 'Employee'], department: ['部门', 'Department'], gross_pay: ['应发合计', 'Gross pay'],
  taxable_income: ['应税收入', 'Taxable income'], special_deduction: ['专项附加扣除', 'Special deductions'], income_tax: ['个人所得税', 'Income tax'],
  net_pay: ['实发工资', 'Net pay'], bank_account: ['银行账号', 'Bank account'],
} as const;
const head = (k: keyof typeof heads, language: Language) => heads[k][language === 'en-US' ? 1 : 0];

/** 工资条: one row per employee with every item and the figures; the same file re-imports its entered items. */
export async function payslipWorkbook(db: Kysely<DB>, enterpriseId: number, runId: number, language: Language): Promise<{ name: string; file: Buffer }> {
  const run = await runDetail(db, enterpriseId, runId, language);
  const figures = ['gross_pay', 'taxable_income', 'special_deduction', 'income_tax', 'net_pay'] as const;
  const w = writeSheet(run.period, [head('id', language), head('name', language), head('department', language), ...run.items.map((i) => i.name),
    ...figures.map((f) => head(f, language)), head('bank_account', language)]);
  for (const l of run.lines) {
    w.add([l.employee_id, l.employee_name, l.department_name, ...run.items.map((i) => l.items[i.code] ?? '0.00'), ...figures.map((f) => l[f]), l.bank_account]);
  }
  return { name: `${language === 'en-US' ? 'Payslips' : '工资条'}-${run.period}`, file: await w.finish() };
}

/**
 * Reads entered items from a sheet: a header row naming 员工ID (or 员工, matched by name among the run's employees)
 * and wage items by name or code; other columns (figures, formula items) are ignored. All or nothing: a bad row names
 * its row number.
 */
export async function readPayrollSheet(db: Kysely<DB>, enterpriseId: number, runId: number, file: Buffer, language: Language): Promise<LineInput[]> {
  const run = await runDetail(db, enterpriseId, runId);
  const entered = run.items.filter((i) => i.input !== WageItemInput.formula);
  const byName = new Map(run.lines.map((l) => [l.employee_name, l.employee_id]));
  const ids = new Set(run.lines.map((l) => l.employee_id));
  let columns: { id: number; name: number; items: Array<{ at: number; code: string }> } | null = null;
  const out: LineInput[] = [];
  const bad = (row: number, detail: string) => new AppError(Code.validation, 'payroll.importRow', { row }, { row, detail });
  for await (const { row, cells } of readFirstSheet(Readable.from(file))) {
    if (!columns) {
      const at = (names: readonly string[]) => cells.findIndex((c) => names.includes(c.trim()));
      const items = entered.map((i) => ({ at: at([i.name, wageItemName(i.code, i.name, 'en-US'), i.code]), code: i.code })).filter((c) => c.at >= 0);
      columns = { id: at(heads.id), name: at(heads.name), items };
      if ((columns.id < 0 && columns.name < 0) || !items.length) throw new AppError(Code.validation, 'payroll.importHeader');
      continue;
    }
    if (cells.every((c) => !c.trim())) continue;
    const idText = columns.id >= 0 ? (cells[columns.id] ?? '').trim() : '';
    const employeeId = idText ? Number(idText) : byName.get((cells[columns.name] ?? '').trim());
    if (!employeeId || !ids.has(employeeId)) throw bad(row, translate(language, 'payroll.importEmployee'));
    const items: Record<string, string> = {};
    for (const c of columns.items) {
      const v = (cells[c.at] ?? '').trim() || '0';
      const problem = checkDecimal(v, 2);
      if (problem) throw bad(row, `${c.code}: ${translate(language, problem)}`);
      items[c.code] = v;
    }
    out.push({ employee_id: employeeId, items });
  }
  if (!columns) throw new AppError(Code.validation, 'payroll.importHeader');
  return out;
}
