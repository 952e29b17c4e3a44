import { Decimal, cashFlowInflowItems, cashFlowItemCode, type AccountMode } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { leavesOf, loadChart, type Chart } from '../books/book-chart.ts';
import { figuresOf, loadMovements, loadOpenings, startPeriodOf, type Figures, type Opening } from '../books/book-figures.ts';
import { yearStart } from '../books/book-period.ts';
import type { ColumnFigures } from './statement-evaluate.ts';

/**
 * What the statements read, from the books' own sources (modules/ledger/books: period_balance_total through
 * loadMovements, opening_balance through loadOpenings) — never a scan of all voucher lines. Two small reads of voucher
 * lines remain, each narrow: the lines of carry-down vouchers (a few per year), which movements exclude (the profit
 * statement shows the P&L before it is carried to 3103), and the cash and bank lines of the year, whose cash-flow item
 * is on the line only.
 *
 * Columns: `period` (the month: movements of the month, balances at its end), `year` (January to the month, balances
 * at its end — the balance sheet's closing column is either one's point) and `yearStart` (balances at the start of the
 * year; nothing has moved yet).
 */
export interface StatementSource { period: ColumnFigures; year: ColumnFigures; yearStart: ColumnFigures; chart: Chart; cashCheck: CashCheck }
export interface CashColumnCheck { cash_change: string; unassigned: string; unassigned_lines: number }
export interface CashCheck { period: CashColumnCheck; year: CashColumnCheck }

/** Per account, nets (debit − credit). */
interface Nets { closing: Decimal; periodOpening: Decimal; yearStart: Decimal; periodMove: Decimal; yearMove: Decimal }
const zero = () => new Decimal(0);
const noNets = (): Nets => ({ closing: zero(), periodOpening: zero(), yearStart: zero(), periodMove: zero(), yearMove: zero() });

export const cashRoots = ['1001', '1002', '1012'];

/** The balance at January 1: the opening, less the year-to-date movements it came with when the books started this year. */
function yearStartNet(f: Figures, o: Opening | undefined, period: string, start: string): Decimal {
  if (!o || !start || start.slice(0, 4) !== period.slice(0, 4)) return f.opening;
  return f.opening.sub(o.ytdDebit).add(o.ytdCredit);
}

function netsOf(period: string, start: string, m: Parameters<typeof figuresOf>[0], o: Opening | undefined): Nets {
  const jan = yearStart(period);
  const month = figuresOf(m, o, period, period, start);
  const year = figuresOf(m, o, jan, period, start);
  return {
    closing: month.closing, periodOpening: month.opening, yearStart: yearStartNet(year, o, period, start),
    periodMove: month.debit.sub(month.credit), yearMove: month.yearDebit.sub(month.yearCredit),
  };
}

/** Lines of carry-down vouchers (and of red reversals of them) per account and month, Jan..period. */
async function carryDownLines(db: Kysely<DB>, enterpriseId: number, period: string, posted: boolean) {
  const kinds = sql`('carry_down', 'carry_down_year')`;
  const { rows } = await sql<{ subject_id: number; period: string; net: string }>`
    SELECT l.subject_id, l.period, sum(l.debit - l.credit)::text AS net
    FROM voucher v JOIN voucher_line l ON l.enterprise_id = v.enterprise_id AND l.voucher_id = v.id
    WHERE v.enterprise_id = ${enterpriseId} AND v.period >= ${yearStart(period)} AND v.period <= ${period} ${posted ? sql`AND v.status = 3` : sql``}
      AND (v.kind IN ${kinds} OR v.reverses_id IN (SELECT id FROM voucher WHERE enterprise_id = ${enterpriseId} AND kind IN ${kinds}))
    GROUP BY 1, 2`.execute(db);
  return rows;
}

interface CashLine { id: string; voucher_id: number; period: string; item: string; debit: string; credit: string }

