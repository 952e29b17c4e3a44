import { Decimal, amount, isFormulaError, parseFormula, type Language, type StatementKind } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { compile, evaluate } from './statement-evaluate.ts';
import { loadStatementSource, type CashColumnCheck } from './statement-figures.ts';
import { effectiveFormulas } from './statement-formulas.ts';

export interface StatementQuery { period: string; include_unposted: boolean }

/** The two amount columns of each statement (API.md "Period-end and statements"). */
export const columnKeys = { 'balance-sheet': ['closing', 'year_start'], profit: ['period_amount', 'year_amount'], 'cash-flow': ['period_amount', 'year_amount'] } as const;

export interface StatementRow {
  line: number; item: string; prefix: string; indent: number; total: boolean;
  formula: string; standard_formula: string; custom: boolean;
  [column: string]: string | number | boolean;
}
export interface TieOut { assets: string; liabilities_equity: string; difference: string; balanced: boolean }
export interface CashFlowCheck extends CashColumnCheck { net_increase: string; difference: string; balanced: boolean }

/**
 * A statement for a month: every line of the layout with the enterprise's formula evaluated over two columns. Like
 * the books, unposted vouchers count unless `include_unposted` is off. The balance sheet says whether assets equal
 * liabilities and equity in each column; the cash-flow statement whether the net increase equals the change of cash,
 * and how much of the change sits on cash lines without an item.
 */
export async function statement(db: Kysely<DB>, enterpriseId: number, kind: StatementKind, q: StatementQuery, language: Language) {
  const lines = await effectiveFormulas(db, enterpriseId, kind);
  const compiled = compile(lines);
  const perAuxCodes = lines.flatMap((l) => {
    const terms = parseFormula(l.formula);
    return isFormulaError(terms) ? [] : terms.flatMap((t) => (t.kind === 'account' && (t.mode === 'debit' || t.mode === 'credit') ? [t.code] : []));
  });
  const source = await loadStatementSource(db, enterpriseId, { period: q.period, posted: !q.include_unposted, perAuxCodes });
  const [first, second] = columnKeys[kind];
  const columns = kind === 'balance-sheet' ? [source.period, source.yearStart] : [source.period, source.year];
  const [a, b] = columns.map((c) => evaluate(compiled, c));
  const en = language === 'en-US';
  const value = (m: Map<number, Decimal>, n: number) => m.get(n) ?? new Decimal(0);
  const list: StatementRow[] = lines.map((l) => ({
    line: l.line, item: en ? l.name.en : l.name.zh, prefix: l.prefix ? (en ? l.prefix.en : l.prefix.zh) : '', indent: l.indent ?? 0, total: Boolean(l.total),
    [first]: amount(value(a!, l.line)), [second]: amount(value(b!, l.line)),
    formula: l.formula, standard_formula: l.standard, custom: l.custom,
  }));
  const broken_lines = compiled.broken;
  if (kind === 'balance-sheet') {
    const tie = (m: Map<number, Decimal>): TieOut => {
      const assets = value(m, 30);
      const other = value(m, 53);
      return { assets: amount(assets), liabilities_equity: amount(other), difference: amount(assets.sub(other)), balanced: assets.sub(other).abs().lt(0.005) };
    };
    return { period: q.period, list, broken_lines, tie_out: { closing: tie(a!), year_start: tie(b!) } };
  }
  if (kind === 'cash-flow') {
    const check = (m: Map<number, Decimal>, c: CashColumnCheck): CashFlowCheck => {
      const net = value(m, 20);
      const difference = new Decimal(c.cash_change).sub(net);
      return { ...c, net_increase: amount(net), difference: amount(difference), balanced: difference.abs().lt(0.005) };
    };
    return { period: q.period, list, broken_lines, check: { period_amount: check(a!, source.cashCheck.period), year_amount: check(b!, source.cashCheck.year) } };
  }
  return { period: q.period, list, broken_lines };
}
