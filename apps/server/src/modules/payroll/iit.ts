import { Decimal, amount, type DecimalInput } from '@zf/shared';

/** One row of the annual IIT table: up to `upper` (null: no bound) at `rate`, less `quick_deduction`. */
export interface TaxBracket { upper: string | null; rate: string; quick_deduction: string }

/** The annual table for wages (FINANCE.md §8): 3 %–45 %, quick deductions 0 … 181,920. */
export const standardBrackets: readonly TaxBracket[] = [
  { upper: '36000', rate: '0.03', quick_deduction: '0' },
  { upper: '144000', rate: '0.10', quick_deduction: '2520' },
  { upper: '300000', rate: '0.20', quick_deduction: '16920' },
  { upper: '420000', rate: '0.25', quick_deduction: '31920' },
  { upper: '660000', rate: '0.30', quick_deduction: '52920' },
  { upper: '960000', rate: '0.35', quick_deduction: '85920' },
  { upper: null, rate: '0.45', quick_deduction: '181920' },
];

/** Tax on a cumulative (or annual) taxable amount by the table: amount × rate − quick deduction, 0 at or below 0. */
export function tableTax(taxable: DecimalInput, brackets: readonly TaxBracket[]): Decimal {
  const base = new Decimal(taxable);
  if (base.lte(0)) return new Decimal(0);
  const row = brackets.find((b) => b.upper === null || base.lte(b.upper)) ?? brackets[brackets.length - 1]!;
  return Decimal.max(0, base.mul(row.rate).sub(row.quick_deduction));
}

/** What the month's withholding needs: this year's figures through this month, and what was withheld before it. */
export interface CumulativeInput {
  /** Σ taxable wages less pre-tax deductions (employee social insurance, housing fund), this year through this month. */
  income: DecimalInput;
  /** Months with wages this year, this month included. */
  months: number;
  /** Σ special additional deductions this year through this month. */
  special: DecimalInput;
  /** Tax withheld in this year's earlier months. */
  withheld: DecimalInput;
  basicDeduction: DecimalInput;
  brackets: readonly TaxBracket[];
}

/**
 * The month's IIT by the cumulative withholding method (累计预扣法): cumulative taxable = income − basic × months −
 * special; tax = table tax of it − tax withheld earlier this year, never negative (a month may withhold 0; no refund
 * through wages). Answers the cumulative taxable (not below 0) and the month's tax, both to the cent.
 */
export function monthlyWithholding(input: CumulativeInput): { cumulative_taxable: string; tax: string } {
  const taxable = Decimal.max(0, new Decimal(input.income).sub(new Decimal(input.basicDeduction).mul(input.months)).sub(input.special));
  const due = new Decimal(amount(tableTax(taxable, input.brackets)));
  const tax = Decimal.max(0, due.sub(input.withheld));
  return { cumulative_taxable: amount(taxable), tax: amount(tax) };
}
