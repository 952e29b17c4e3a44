import { chinaToday } from '@zf/shared';
import type { ReportDimension, ReportQuery } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { lineRows, type Sums } from './bill-lines.ts';

/**
 * Month summaries of the sale and purchase reports (migrations 0390, 0430): per month span (a whole month, or the
 * current month up to its settled day) and dimension key the additive figures, trusted while no recorded change
 * overlapping the span is missing from the snapshot they were built from (the proof of stock-close.ts with a shorter
 * cutoff: changes dated before today are recorded by triggers with their transaction; spans end `settledDays` ago or
 * earlier). Builders of one enterprise take turns (an advisory lock) and forget the changes every remaining summary
 * includes.
 */
export type SummaryKind = 'sale' | 'purchase';
export const summaryDims = ['product', 'partner', 'category', 'brand', 'salesperson', 'department', 'warehouse'] as const;
const summaryLock = 727_390;
/**
 * Days after its end before a month is summarised: as the stock closes' (inventory stock-close.ts). The proof needs
 * at least two — a change not recorded is dated on or after the first day of the month of the day before its time.
 */
export const settledDays = 3;

const isValid = sql`NOT EXISTS (SELECT 1 FROM report_change h
  WHERE h.enterprise_id = m.enterprise_id AND h.from_date <= m.through AND h.to_date >= m.month
    AND NOT pg_visible_in_snapshot(h.xact, m.built_from))`;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const endOf = (month: string) => { const d = new Date(`${month}T00:00:00Z`); d.setUTCMonth(d.getUTCMonth() + 1); d.setUTCDate(0); return iso(d); };

/** A month's summary covers month..through: the whole month, or the current month up to its settled day (0430). */
export interface MonthSpan { month: string; through: string }

/** The last settled day: `settledDays` before today (China's calendar). */
export function settledDay(now = new Date()): string {
  const settled = new Date(`${chinaToday(now)}T00:00:00Z`);
  settled.setUTCDate(settled.getUTCDate() - settledDays);
  return iso(settled);
}

/** The first days of the months lying wholly in date_from..date_to that ended `settledDays` ago (China's calendar). */
export function settledMonthsIn(from: string, to: string, now = new Date()): string[] {
  const settled = settledDay(now);
  const months: string[] = [];
  const d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  if (iso(d) < from) d.setUTCMonth(d.getUTCMonth() + 1);
  for (;;) {
    const end = endOf(iso(d));
    if (end > to || end > settled) break;
    months.push(iso(d));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return months;
}

/**
 * What summaries can answer of date_from..date_to: the settled whole months, and the month of the settled day up to
 * that day when the range starts by its first day and reaches the settled day (so the live rest is the last days).
 */
export function summarySpansIn(from: string, to: string, now = new Date()): MonthSpan[] {
  const spans = settledMonthsIn(from, to, now).map((month) => ({ month, through: endOf(month) }));
  const settled = settledDay(now);
  const month = `${settled.slice(0, 7)}-01`;
  if (settled !== endOf(month) && month >= from && settled <= to) spans.push({ month, through: settled });
  return spans;
}

/** The date intervals of from..to outside the given spans (sorted, contiguous or not). */
export function outsideSpans(from: string, to: string, spans: readonly MonthSpan[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let cursor = from;
  for (const s of [...spans].sort((a, b) => a.month.localeCompare(b.month))) {
    const dayBefore = new Date(`${s.month}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    if (cursor <= iso(dayBefore)) out.push([cursor, iso(dayBefore)]);
    const after = new Date(`${s.through}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    cursor = iso(after);
  }
  if (cursor <= to) out.push([cursor, to]);
  return out;
}

/** Of the asked spans, those with a valid summary of the kind covering exactly them (read in the caller's snapshot). */
export async function validSpans(db: Kysely<DB>, enterpriseId: number, kind: SummaryKind, spans: readonly MonthSpan[]): Promise<MonthSpan[]> {
  if (!spans.length) return [];
  const { rows } = await sql<MonthSpan>`SELECT to_char(m.month, 'YYYY-MM-DD') AS month, to_char(m.through, 'YYYY-MM-DD') AS through FROM report_month m
    JOIN unnest(${spans.map((s) => s.month)}::date[], ${spans.map((s) => s.through)}::date[]) AS w(month, through) ON w.month = m.month AND w.through = m.through
    WHERE m.enterprise_id = ${enterpriseId} AND m.kind = ${kind} AND ${isValid}`.execute(db);
  return rows;
}

/**
 * Builds the missing summaries of the asked spans (settled days only, by the database's clock), after dropping the
 * stale summaries of the enterprise and the month's summary up to another day; forgets the changes they all include.
 * False when another builder is at work.
 */
export async function buildSpans(db: Kysely<DB>, enterpriseId: number, kind: SummaryKind, spans: readonly MonthSpan[]): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const { rows: [lock] } = await sql<{ got: boolean }>`SELECT pg_try_advisory_xact_lock(${summaryLock}, ${enterpriseId}) AS got`.execute(tx);
    if (!lock!.got) return false;
    // Taken after the lock (it sees what the previous builder committed) and before any line is read.
    const { rows: [now] } = await sql<{ snapshot: string; settled: string }>`
      SELECT pg_current_snapshot()::text AS snapshot,
        to_char((statement_timestamp() AT TIME ZONE 'Asia/Shanghai')::date - ${settledDays}::int, 'YYYY-MM-DD') AS settled`.execute(tx);
    await sql`DELETE FROM report_month m WHERE m.enterprise_id = ${enterpriseId} AND NOT ${isValid}`.execute(tx);
    const have = new Set((await validSpans(tx, enterpriseId, kind, spans)).map((s) => s.month));
    for (const span of spans) {
      if (have.has(span.month) || span.through > now!.settled) continue;
      await sql`DELETE FROM report_month WHERE enterprise_id = ${enterpriseId} AND kind = ${kind} AND month = ${span.month}::date`.execute(tx);
      await buildMonth(tx, enterpriseId, kind, span.month, span.through, now!.snapshot);
    }
    await sql`DELETE FROM report_change WHERE enterprise_id = ${enterpriseId} AND pg_visible_in_snapshot(xact, ${now!.snapshot}::pg_snapshot)`.execute(tx);
    return true;
  });
}

