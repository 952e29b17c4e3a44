import { chinaToday } from '@zf/shared';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * Month-end stock closes (migration 0099): every product × warehouse balance at the end of a past month, read by the
 * balances-at-a-date screen instead of one ledger probe per pair.
 *
 * Why a close can be trusted. The ledger triggers record every change dated before the cut-off — the first day of the
 * month of yesterday, in Chinese calendar days — with its transaction id. A close is valid while every recorded
 * change dated on or before its month end is visible in the snapshot it was built from. A change that was not recorded
 * is dated on or after the cut-off of its statement's time t, so it lies in or after the month of t − 1 and any month
 * end M it falls into is ≥ t − 1. Closes are built only for month ends at least `settledDays` past, i.e. at a time
 * ≥ M + 3 ≥ t + 2 days: the unrecorded change committed long before (no transaction lives for days) and is in the close.
 * A recorded change that commits after the close's snapshot is not visible in it, so the close is stale from that
 * commit on. The snapshot is taken before the balances are read: reading later only sees more, and whatever more it
 * sees can only make the close look stale, never fresh. Builders of one enterprise take turns (an advisory lock), as
 * each deletes the changes its snapshot saw once every remaining close includes them.
 */

export const settledDays = 3;
const closeLock = 727_275;

export interface StockClose {
  month_end: string;
  pairs: number;
  qty: string;
  amount: string;
}

/** The close stays valid while every recorded change up to its month end is in the snapshot it was built from. */
const isValid = sql`NOT EXISTS (SELECT 1 FROM stock_history_change h
  WHERE h.enterprise_id = c.enterprise_id AND h.from_date <= c.month_end AND NOT pg_visible_in_snapshot(h.xact, c.built_from))`;

/**
 * Movement sums of `stock_move m` as the stock reports count them: a reversal counts in the direction of what it
 * reverses, negative; value adjustments are value in; issue_amount leaves out amount-only issues.
 */
const eff = sql`CASE WHEN m.reverses_id IS NULL THEN m.direction ELSE -m.direction END`;
const sign = sql`CASE WHEN m.reverses_id IS NULL THEN 1 ELSE -1 END`;
export const monthMoveSums = sql`
  COALESCE(sum(${sign} * m.qty) FILTER (WHERE ${eff} = 1), 0) AS in_qty,
  COALESCE(sum(${sign} * m.amount) FILTER (WHERE ${eff} = 1), 0) + sum(m.adjustment) AS in_amount,
  COALESCE(sum(${sign} * m.qty) FILTER (WHERE ${eff} = -1), 0) AS out_qty,
  COALESCE(sum(${sign} * m.amount) FILTER (WHERE ${eff} = -1), 0) AS out_amount,
  COALESCE(sum(${sign} * m.amount) FILTER (WHERE ${eff} = -1 AND m.qty > 0), 0) AS issue_amount`;

/** The month ends between two dates whose closes are valid (their movement totals can be read). */
export async function validMonthEnds(db: Kysely<DB>, enterpriseId: number, from: string, to: string): Promise<string[]> {
  const { rows } = await sql<{ month_end: string }>`
    SELECT to_char(c.month_end, 'YYYY-MM-DD') AS month_end FROM stock_close c
    WHERE c.enterprise_id = ${enterpriseId} AND c.month_end >= ${from}::date AND c.month_end <= ${to}::date AND ${isValid}
    ORDER BY c.month_end`.execute(db);
  return rows.map((r) => r.month_end);
}

/** The latest valid close on or before `date`, if any. */
export async function validCloseOnOrBefore(db: Kysely<DB>, enterpriseId: number, date: string): Promise<StockClose | undefined> {
  const { rows: [close] } = await sql<StockClose>`
    SELECT to_char(c.month_end, 'YYYY-MM-DD') AS month_end, c.pairs, c.qty, c.amount FROM stock_close c
    WHERE c.enterprise_id = ${enterpriseId} AND c.month_end <= ${date}::date AND ${isValid}
    ORDER BY c.month_end DESC LIMIT 1`.execute(db);
  return close;
}

/**
 * The balances at the end of `date` from the ledger alone: for each product × warehouse (every pair with a movement
 * has a stock_balance row) its last running balance on or before the date, by one backward probe of the ledger index.
 * Sorting the whole ledger up to the date (DISTINCT ON) instead grew with history (docs/performance.md).
 */
export function probedBalances(filters: RawBuilder<unknown>, date: string): RawBuilder<unknown> {
  return sql`SELECT s.product_id, s.warehouse_id, m.balance_qty AS qty, m.balance_amount AS amount
    FROM stock_balance s
    CROSS JOIN LATERAL (
      SELECT balance_qty, balance_amount FROM stock_move
      WHERE enterprise_id = s.enterprise_id AND product_id = s.product_id AND warehouse_id = s.warehouse_id AND move_date <= ${date}::date
      ORDER BY move_date DESC, seq DESC LIMIT 1) m
    WHERE ${filters}`;
}

