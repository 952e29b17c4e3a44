/**
 * The statement formula language (FINANCE.md §5): a line's amount as a signed sum of terms. Small on purpose, so an
 * accountant can read and change a line (per enterprise) and the server evaluates every statement with one function.
 *
 *   formula := [sign] term { sign term }        sign := '+' | '-'      (spaces between; empty formula = 0)
 *   term    := CODE                 balance of the account and its sub-accounts in the account's own direction
 *                                   (a debit account debit − credit, a credit account credit − debit), at the end of
 *                                   the column (the start of the year in the balance sheet's year-start column)
 *            | CODE:op              the same balance at the start of the column's range
 *            | CODE:dr              the debit balances counted per auxiliary value (each customer, supplier…), positive
 *            | CODE:cr              the credit balances counted per auxiliary value, positive
 *            | CODE:mv              movement over the column's range in the account's direction, carry-down excluded
 *            | L<n>                 line n of the same statement
 *            | CF<nn>               cash-flow item nn: inflow items debit − credit, outflow items credit − debit of the
 *                                   cash and bank lines carrying it
 *            | PL                   profit and loss not yet carried down: every P&L account's balance, credit − debit
 *
 * CODE is an account code (digits). A code the chart does not have counts 0 (a standard formula names accounts an
 * enterprise may not use); the formula editor warns about it.
 */
export type AccountMode = 'balance' | 'opening' | 'debit' | 'credit' | 'movement';
export type FormulaTerm =
  | { kind: 'account'; sign: 1 | -1; code: string; mode: AccountMode }
  | { kind: 'line'; sign: 1 | -1; line: number }
  | { kind: 'cashFlow'; sign: 1 | -1; item: number }
  | { kind: 'unclosedProfit'; sign: 1 | -1 };

export interface FormulaError { error: 'formula.syntax'; at: number; near: string }

const modes: Record<string, AccountMode> = { op: 'opening', dr: 'debit', cr: 'credit', mv: 'movement' };
const modeSuffix: Record<AccountMode, string> = { balance: '', opening: ':op', debit: ':dr', credit: ':cr', movement: ':mv' };

const termPattern = /^(?:(\d{4,20})(?::(op|dr|cr|mv))?|L(\d{1,3})|CF(\d{1,2})|PL)/i;

/** The terms of a formula, or where it stops making sense. */
export function parseFormula(text: string): FormulaTerm[] | FormulaError {
  const src = text;
  const terms: FormulaTerm[] = [];
  const skip = (i: number) => { while (i < src.length && /\s/.test(src[i]!)) i += 1; return i; };
  const stop = (i: number): FormulaError => ({ error: 'formula.syntax', at: i, near: src.slice(i, i + 8).trim() });
  let i = skip(0);
  while (i < src.length) {
    let sign: 1 | -1 = 1;
    if (src[i] === '+' || src[i] === '-') { sign = src[i] === '-' ? -1 : 1; i = skip(i + 1); }
    else if (terms.length) return stop(i);
    const m = termPattern.exec(src.slice(i));
    if (!m || /[\w:]/.test(src[i + m[0].length] ?? '')) return stop(i);
    if (m[1]) terms.push({ kind: 'account', sign, code: m[1], mode: m[2] ? modes[m[2].toLowerCase()]! : 'balance' });
    else if (m[3]) terms.push({ kind: 'line', sign, line: Number(m[3]) });
    else if (m[4]) terms.push({ kind: 'cashFlow', sign, item: Number(m[4]) });
    else terms.push({ kind: 'unclosedProfit', sign });
    i = skip(i + m[0].length);
  }
  return terms;
}

export const isFormulaError = (r: FormulaTerm[] | FormulaError): r is FormulaError => !Array.isArray(r);

/** A formula written back in its normal form (`1122:dr + 2203:dr`). */
export function formatFormula(terms: readonly FormulaTerm[]): string {
  return terms.map((t, i) => {
    const body = t.kind === 'account' ? `${t.code}${modeSuffix[t.mode]}` : t.kind === 'line' ? `L${t.line}` : t.kind === 'cashFlow' ? `CF${String(t.item).padStart(2, '0')}` : 'PL';
    return i === 0 ? `${t.sign < 0 ? '-' : ''}${body}` : `${t.sign < 0 ? ' - ' : ' + '}${body}`;
  }).join('');
}

/** Lines a formula refers to. */
export const referencedLines = (terms: readonly FormulaTerm[]) => terms.flatMap((t) => (t.kind === 'line' ? [t.line] : []));
/** Account codes a formula refers to. */
export const referencedCodes = (terms: readonly FormulaTerm[]) => terms.flatMap((t) => (t.kind === 'account' ? [t.code] : []));

/**
 * The order to evaluate lines in (each after the lines it refers to), or the lines caught in a cycle. `lines` maps a
 * line number to the lines its formula refers to.
 */
export function evaluationOrder(lines: ReadonlyMap<number, readonly number[]>): { order: number[] } | { cycle: number[] } {
  const order: number[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (n: number, path: number[]): number[] | null => {
    const s = state.get(n);
    if (s === 'done') return null;
    if (s === 'visiting') return [...path.slice(path.indexOf(n)), n];
    state.set(n, 'visiting');
    for (const r of lines.get(n) ?? []) {
      if (!lines.has(r)) continue;
      const cycle = visit(r, [...path, n]);
      if (cycle) return cycle;
    }
    state.set(n, 'done');
    order.push(n);
    return null;
  };
  for (const n of lines.keys()) {
    const cycle = visit(n, []);
    if (cycle) return { cycle };
  }
  return { order };
}
