import { Decimal, WageItemInput, WageItemKind, amount } from '@zf/shared';
import { monthlyWithholding, type TaxBracket } from './iit.ts';
import { evaluateFormula, formulaOrder, parseFormula, type FormulaNode } from './wage-formula.ts';

/** A wage item as the computation needs it. */
export interface WageItemDef { code: string; name: string; kind: string; input: string; formula: string; taxable: number }
/** Names a formula may read besides item codes: the employee's payroll figures and the month's piece wages (报工 × 计件单价). */
export const employeeNames = ['si_base', 'hf_base', 'special_deduction', 'piece_wages'] as const;
export interface EmployeeFacts { si_base: string; hf_base: string; special_deduction: string; piece_wages?: string }
/** This year's figures of the employee's earlier payroll months. */
export interface EarlierMonths { income: string; months: number; special: string; withheld: string }
export interface PayrollRates {
  basic_deduction: string; employer_pension_rate: string; employer_medical_rate: string; employer_unemployment_rate: string;
  employer_injury_rate: string; employer_housing_rate: string; brackets: readonly TaxBracket[];
}
export interface ComputedLine {
  items: Record<string, string>; gross_pay: string; pre_tax_deduction: string; other_deduction: string; taxable_income: string;
  special_deduction: string; income_tax: string; net_pay: string; employer_social: string; employer_housing: string;
}

/** Parsed formulas in computing order; a bad formula or a cycle is the caller's to report (checked when items are saved). */
export function compileItems(items: readonly WageItemDef[]): { items: readonly WageItemDef[]; order: string[]; trees: Map<string, FormulaNode> } {
  const trees = new Map<string, FormulaNode>();
  for (const i of items) if (i.input === WageItemInput.formula && i.formula.trim()) trees.set(i.code, parseFormula(i.formula));
  const sorted = formulaOrder(trees);
  if ('cycle' in sorted) throw new Error(`formula cycle at ${sorted.cycle}`);
  return { items, order: sorted.order, trees };
}

/**
 * One employee's month: formula items from the entered ones, gross pay (Σ earnings), deductions before tax (taxable
 * deductions: social insurance, housing fund) and after, the month's taxable income (taxable earnings − pre-tax
 * deductions), IIT by the cumulative method over this year's earlier months, net pay, and the employer's social
 * insurance and housing fund on the employee's bases.
 */
export function computeLine(
  compiled: ReturnType<typeof compileItems>, entered: Readonly<Record<string, string>>, facts: EmployeeFacts, earlier: EarlierMonths, rates: PayrollRates,
): ComputedLine {
  const values = new Map<string, Decimal>(employeeNames.map((n) => [n, new Decimal(facts[n] ?? 0)]));
  for (const i of compiled.items) if (i.input !== WageItemInput.formula || !compiled.trees.has(i.code)) values.set(i.code, new Decimal(amount(entered[i.code] ?? 0)));
  for (const code of compiled.order) values.set(code, new Decimal(amount(evaluateFormula(compiled.trees.get(code)!, values))));
  const items: Record<string, string> = {};
  let gross = new Decimal(0); let taxableEarnings = new Decimal(0); let preTax = new Decimal(0); let other = new Decimal(0);
  for (const i of compiled.items) {
    const v = values.get(i.code)!;
    items[i.code] = amount(v);
    if (i.kind === WageItemKind.earning) {
      gross = gross.add(v);
      if (i.taxable) taxableEarnings = taxableEarnings.add(v);
    } else if (i.taxable) preTax = preTax.add(v);
    else other = other.add(v);
  }
  const taxable = taxableEarnings.sub(preTax);
  const { tax } = monthlyWithholding({
    income: taxable.add(earlier.income), months: earlier.months + 1, special: new Decimal(facts.special_deduction || 0).add(earlier.special),
    withheld: earlier.withheld, basicDeduction: rates.basic_deduction, brackets: rates.brackets,
  });
  const siRate = new Decimal(rates.employer_pension_rate).add(rates.employer_medical_rate).add(rates.employer_unemployment_rate).add(rates.employer_injury_rate);
  return {
    items, gross_pay: amount(gross), pre_tax_deduction: amount(preTax), other_deduction: amount(other), taxable_income: amount(taxable),
    special_deduction: amount(facts.special_deduction || 0), income_tax: tax, net_pay: amount(gross.sub(preTax).sub(other).sub(tax)),
    employer_social: amount(siRate.mul(facts.si_base || 0)), employer_housing: amount(new Decimal(rates.employer_housing_rate).mul(facts.hf_base || 0)),
  };
}