/**
 * The balances at the end of `date` from the close of `monthEnd` (on or before it, in the month before at most): the
 * close's rows, and for the pairs that moved after the month end their last running balance on or before the date.
 */
export function closedBalances(filters: RawBuilder<unknown>, monthEnd: string, date: string): RawBuilder<unknown> {
  const closed = sql`SELECT product_id, warehouse_id, qty, amount FROM stock_close_balance WHERE ${filters} AND month_end = ${monthEnd}::date`;
  if (monthEnd === date) return closed;
  // A full join is always a hash or merge join: an anti-join of the close against the moved pairs was planned as a
  // nested loop when the estimates were off (1.5 s for 5,637 × 3,509 pairs).
  return sql`SELECT COALESCE(m.product_id, c.product_id) AS product_id, COALESCE(m.warehouse_id, c.warehouse_id) AS warehouse_id,
      COALESCE(m.qty, c.qty) AS qty, COALESCE(m.amount, c.amount) AS amount
    FROM (${closed}) c
    FULL JOIN (
      SELECT DISTINCT ON (product_id, warehouse_id) product_id, warehouse_id, balance_qty AS qty, balance_amount AS amount FROM stock_move
      WHERE ${filters} AND move_date > ${monthEnd}::date AND move_date <= ${date}::date
      ORDER BY product_id, warehouse_id, move_date DESC, seq DESC) m
    ON m.product_id = c.product_id AND m.warehouse_id = c.warehouse_id`;
}

/** The last day of the month before the one `date` falls in ("2026-11-24" → "2026-10-31"). */
export function previousMonthEnd(date: string): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/** The month end a date's balances are best read from: the date itself when it is one, else the one before. */
export function closeFor(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1 ? date : previousMonthEnd(date);
}

/** The latest month end closes are built for (the builder decides by the database's clock; this is the server's). */
export function latestSettledMonthEnd(now = new Date()): string {
  const settled = new Date(`${chinaToday(now)}T00:00:00Z`);
  settled.setUTCDate(settled.getUTCDate() - settledDays);
  return closeFor(settled.toISOString().slice(0, 10));
}

/**
 * Builds what an enterprise's closes need: drops the stale ones, builds the asked-for month ends and, when history has
 * not changed since the last round, the latest settled one (each from the ledger, one backward probe per product ×
 * warehouse), and forgets the recorded changes every close now includes. Returns false when another builder of the
 * enterprise is at work.
 */
export async function buildStockCloses(db: Kysely<DB>, enterpriseId: number, asked: readonly string[] = []): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const { rows: [lock] } = await sql<{ got: boolean }>`SELECT pg_try_advisory_xact_lock(${closeLock}, ${enterpriseId}) AS got`.execute(tx);
    if (!lock!.got) return false;
    // Taken after the lock, so it sees what the previous builder committed; and before any balance is read.
    const { rows: [now] } = await sql<{ snapshot: string; settled: string }>`
      SELECT pg_current_snapshot()::text AS snapshot,
        to_char((statement_timestamp() AT TIME ZONE 'Asia/Shanghai')::date - ${settledDays}::int, 'YYYY-MM-DD') AS settled`.execute(tx);
    await sql`DELETE FROM stock_close c WHERE c.enterprise_id = ${enterpriseId} AND NOT ${isValid}`.execute(tx);
    const latest = closeFor(now!.settled);
    const have = new Set((await sql<{ month_end: string }>`SELECT to_char(month_end, 'YYYY-MM-DD') AS month_end FROM stock_close WHERE enterprise_id = ${enterpriseId}`.execute(tx)).rows.map((r) => r.month_end));
    // The latest settled month end is built unasked only once history has been quiet since the last round: while
    // back-dated work goes on (an import of old documents, a long repost) each new close would be stale at once.
    const { rows: [recent] } = await sql<{ changed: boolean }>`
      SELECT EXISTS (SELECT 1 FROM stock_history_change WHERE enterprise_id = ${enterpriseId} AND pg_visible_in_snapshot(xact, ${now!.snapshot}::pg_snapshot)) AS changed`.execute(tx);
    const wanted = [...new Set([...(recent!.changed ? [] : [latest]), ...asked.filter((m) => m <= latest && closeFor(m) === m)])].filter((m) => !have.has(m));
    for (const monthEnd of wanted) await buildClose(tx, enterpriseId, monthEnd, now!.snapshot);
    // Fresh statistics at once, not at autovacuum's next round: with none, a page of a close was sorted from every
    // balance (12.6 ms) instead of walking products by code (0.25 ms, 5,637 balances).
    if (wanted.length > 0) await sql`ANALYZE stock_close_balance`.execute(tx);
    await sql`DELETE FROM stock_history_change WHERE enterprise_id = ${enterpriseId} AND pg_visible_in_snapshot(xact, ${now!.snapshot}::pg_snapshot)`.execute(tx);
    return true;
  });
}

