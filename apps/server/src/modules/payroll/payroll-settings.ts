import { Code, Decimal, WageItemInput, amount, Switch } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { employeeNames, type PayrollRates, type WageItemDef } from './payroll-compute.ts';
import type { TaxBracket } from './iit.ts';
import { FormulaError, formulaNames, formulaOrder, parseFormula, type FormulaNode } from './wage-formula.ts';

const rateKeys = ['employer_pension_rate', 'employer_medical_rate', 'employer_unemployment_rate', 'employer_injury_rate', 'employer_housing_rate'] as const;
export interface PayrollSettings extends Omit<PayrollRates, 'brackets'> { brackets: Array<TaxBracket & { level: number }> }

/** The basic deduction, the employer rates and the IIT table (tax rate settings page). */
export async function payrollSettings(db: Kysely<DB>, enterpriseId: number): Promise<PayrollSettings> {
  const [s, brackets] = await Promise.all([
    db.selectFrom('payroll_setting').selectAll().where('enterprise_id', '=', enterpriseId).executeTakeFirst(),
    db.selectFrom('payroll_tax_bracket').select(['level', 'upper_limit', 'rate', 'quick_deduction']).where('enterprise_id', '=', enterpriseId).orderBy('level').execute(),
  ]);
  const rate = (v: string | undefined, d: string) => new Decimal(v ?? d).toFixed(6);
  return {
    basic_deduction: amount(s?.basic_deduction ?? '5000'),
    employer_pension_rate: rate(s?.employer_pension_rate, '0.16'), employer_medical_rate: rate(s?.employer_medical_rate, '0.08'),
    employer_unemployment_rate: rate(s?.employer_unemployment_rate, '0.005'), employer_injury_rate: rate(s?.employer_injury_rate, '0.002'),
    employer_housing_rate: rate(s?.employer_housing_rate, '0.07'),
    brackets: brackets.map((b) => ({ level: b.level, upper: b.upper_limit === null ? null : amount(b.upper_limit), rate: new Decimal(b.rate).toFixed(6), quick_deduction: amount(b.quick_deduction) })),
  };
}

/** Saves the tax rate settings; the table must rise level by level and end without an upper limit. */
export async function savePayrollSettings(tx: Kysely<DB>, enterpriseId: number, input: Omit<PayrollSettings, 'brackets'> & { brackets: TaxBracket[] }): Promise<void> {
  const b = input.brackets;
  const rising = b.every((x, i) => (i === b.length - 1 ? x.upper === null : x.upper !== null && (i === 0 || new Decimal(x.upper).gt(b[i - 1]!.upper!))))
    && b.every((x, i) => i === 0 || (new Decimal(x.rate).gte(b[i - 1]!.rate) && new Decimal(x.quick_deduction).gte(b[i - 1]!.quick_deduction)));
  if (!b.length || !rising) throw new AppError(Code.validation, 'payroll.brackets', { field: 'brackets' });
  const now = nowSeconds();
  const values = { basic_deduction: input.basic_deduction, ...Object.fromEntries(rateKeys.map((k) => [k, input[k]])), update_time: now };
  await tx.insertInto('payroll_setting').values({ enterprise_id: enterpriseId, ...values })
    .onConflict((oc) => oc.column('enterprise_id').doUpdateSet(values)).execute();
  await tx.deleteFrom('payroll_tax_bracket').where('enterprise_id', '=', enterpriseId).execute();
  await tx.insertInto('payroll_tax_bracket')
    .values(b.map((x, i) => ({ enterprise_id: enterpriseId, level: i + 1, upper_limit: x.upper, rate: x.rate, quick_deduction: x.quick_deduction }))).execute();
}

/** The enabled wage items in their order. */
export async function wageItems(db: Kysely<DB>, enterpriseId: number): Promise<WageItemDef[]> {
  return db.selectFrom('wage_item').select(['code', 'name', 'kind', 'input', 'formula', 'taxable'])
    .where('enterprise_id', '=', enterpriseId).where('status', '=', Switch.on).orderBy('sort').orderBy('id').execute();
}

/**
 * The wage-items resource hook: a formula item's formula parses, reads only item codes and the employee's figures,
 * and does not lead back to itself through other items.
 */
export async function checkWageItem(tx: Kysely<DB>, enterpriseId: number, values: Record<string, unknown>, before?: Record<string, unknown>): Promise<void> {
  const input = String(values.input ?? before?.input);
  const formula = String(values.formula ?? before?.formula ?? '').trim();
  if (input !== WageItemInput.formula) return;
  const fail = (key: 'payroll.formula' | 'payroll.formulaCycle' | 'payroll.formulaName', params: Record<string, string>) => {
    throw new AppError(Code.validation, key, { fields: { formula: key } }, params);
  };
  let tree: FormulaNode;
  try { tree = parseFormula(formula); } catch (e) {
    if (e instanceof FormulaError) return fail('payroll.formula', { detail: e.message });
    throw e;
  }
  const code = String(values.code ?? before?.code ?? '');
  const others = await tx.selectFrom('wage_item').select(['code', 'input', 'formula']).where('enterprise_id', '=', enterpriseId).where('code', '<>', before ? String(before.code) : code).execute();
  const known = new Set<string>([...employeeNames, code, ...others.map((o) => o.code)]);
  for (const n of formulaNames(tree)) if (!known.has(n)) fail('payroll.formulaName', { name: n });
  const trees = new Map<string, FormulaNode>([[code, tree]]);
  for (const o of others) {
    if (o.input !== WageItemInput.formula || !o.formula.trim()) continue;
    try { trees.set(o.code, parseFormula(o.formula)); } catch { /* a stored bad formula is its own item's problem */ }
  }
  const order = formulaOrder(trees);
  if ('cycle' in order) fail('payroll.formulaCycle', { code });
}