async function buildMonth(tx: Kysely<DB>, e: number, kind: SummaryKind, month: string, monthEnd: string, snapshot: string): Promise<void> {
  await sql`INSERT INTO report_month (enterprise_id, kind, month, through, built_from, create_time)
    VALUES (${e}, ${kind}, ${month}::date, ${monthEnd}::date, ${snapshot}::pg_snapshot, ${Math.floor(Date.now() / 1000)})`.execute(tx);
  const g = (c: string) => sql`grouping(${sql.ref(`x.${c}`)}) = 0`;
  await sql`INSERT INTO report_month_sum (enterprise_id, kind, month, dim, key, qty, amount, tax, cost, bills)
    SELECT ${e}, ${kind}, ${month}::date,
      CASE WHEN ${g('product_id')} THEN 'product' WHEN ${g('partner_id')} THEN 'partner' WHEN ${g('category_id')} THEN 'category'
        WHEN ${g('brand_id')} THEN 'brand' WHEN ${g('salesperson_id')} THEN 'salesperson' WHEN ${g('department_id')} THEN 'department'
        WHEN ${g('warehouse_id')} THEN 'warehouse' ELSE 'day' END,
      CASE WHEN ${g('product_id')} THEN x.product_id WHEN ${g('partner_id')} THEN x.partner_id WHEN ${g('category_id')} THEN x.category_id
        WHEN ${g('brand_id')} THEN x.brand_id WHEN ${g('salesperson_id')} THEN x.salesperson_id WHEN ${g('department_id')} THEN x.department_id
        WHEN ${g('warehouse_id')} THEN x.warehouse_id ELSE to_char(x.bill_date, 'YYYYMMDD')::int END,
      sum(x.qty), sum(x.amount), sum(x.tax), sum(x.cost), count(DISTINCT x.bill_id)
    FROM (${lineRows(kind, e, sql`b.bill_date BETWEEN ${month}::date AND ${monthEnd}::date`, sql`TRUE`)}) x
    GROUP BY GROUPING SETS ((x.product_id), (x.partner_id), (x.category_id), (x.brand_id), (x.salesperson_id), (x.department_id), (x.warehouse_id), (x.bill_date))`.execute(tx);
}

/** Whether a query can be answered from summaries: grouped by a summarised dimension, filtered by that one at most. */
export function summarisable(query: ReportQuery): boolean {
  const dim = query.group_by;
  const filters = Object.keys(query.filters);
  if (dim === 'month' || dim === 'day') return filters.length === 0;
  return (summaryDims as readonly string[]).includes(dim) && filters.every((f) => f === dim);
}

/** The summed figures of the valid months, per group key (day/month keys as dates, the rest as ids). */
export async function summarySums(db: Kysely<DB>, enterpriseId: number, kind: SummaryKind, dim: ReportDimension, months: readonly string[], keyFilter?: number): Promise<Sums[]> {
  if (!months.length) return [];
  const time = dim === 'month' || dim === 'day';
  const key = dim === 'month' ? sql`to_char(s.month, 'YYYY-MM')` : dim === 'day' ? sql`to_char(to_date(s.key::text, 'YYYYMMDD'), 'YYYY-MM-DD')` : sql`s.key::text`;
  const { rows } = await sql<Sums>`SELECT ${key} AS key, sum(s.qty) AS qty, '0' AS delivered_qty, sum(s.amount) AS amount, sum(s.tax) AS tax,
      sum(s.cost) AS cost, sum(s.bills)::int AS bills
    FROM report_month_sum s
    WHERE s.enterprise_id = ${enterpriseId} AND s.kind = ${kind} AND s.dim = ${time ? 'day' : dim} AND s.month = ANY(${months}::date[])
      ${keyFilter !== undefined ? sql`AND s.key = ${keyFilter}` : sql``}
    GROUP BY 1`.execute(db);
  return rows;
}
