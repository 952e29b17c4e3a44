import { Decimal, evaluationOrder, isFormulaError, parseFormula, referencedLines, type AccountMode, type FormulaTerm } from '@zf/shared';

/**
 * One function evaluates every statement (ARCHITECTURE §5 "statements are data"): each line's formula over what one
 * column of the statement reads. Pure: the figures come from a `ColumnFigures`, built from period balances
 * (statement-figures.ts), so the rules are tested without a database.
 */
export interface ColumnFigures {
  /** An account (with its sub-accounts) in its own direction: at the column's point, or at the start of its range. */
  account(code: string, mode: AccountMode): Decimal;
  /** Cash-flow item (line number) over the column's range, inflow items debit − credit, outflow credit − debit. */
  cashFlow(item: number): Decimal;
  /** Every profit-and-loss account's balance, credit − debit, at the column's point. */
  unclosedProfit(): Decimal;
}

export interface FormulaLine { line: number; formula: string }

/** Parsed formulas; a formula that does not parse counts 0 and is reported (a stored override predating a rule). */
export function compile(lines: readonly FormulaLine[]): { terms: Map<number, FormulaTerm[]>; broken: number[]; order: number[] } {
  const terms = new Map<number, FormulaTerm[]>();
  const broken: number[] = [];
  for (const l of lines) {
    const parsed = parseFormula(l.formula);
    if (isFormulaError(parsed)) { broken.push(l.line); terms.set(l.line, []); } else terms.set(l.line, parsed);
  }
  const refs = new Map([...terms].map(([n, t]) => [n, referencedLines(t)]));
  const ordered = evaluationOrder(refs);
  if ('cycle' in ordered) {
    // Only an override can make a cycle (the save refuses one); its lines count 0 rather than fail the statement.
    for (const n of ordered.cycle) { terms.set(n, []); broken.push(n); }
    const again = evaluationOrder(new Map([...terms].map(([n, t]) => [n, referencedLines(t)])));
    return { terms, broken: [...new Set(broken)], order: 'order' in again ? again.order : [...terms.keys()] };
  }
  return { terms, broken, order: ordered.order };
}

export function evaluate(compiled: ReturnType<typeof compile>, figures: ColumnFigures): Map<number, Decimal> {
  const values = new Map<number, Decimal>();
  for (const n of compiled.order) {
    let v = new Decimal(0);
    for (const t of compiled.terms.get(n) ?? []) {
      const x = t.kind === 'account' ? figures.account(t.code, t.mode)
        : t.kind === 'line' ? values.get(t.line) ?? new Decimal(0)
          : t.kind === 'cashFlow' ? figures.cashFlow(t.item)
            : figures.unclosedProfit();
      v = v.add(x.mul(t.sign));
    }
    values.set(n, v);
  }
  return values;
}