async function buildClose(tx: Kysely<DB>, enterpriseId: number, monthEnd: string, snapshot: string): Promise<void> {
  const e = enterpriseId;
  await sql`INSERT INTO stock_close (enterprise_id, month_end, built_from, pairs, qty, amount, create_time)
    VALUES (${e}, ${monthEnd}::date, ${snapshot}::pg_snapshot, 0, 0, 0, ${Math.floor(Date.now() / 1000)})`.execute(tx);
  await sql`INSERT INTO stock_close_balance (enterprise_id, month_end, product_id, warehouse_id, qty, amount)
    SELECT ${e}, ${monthEnd}::date, b.product_id, b.warehouse_id, b.qty, b.amount FROM (${probedBalances(sql`enterprise_id = ${e}`, monthEnd)}) b`.execute(tx);
  // The month's movement totals the stock reports read (0396): reversals netted against what they reverse.
  await sql`INSERT INTO stock_close_move (enterprise_id, month_end, product_id, warehouse_id, bill_type, in_qty, in_amount, out_qty, out_amount, issue_amount)
    SELECT ${e}, ${monthEnd}::date, m.product_id, m.warehouse_id, m.bill_type, ${monthMoveSums}
    FROM stock_move m WHERE m.enterprise_id = ${e} AND m.move_date >= date_trunc('month', ${monthEnd}::date)::date AND m.move_date <= ${monthEnd}::date
    GROUP BY m.product_id, m.warehouse_id, m.bill_type`.execute(tx);
  // The totals the screen shows for the whole list, counted as the screen lists: pairs whose product and warehouse exist.
  await sql`UPDATE stock_close c SET pairs = t.pairs, qty = t.qty, amount = t.amount
    FROM (SELECT count(*) AS pairs, COALESCE(sum(b.qty), 0) AS qty, COALESCE(sum(b.amount), 0) AS amount
          FROM stock_close_balance b
          JOIN product p ON p.enterprise_id = b.enterprise_id AND p.id = b.product_id
          JOIN warehouse w ON w.enterprise_id = b.enterprise_id AND w.id = b.warehouse_id
          WHERE b.enterprise_id = ${e} AND b.month_end = ${monthEnd}::date) t
    WHERE c.enterprise_id = ${e} AND c.month_end = ${monthEnd}::date`.execute(tx);
}

/**
 * The background sweep that keeps closes built. Closes are for settled months, so there is no hurry: it looks for
 * enterprises with work once every `intervalMs` (or at once when a reader asked for a close), then builds one
 * enterprise per step.
 */
export function stockCloseSweep(db: Kysely<DB>, intervalMs: number) {
  const asked = new Map<number, Set<string>>();
  let queue: number[] = [];
  let lookedAt = Date.now();
  return {
    /** A reader found no close for `monthEnd`: build it soon. */
    ask(enterpriseId: number, monthEnd: string): void {
      const months = asked.get(enterpriseId) ?? new Set<string>();
      months.add(monthEnd);
      asked.set(enterpriseId, months);
      if (!queue.includes(enterpriseId)) queue.push(enterpriseId);
    },
    async step(): Promise<boolean> {
      if (queue.length === 0 && Date.now() - lookedAt >= intervalMs) {
        lookedAt = Date.now();
        queue = await enterprisesWithCloseWork(db);
      }
      const e = queue.shift();
      if (e === undefined) return false;
      const months = [...(asked.get(e) ?? [])];
      asked.delete(e);
      await buildStockCloses(db, e, months); // false when another server is building it: then it is that one's work
      return true;
    },
  };
}

/** Enterprises with recorded changes to clear, or with stock but no close of the latest settled month end. */
async function enterprisesWithCloseWork(db: Kysely<DB>): Promise<number[]> {
  const { rows } = await sql<{ enterprise_id: number }>`
    WITH settled AS (SELECT (date_trunc('month', (statement_timestamp() AT TIME ZONE 'Asia/Shanghai')::date - ${settledDays}::int + 1) - interval '1 day')::date AS month_end)
    SELECT DISTINCT enterprise_id FROM stock_history_change
    UNION
    SELECT e.id FROM enterprise e, settled
    WHERE EXISTS (SELECT 1 FROM stock_balance b WHERE b.enterprise_id = e.id)
      AND NOT EXISTS (SELECT 1 FROM stock_close c WHERE c.enterprise_id = e.id AND c.month_end = settled.month_end)`.execute(db);
  return rows.map((r) => r.enterprise_id);
}
