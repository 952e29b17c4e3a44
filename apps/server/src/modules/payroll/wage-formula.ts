import { Decimal } from '@zf/shared';

/**
 * Wage-item formulas (工资项目公式): a small arithmetic language over item codes and the employee's payroll figures
 * (`si_base`, `hf_base`, …): numbers, names, + - * /, parentheses, unary minus, and `min(a, b)`, `max(a, b)`,
 * `round(x, places)`. Parsed into a tree once, evaluated with decimals; never `eval`.
 */
export type FormulaNode =
  | { t: 'num'; v: string }
  | { t: 'name'; v: string }
  | { t: 'neg'; a: FormulaNode }
  | { t: 'op'; op: '+' | '-' | '*' | '/'; a: FormulaNode; b: FormulaNode }
  | { t: 'call'; fn: 'min' | 'max' | 'round'; args: FormulaNode[] };

export class FormulaError extends Error {}

const functions = new Set(['min', 'max', 'round']);

function tokens(text: string): string[] {
  const out: string[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/(),]))/y;
  let i = 0;
  while (i < text.length) {
    if (/^\s*$/.test(text.slice(i))) break;
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) throw new FormulaError(`unexpected character at ${i + 1}`);
    out.push(m[1] ?? m[2] ?? m[3]!);
    i = re.lastIndex;
  }
  return out;
}

/** The formula's tree; FormulaError for a syntax error. */
export function parseFormula(text: string): FormulaNode {
  const ts = tokens(text);
  let p = 0;
  const peek = () => ts[p];
  const take = (want?: string) => {
    const t = ts[p++];
    if (t === undefined || (want !== undefined && t !== want)) throw new FormulaError(want ? `expected ${want}` : 'unexpected end');
    return t;
  };
  const primary = (): FormulaNode => {
    const t = take();
    if (t === '-') return { t: 'neg', a: primary() };
    if (t === '(') { const e = sum(); take(')'); return e; }
    if (/^\d/.test(t)) return { t: 'num', v: t };
    if (/^[A-Za-z_]/.test(t)) {
      if (peek() !== '(') return { t: 'name', v: t };
      if (!functions.has(t)) throw new FormulaError(`unknown function ${t}`);
      take('(');
      const args = [sum()];
      while (peek() === ',') { take(','); args.push(sum()); }
      take(')');
      if (args.length !== 2) throw new FormulaError(`${t} takes two arguments`);
      return { t: 'call', fn: t as 'min' | 'max' | 'round', args };
    }
    throw new FormulaError(`unexpected ${t}`);
  };
  const product = (): FormulaNode => {
    let a = primary();
    while (peek() === '*' || peek() === '/') { const op = take() as '*' | '/'; a = { t: 'op', op, a, b: primary() }; }
    return a;
  };
  function sum(): FormulaNode {
    let a = product();
    while (peek() === '+' || peek() === '-') { const op = take() as '+' | '-'; a = { t: 'op', op, a, b: product() }; }
    return a;
  }
  if (!ts.length) throw new FormulaError('empty formula');
  const tree = sum();
  if (p < ts.length) throw new FormulaError(`unexpected ${ts[p]}`);
  return tree;
}

/** The names a formula reads. */
export function formulaNames(node: FormulaNode, out = new Set<string>()): Set<string> {
  switch (node.t) {
    case 'name': out.add(node.v); break;
    case 'neg': formulaNames(node.a, out); break;
    case 'op': formulaNames(node.a, out); formulaNames(node.b, out); break;
    case 'call': node.args.forEach((a) => formulaNames(a, out)); break;
    case 'num': break;
  }
  return out;
}

/** The formula's value; a name without a value counts 0, a division by zero gives 0 (a payroll line never fails on it). */
export function evaluateFormula(node: FormulaNode, values: ReadonlyMap<string, Decimal>): Decimal {
  switch (node.t) {
    case 'num': return new Decimal(node.v);
    case 'name': return values.get(node.v) ?? new Decimal(0);
    case 'neg': return evaluateFormula(node.a, values).neg();
    case 'op': {
      const a = evaluateFormula(node.a, values);
      const b = evaluateFormula(node.b, values);
      if (node.op === '+') return a.add(b);
      if (node.op === '-') return a.sub(b);
      if (node.op === '*') return a.mul(b);
      return b.isZero() ? new Decimal(0) : a.div(b);
    }
    case 'call': {
      const [a, b] = node.args.map((x) => evaluateFormula(x, values)) as [Decimal, Decimal];
      if (node.fn === 'min') return Decimal.min(a, b);
      if (node.fn === 'max') return Decimal.max(a, b);
      return a.toDecimalPlaces(Math.max(0, Math.min(6, b.toNumber())), Decimal.ROUND_HALF_UP);
    }
  }
}

/**
 * The order to compute formula items in (each after the items it reads), or the code of an item on a cycle.
 * `formulas`: item code → its tree; names that are not formula items are inputs.
 */
export function formulaOrder(formulas: ReadonlyMap<string, FormulaNode>): { order: string[] } | { cycle: string } {
  const order: string[] = [];
  const state = new Map<string, 1 | 2>();
  const visit = (code: string): string | null => {
    if (state.get(code) === 2) return null;
    if (state.get(code) === 1) return code;
    state.set(code, 1);
    for (const n of formulaNames(formulas.get(code)!)) {
      if (formulas.has(n)) { const c = visit(n); if (c) return c; }
    }
    state.set(code, 2);
    order.push(code);
    return null;
  };
  for (const code of [...formulas.keys()].sort()) { const c = visit(code); if (c) return { cycle: c }; }
  return { order };
}
