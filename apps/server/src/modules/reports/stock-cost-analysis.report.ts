import { Decimal, amount, qty, reportDefinitions, type Language, type ReportMeasure, type ReportRow } from '@zf/shared';
import { sql } from 'kysely';
import { registerReport } from './report-runner.ts';
import { shapeAnswer } from './report-answer.ts';
import { groupLabels } from './report-labels.ts';
import { balanceSums, balancesAt, daysIn, dayBefore, movementSums, pairKey, stockScope } from './stock-report-source.ts';

const def = reportDefinitions['stock-cost-analysis'];
export const ageBuckets = ['age_0_30', 'age_31_90', 'age_91_180', 'age_181_365', 'age_over_365'] as const;
type Bucket = (typeof ageBuckets)[number];

/** One product × warehouse at date_to: its balance and the quantities of it received in each age bucket. */
interface Pair { key: string; qty: string; amount: string; q0: string; q1: string; q2: string; q3: string }

/**
 * 库存结存成本分析, as of date_to: the closing balances (as the balance-at-a-date screen reads them) per group, each
 * group's share of the total value, its age and its turnover days.
 *
 * Age is the FIFO reading for every costing method: what is left of a product in a warehouse is its newest receipts.
 * The in-movements of the pair (receipts, transfers in, gains, returns; not reversed ones) are walked back from
 * date_to until they add up to the closing quantity; a receipt's age is date_to − its date. Only the last 365 days
 * are walked (the ledger's date index): whatever is not covered by them is over 365 days old. A bucket's value is the
 * pair's closing value in proportion to its quantity (the oldest bucket takes the rounding remainder), so the buckets
 * add up to the closing value whatever the method; a pair with no stock left but a value (a remainder) is 0-30 days.
 *
 * Turnover days = average stock value over date_from..date_to ((opening + closing) ÷ 2) ÷ (outbound cost of the range
 * ÷ days in the range); null without outbound cost. Grouped by age, a row is a bucket (no turnover).
 */