/** Cash and bank voucher lines of the year to the period (the voucher_line_subject index: account, period). */
async function cashLines(db: Kysely<DB>, enterpriseId: number, subjectIds: number[], period: string, posted: boolean): Promise<CashLine[]> {
  if (!subjectIds.length) return [];
  const { rows } = await sql<CashLine>`
    SELECT l.id::text AS id, l.voucher_id, l.period, l.cash_flow_item AS item, l.debit::text AS debit, l.credit::text AS credit
    FROM voucher_line l ${posted ? sql`JOIN voucher v ON v.enterprise_id = l.enterprise_id AND v.id = l.voucher_id AND v.status = 3` : sql``}
    WHERE l.enterprise_id = ${enterpriseId} AND l.subject_id IN (${sql.join(subjectIds.map((id) => sql`${id}::integer`))})
      AND l.period >= ${yearStart(period)} AND l.period <= ${period}`.execute(db);
  return rows;
}

/** Vouchers (of those given) that touch an account other than cash and bank: their untagged cash lines are missing an item. */
export async function vouchersWithCounterparts(db: Kysely<DB>, enterpriseId: number, voucherIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!voucherIds.length) return out;
  const { rows } = await sql<{ voucher_id: number; code: string }>`
    SELECT l.voucher_id, s.code FROM voucher_line l JOIN account_subject s ON s.enterprise_id = l.enterprise_id AND s.id = l.subject_id
    WHERE l.enterprise_id = ${enterpriseId} AND l.voucher_id IN (${sql.join(voucherIds.map((id) => sql`${id}::integer`))})
    ORDER BY l.voucher_id, l.line_no`.execute(db);
  for (const r of rows) out.set(r.voucher_id, [...(out.get(r.voucher_id) ?? []), r.code]);
  return out;
}

const isCash = (code: string) => cashRoots.some((c) => code.startsWith(c));

