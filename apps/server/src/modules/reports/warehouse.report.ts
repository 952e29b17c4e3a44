import { reportDefinitions, type Language, type ReportRow } from '@zf/shared';
import { registerReport } from './report-runner.ts';
import { shapeAnswer } from './report-answer.ts';
import { groupLabels } from './report-labels.ts';
import { add, balanceSums, billOf, dayBefore, isTimeDimension, movementSums, sub, timeKeys, type MoveSums } from './stock-report-source.ts';

const def = reportDefinitions.warehouse;
const zero = { in_qty: '0.0000', in_amount: '0.00', out_qty: '0.0000', out_amount: '0.00' };
const isZero = (v: ReportRow['values']) => Object.values(v).every((x) => x == null || Number(x) === 0);

/**
 * 仓库报表: the stock ledger over a range. Opening balances at the end of the day before date_from and closing
 * balances at date_to are read as the balance-at-a-date screen reads them (month-end closes); in and out are the
 * movements of the range (reversals netted against what they reverse). Grouped by product, warehouse, category or
 * brand each group has its own balances; by day or month each period opens with the balance the previous one closed
 * at; by bill type or document there is no balance (null), nor with a bill-type filter (balances have no bill type).
 */
registerReport('warehouse', async (db, tenant, query, language: Language = 'zh-CN') => {
  const e = tenant.enterpriseId;
  const dim = query.group_by;
  const withBalances = !query.filters.bill_type;
  const moves = await movementSums(db, e, query, dim);
  const movesByKey = new Map(moves.map((m) => [m.key, m]));
  const balanceDim = dim === 'product' || dim === 'warehouse' || dim === 'category' || dim === 'brand' ? dim : null;
  const opening = withBalances ? await balanceSums(db, e, query.filters, dayBefore(query.date_from), balanceDim) : new Map();
  const closing = withBalances ? await balanceSums(db, e, query.filters, query.date_to, balanceDim) : new Map();
  const totalOf = (m: Map<string, { qty: string; amount: string }>) => [...m.values()].reduce((s, b) => ({ qty: add(4, s.qty, b.qty), amount: add(2, s.amount, b.amount) }), { qty: '0.0000', amount: '0.00' });
  const open = totalOf(opening);
  const close = totalOf(closing);

  let rows: Array<ReportRow & { source?: MoveSums }>;
  if (balanceDim) {
    const keys = [...new Set([...movesByKey.keys(), ...opening.keys(), ...closing.keys()])];
    rows = keys.map((key) => {
      const m = movesByKey.get(key) ?? zero;
      const o = opening.get(key) ?? { qty: '0.0000', amount: '0.00' };
      const c = closing.get(key) ?? { qty: '0.0000', amount: '0.00' };
      const balances = withBalances ? { opening_qty: o.qty, opening_amount: o.amount, closing_qty: c.qty, closing_amount: c.amount } : { opening_qty: null, opening_amount: null, closing_qty: null, closing_amount: null };
      return { key, label: key, values: { opening_qty: balances.opening_qty, opening_amount: balances.opening_amount, in_qty: m.in_qty, in_amount: m.in_amount, out_qty: m.out_qty, out_amount: m.out_amount, closing_qty: balances.closing_qty, closing_amount: balances.closing_amount } };
    }).filter((r) => !isZero(r.values));
  } else if (isTimeDimension(dim)) {
    // Each period opens where the one before closed: opening + in − out (value adjustments are in "in").
    let q = open.qty;
    let a = open.amount;
    rows = timeKeys(dim, query.date_from, query.date_to).map((key) => {
      const m = movesByKey.get(key) ?? zero;
      const values: ReportRow['values'] = withBalances
        ? { opening_qty: q, opening_amount: a, ...pick(m), closing_qty: (q = sub(4, add(4, q, m.in_qty), m.out_qty)), closing_amount: (a = sub(2, add(2, a, m.in_amount), m.out_amount)) }
        : { opening_qty: null, opening_amount: null, ...pick(m), closing_qty: null, closing_amount: null };
      return { key, label: key, values };
    });
  } else {
    // A document reversed in the range nets to nothing: no row.
    rows = moves.map((m) => ({ key: m.key, label: m.bill_sn ?? m.key, ...(dim === 'bill' ? { bill: billOf(m) } : {}), values: { opening_qty: null, opening_amount: null, ...pick(m), closing_qty: null, closing_amount: null } }))
      .filter((r) => !isZero(r.values));
  }
  if (dim !== 'bill' && !isTimeDimension(dim)) {
    const labels = await groupLabels(db, e, language, dim, rows.map((r) => r.key));
    for (const r of rows) r.label = labels.get(r.key) ?? r.key;
  }
  const given = withBalances
    ? { opening_qty: open.qty, opening_amount: open.amount, closing_qty: close.qty, closing_amount: close.amount }
    : { opening_qty: null, opening_amount: null, closing_qty: null, closing_amount: null };
  return shapeAnswer(def, query, rows, given);
});

const pick = (m: typeof zero) => ({ in_qty: m.in_qty, in_amount: m.in_amount, out_qty: m.out_qty, out_amount: m.out_amount });