registerReport('stock-cost-analysis', async (db, tenant, query, language: Language = 'zh-CN') => {
  const e = tenant.enterpriseId;
  const dim = query.group_by;
  const at = query.date_to;
  const byAge = dim === 'age';
  const balances = await balancesAt(db, e, stockScope(e, query.filters), at);
  const { rows: pairs } = await sql<Pair>`
    WITH bal AS MATERIALIZED (
      SELECT b.product_id, b.warehouse_id, b.qty, b.amount, ${byAge ? sql`''` : pairKey(dim, 'b')} AS key
      FROM (${balances}) b JOIN product p ON p.enterprise_id = ${e} AND p.id = b.product_id
      WHERE b.qty <> 0 OR b.amount <> 0),
    recv AS (
      SELECT m.product_id, m.warehouse_id, ${at}::date - m.move_date AS age, m.qty,
        sum(m.qty) OVER (PARTITION BY m.product_id, m.warehouse_id ORDER BY m.move_date DESC, m.seq DESC) AS upto
      FROM stock_move m
      WHERE ${stockScope(e, query.filters, 'm')} AND m.move_date >= ${at}::date - 365 AND m.move_date <= ${at}::date
        AND m.direction = 1 AND m.reverses_id IS NULL AND m.qty > 0
        -- A reversal is dated as what it reverses (stock-reversal.ts), so it lies in the same window.
        AND m.id NOT IN (SELECT r.reverses_id FROM stock_move r WHERE ${stockScope(e, query.filters, 'r')}
          AND r.move_date >= ${at}::date - 365 AND r.move_date <= ${at}::date AND r.reverses_id IS NOT NULL)),
    aged AS (
      SELECT r.product_id, r.warehouse_id, LEAST(r.qty, b.qty - (r.upto - r.qty)) AS q, r.age
      FROM recv r JOIN bal b ON b.product_id = r.product_id AND b.warehouse_id = r.warehouse_id
      WHERE r.upto - r.qty < b.qty)
    SELECT bal.key, bal.qty::text AS qty, bal.amount::text AS amount,
      COALESCE(sum(a.q) FILTER (WHERE a.age <= 30), 0)::text AS q0,
      COALESCE(sum(a.q) FILTER (WHERE a.age BETWEEN 31 AND 90), 0)::text AS q1,
      COALESCE(sum(a.q) FILTER (WHERE a.age BETWEEN 91 AND 180), 0)::text AS q2,
      COALESCE(sum(a.q) FILTER (WHERE a.age > 180), 0)::text AS q3
    FROM bal LEFT JOIN aged a ON a.product_id = bal.product_id AND a.warehouse_id = bal.warehouse_id
    GROUP BY bal.product_id, bal.warehouse_id, bal.key, bal.qty, bal.amount`.execute(db);

  const groups = new Map<string, Record<'qty' | 'amount' | Bucket, Decimal>>();
  const group = (key: string) => {
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { qty: new Decimal(0), amount: new Decimal(0), age_0_30: new Decimal(0), age_31_90: new Decimal(0), age_91_180: new Decimal(0), age_181_365: new Decimal(0), age_over_365: new Decimal(0) }));
    return g;
  };
  for (const p of pairs) {
    for (const [bucket, q, value] of ages(p)) {
      const g = group(byAge ? bucket : p.key);
      g[bucket] = g[bucket].add(value);
      if (byAge) { g.qty = g.qty.add(q); g.amount = g.amount.add(value); }
    }
    if (!byAge) { const g = group(p.key); g.qty = g.qty.add(p.qty); g.amount = g.amount.add(p.amount); }
  }
  const totalAmount = [...groups.values()].reduce((s, g) => s.add(g.amount), new Decimal(0));
  const share = (v: Decimal) => (totalAmount.isZero() ? null : amount(v.div(totalAmount).mul(100)));

  // Turnover: opening value and outbound cost per group (the same groups; none by age).
  const days = daysIn(query.date_from, at);
  const opening = byAge ? new Map() : await balanceSums(db, e, query.filters, dayBefore(query.date_from), dim);
  const outbound = byAge ? [] : await movementSums(db, e, query, dim, 'out');
  const outBy = new Map(outbound.map((m) => [m.key, m.out_amount]));
  const turnover = (open: string | Decimal, close: string | Decimal, out: string | Decimal | undefined): string | null =>
    out === undefined || new Decimal(out).lte(0) ? null : amount(new Decimal(open).add(close).div(2).div(new Decimal(out).div(days)));

  const rows: ReportRow[] = [...groups.entries()].map(([key, g]) => {
    const values: Partial<Record<ReportMeasure, string | null>> = { closing_qty: qty(g.qty), closing_amount: amount(g.amount), share: share(g.amount) };
    for (const b of ageBuckets) values[b] = amount(g[b]);
    values.turnover_days = byAge ? null : turnover(opening.get(key)?.amount ?? 0, g.amount, outBy.get(key));
    return { key, label: key, values };
  });
  const labels = await groupLabels(db, e, language, dim, rows.map((r) => r.key));
  for (const r of rows) r.label = labels.get(r.key) ?? r.key;
  const openTotal = [...opening.values()].reduce((s: Decimal, b: { amount: string }) => s.add(b.amount), new Decimal(0));
  const outTotal = outbound.reduce((s, m) => s.add(m.out_amount), new Decimal(0));
  return shapeAnswer(def, query, rows, { turnover_days: byAge ? null : turnover(openTotal, totalAmount, outTotal) });
});

/** A pair's value by age bucket: in proportion to the quantity of each; the oldest bucket takes the remainder. */
function ages(p: Pair): Array<[Bucket, Decimal, Decimal]> {
  const total = new Decimal(p.qty);
  const value = new Decimal(p.amount);
  if (total.lte(0)) return [['age_0_30', total, value]];
  const walked = [p.q0, p.q1, p.q2, p.q3].map((q) => new Decimal(q));
  const quantities = [...walked, Decimal.max(0, total.sub(walked.reduce((s, q) => s.add(q), new Decimal(0))))];
  const out: Array<[Bucket, Decimal, Decimal]> = [];
  let left = value;
  const last = quantities.reduce((l, q, i) => (q.gt(0) ? i : l), 0);
  quantities.forEach((q, i) => {
    if (q.isZero() && i !== last) return;
    const v = i === last ? left : new Decimal(amount(value.mul(q).div(total)));
    left = left.sub(v);
    out.push([ageBuckets[i]!, q, v]);
  });
  return out;
}