export async function loadStatementSource(db: Kysely<DB>, enterpriseId: number, o: { period: string; posted: boolean; perAuxCodes: readonly string[] }): Promise<StatementSource> {
  const { period, posted } = o;
  const jan = yearStart(period);
  const [chart, movements, openings, start, carried, plCodes] = await Promise.all([
    loadChart(db, enterpriseId, 'zh-CN'),
    loadMovements(db, enterpriseId, { from: jan, to: period, posted }),
    loadOpenings(db, enterpriseId, {}),
    startPeriodOf(db, enterpriseId),
    carryDownLines(db, enterpriseId, period, posted),
    db.selectFrom('account_subject').select('code').where('enterprise_id', '=', enterpriseId).where('category', '=', 5).execute(),
  ]);

  // Leaves from their balances; carry-down vouchers taken out of the movements (not out of the balances).
  const leafNets = new Map<number, Nets>();
  for (const s of chart.ordered) if (!s.children.length) leafNets.set(s.id, netsOf(period, start, movements.get(s.id), openings.get(s.id)));
  for (const c of carried) {
    const n = leafNets.get(c.subject_id);
    if (!n) continue;
    n.yearMove = n.yearMove.sub(c.net);
    if (c.period === period) n.periodMove = n.periodMove.sub(c.net);
  }
  const codeNets = new Map<string, Nets>();
  const netsOfCode = (code: string): Nets => {
    const known = codeNets.get(code);
    if (known) return known;
    const sum = leavesOf(chart, code).map((l) => leafNets.get(l.id) ?? noNets()).reduce((a, b) => ({
      closing: a.closing.add(b.closing), periodOpening: a.periodOpening.add(b.periodOpening), yearStart: a.yearStart.add(b.yearStart),
      periodMove: a.periodMove.add(b.periodMove), yearMove: a.yearMove.add(b.yearMove),
    }), noNets());
    codeNets.set(code, sum);
    return sum;
  };
  const signOf = (code: string) => (chart.byCode.get(code)?.direction === 2 ? -1 : 1);

  // Debit and credit balances per auxiliary value (each customer of 1122…), at the end of the month and at January 1.
  const perAux = new Map<string, { closing: Decimal[]; yearStart: Decimal[] }>();
  await Promise.all([...new Set(o.perAuxCodes)].map(async (code) => {
    const leaves = leavesOf(chart, code);
    const kind = leaves.flatMap((l) => l.aux_types)[0] as Parameters<typeof loadMovements>[2]['groupBy'];
    if (!leaves.length) return;
    if (!kind) {
      const n = netsOfCode(code);
      perAux.set(code, { closing: [n.closing], yearStart: [n.yearStart] });
      return;
    }
    const ids = leaves.map((l) => l.id);
    const [m, op] = await Promise.all([
      loadMovements(db, enterpriseId, { from: jan, to: period, posted, subjectIds: ids, groupBy: kind }),
      loadOpenings(db, enterpriseId, { subjectIds: ids, groupBy: kind }),
    ]);
    const keys = new Set([...m.keys(), ...op.keys()]);
    const values = [...keys].map((k) => netsOf(period, start, m.get(k), op.get(k)));
    perAux.set(code, { closing: values.map((v) => v.closing), yearStart: values.map((v) => v.yearStart) });
  }));
  const sideSum = (nets: readonly Decimal[] | undefined, mode: 'debit' | 'credit') =>
    (nets ?? []).reduce((s, n) => (mode === 'debit' ? (n.gt(0) ? s.add(n) : s) : (n.lt(0) ? s.sub(n) : s)), zero());

  const plRoots = plCodes.map((r) => r.code).filter((c) => {
    const s = chart.byCode.get(c);
    return s && (!s.parent_code || !chart.byCode.has(s.parent_code));
  });
  const unclosed = (pick: (n: Nets) => Decimal) => plRoots.reduce((s, c) => s.sub(pick(netsOfCode(c))), zero());

  // Cash flows by item per column, and the untagged lines that should carry one.
  const cashLeaves = cashRoots.flatMap((c) => leavesOf(chart, c));
  const lines = await cashLines(db, enterpriseId, cashLeaves.map((l) => l.id), period, posted);
  const untagged = lines.filter((l) => !l.item);
  const counterparts = await vouchersWithCounterparts(db, enterpriseId, [...new Set(untagged.map((l) => l.voucher_id))]);
  const missing = untagged.filter((l) => (counterparts.get(l.voucher_id) ?? []).some((c) => !isCash(c)));
  const flows = (inPeriod: boolean) => {
    const out = new Map<string, Decimal>();
    for (const l of lines) {
      if (!l.item || (inPeriod && l.period !== period)) continue;
      out.set(l.item, (out.get(l.item) ?? zero()).add(l.debit).sub(l.credit));
    }
    return out;
  };
  const periodFlows = flows(true);
  const yearFlows = flows(false);
  const cashFlowOf = (byItem: Map<string, Decimal>) => (item: number) => {
    const net = byItem.get(cashFlowItemCode(item)) ?? zero();
    return cashFlowInflowItems.has(item) ? net : net.neg();
  };
  const cashNets = cashRoots.map(netsOfCode).reduce((a, b) => ({ ...a, closing: a.closing.add(b.closing), periodOpening: a.periodOpening.add(b.periodOpening), yearStart: a.yearStart.add(b.yearStart) }), noNets());
  const missingCheck = (inPeriod: boolean, change: Decimal): CashColumnCheck => {
    const these = missing.filter((l) => !inPeriod || l.period === period);
    return { cash_change: change.toFixed(2), unassigned: these.reduce((s, l) => s.add(l.debit).sub(l.credit), zero()).toFixed(2), unassigned_lines: these.length };
  };

  const column = (pick: { balance: keyof Nets; opening: keyof Nets; movement: keyof Nets | null; aux: 'closing' | 'yearStart' }, byItem: Map<string, Decimal> | null): ColumnFigures => ({
    account(code: string, mode: AccountMode) {
      if (!chart.byCode.has(code)) return zero();
      if (mode === 'debit' || mode === 'credit') return sideSum(perAux.get(code)?.[pick.aux], mode);
      const n = netsOfCode(code);
      const key = mode === 'balance' ? pick.balance : mode === 'opening' ? pick.opening : pick.movement;
      return key ? n[key].mul(signOf(code)) : zero();
    },
    cashFlow: byItem ? cashFlowOf(byItem) : () => zero(),
    unclosedProfit: () => unclosed((n) => n[pick.balance]),
  });
  return {
    chart,
    period: column({ balance: 'closing', opening: 'periodOpening', movement: 'periodMove', aux: 'closing' }, periodFlows),
    year: column({ balance: 'closing', opening: 'yearStart', movement: 'yearMove', aux: 'closing' }, yearFlows),
    yearStart: column({ balance: 'yearStart', opening: 'yearStart', movement: null, aux: 'yearStart' }, null),
    cashCheck: { period: missingCheck(true, cashNets.closing.sub(cashNets.periodOpening)), year: missingCheck(false, cashNets.closing.sub(cashNets.yearStart)) },
  };
}
