import { Decimal, reportDefinitions, type Language, type ReportAnswer, type ReportDefinition, type ReportDimension, type ReportMeasure, type ReportName, type ReportQuery, type ReportRow } from '@zf/shared';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { fewDays, inDates, lineFilters, lineKey, lineRows, type LineKind, type Sums } from './bill-lines.ts';
import { shapeAnswer, totalsOf, withRatios } from './report-answer.ts';
import { groupLabels } from './report-labels.ts';
import { buildSpans, outsideSpans, summarisable, summarySpansIn, summarySums, validSpans, type SummaryKind } from './report-month.ts';
import type { ReportRunner } from './report-runner.ts';

type Values = ReportRow['values'];

async function liveSums(db: Kysely<DB>, e: number, kind: LineKind, dim: ReportDimension, ranges: ReadonlyArray<readonly [string, string]>, query: ReportQuery): Promise<{ groups: Sums[]; bills: number }> {
  if (!ranges.length) return { groups: [], bills: 0 };
  const rows = lineRows(kind, e, inDates(ranges), lineFilters(query.filters), fewDays(ranges));
  // One pass: the groups, and (grouping set ()) the count of distinct bills over all of them.
  const { rows: out } = await sql<Sums & { whole: boolean }>`SELECT ${lineKey(dim)} AS key, grouping(${lineKey(dim)}) = 1 AS whole,
      sum(x.qty) AS qty, sum(x.delivered_qty) AS delivered_qty, sum(x.amount) AS amount, sum(x.tax) AS tax, sum(x.cost) AS cost,
      count(DISTINCT x.bill_id)::int AS bills
    FROM (${rows}) x GROUP BY GROUPING SETS ((${lineKey(dim)}), ())`.execute(db);
  return { groups: out.filter((r) => !r.whole), bills: out.find((r) => r.whole)?.bills ?? 0 };
}

function merge(parts: Sums[][]): Sums[] {
  const by = new Map<string, Sums>();
  for (const part of parts) {
    for (const r of part) {
      const had = by.get(r.key);
      if (!had) { by.set(r.key, { ...r, bills: Number(r.bills) }); continue; }
      const add = (a: string, b: string) => new Decimal(a).add(b).toString();
      by.set(r.key, { key: r.key, qty: add(had.qty, r.qty), delivered_qty: add(had.delivered_qty, r.delivered_qty), amount: add(had.amount, r.amount),
        tax: add(had.tax, r.tax), cost: add(had.cost, r.cost), bills: had.bills + Number(r.bills) });
    }
  }
  return [...by.values()];
}

/**
 * The groups of a line-based report and the number of distinct bills over all of them. Sales and purchases grouped
 * by a summarised dimension (filtered by that dimension at most) read the settled months from their summaries,
 * building missing ones first, and the rest of the range live; everything else reads the bill lines live (by date).
 */
export async function lineSums(db: Kysely<DB>, e: number, kind: LineKind, query: ReportQuery): Promise<{ groups: Sums[]; bills: number }> {
  const dim = query.group_by;
  const whole: Array<[string, string]> = [[query.date_from, query.date_to]];
  if (kind === 'sale-order' || !summarisable(query)) return liveSums(db, e, kind, dim, whole, query);
  const summaryKind: SummaryKind = kind;
  const spans = summarySpansIn(query.date_from, query.date_to);
  if (!spans.length) return liveSums(db, e, kind, dim, whole, query);
  if ((await validSpans(db, e, summaryKind, spans)).length < spans.length) await buildSpans(db, e, summaryKind, spans);
  // One snapshot for which months are valid, their summaries and the live rest.
  return db.transaction().setIsolationLevel('repeatable read').execute(async (tx) => {
    const validSpan = await validSpans(tx, e, summaryKind, spans);
    const valid = validSpan.map((v) => v.month);
    const filter = query.filters[dim as keyof ReportQuery['filters']];
    const cached = await summarySums(tx, e, summaryKind, dim, valid, filter === undefined ? undefined : Number(filter));
    const cachedBills = filter === undefined
      ? (await summarySums(tx, e, summaryKind, 'month', valid)).reduce((n, r) => n + Number(r.bills), 0)
      : cached.reduce((n, r) => n + Number(r.bills), 0);
    const live = await liveSums(tx, e, kind, dim, outsideSpans(query.date_from, query.date_to, validSpan), query);
    return { groups: merge([cached, live.groups]), bills: cachedBills + live.bills };
  });
}

/** Chart measures a page can be ordered by in SQL (over a group's sums g; all exact at their scale, as the rows show them). */
const sqlOrder: Partial<Record<ReportMeasure, RawBuilder<unknown>>> = {
  amount_with_tax: sql`g.amount + g.tax`, gross_profit: sql`g.amount - g.cost`, amount: sql`g.amount`, tax: sql`g.tax`, cost: sql`g.cost`, qty: sql`g.qty`,
};
const entityDims: readonly ReportDimension[] = ['product', 'partner', 'category', 'brand', 'salesperson', 'department', 'warehouse'];

/** One page of groups, the chart's top 10, the number of groups and the sums over all of them (ordered and cut in SQL). */
export interface PagedSums { page: Sums[]; top: Sums[]; count: number; total: Sums }

/**
 * The groups of a line-based report grouped by an entity (product, partner …) and ordered by an additive measure,
 * ordered, paged and totalled in the database: the settled months' summaries (built first when missing) UNION ALL the
 * live rest of the range (the whole range when the query cannot use summaries), summed per key, numbered by the
 * measure (largest first, then key) and cut to the page and the top 10; the totals are window sums over every group.
 * Undefined when the query is not of that shape (the caller sorts in JS).
 */
export async function pagedLineSums(db: Kysely<DB>, e: number, kind: LineKind, query: ReportQuery, by: ReportMeasure): Promise<PagedSums | undefined> {
  const dim = query.group_by;
  const order = sqlOrder[by];
  if (!order || !entityDims.includes(dim)) return undefined;
  const spans = kind !== 'sale-order' && summarisable(query) ? summarySpansIn(query.date_from, query.date_to) : [];
  const summaryKind = kind as SummaryKind;
  if (spans.length && (await validSpans(db, e, summaryKind, spans)).length < spans.length) await buildSpans(db, e, summaryKind, spans);
  return db.transaction().setIsolationLevel('repeatable read').execute(async (tx) => {
    const validSpan = spans.length ? await validSpans(tx, e, summaryKind, spans) : [];
    const valid = validSpan.map((v) => v.month);
    const filter = query.filters[dim as keyof ReportQuery['filters']];
    const keyFilter = filter === undefined ? sql`` : sql`AND s.key = ${Number(filter)}`;
    const ranges = outsideSpans(query.date_from, query.date_to, validSpan);
    const key = lineKey(dim);
    const summary = valid.length
      ? sql`SELECT s.key::text AS key, s.qty, 0 AS delivered_qty, s.amount, s.tax, s.cost, s.bills FROM report_month_sum s
          WHERE s.enterprise_id = ${e} AND s.kind = ${summaryKind} AND s.dim = ${dim} AND s.month = ANY(${valid}::date[]) ${keyFilter} UNION ALL`
      : sql``;
    // Distinct bills over all groups: the summaries' per-day counts (a bill has one date) plus the live bills.
    const summaryBills = valid.length && filter === undefined
      ? sql`(SELECT coalesce(sum(s.bills), 0) FROM report_month_sum s WHERE s.enterprise_id = ${e} AND s.kind = ${summaryKind} AND s.dim = 'day' AND s.month = ANY(${valid}::date[]))`
      : sql`0`;
    const start = (query.page - 1) * query.page_size;
    const { rows } = await sql<Sums & { rn: string; n: string; t_qty: string; t_delivered_qty: string; t_amount: string; t_tax: string; t_cost: string; t_bills: string; all_bills: string }>`
      WITH live AS (
        SELECT ${key} AS key, grouping(${key}) = 1 AS whole, sum(x.qty) AS qty, sum(x.delivered_qty) AS delivered_qty, sum(x.amount) AS amount,
          sum(x.tax) AS tax, sum(x.cost) AS cost, count(DISTINCT x.bill_id)::int AS bills
        FROM (${lineRows(kind, e, inDates(ranges), lineFilters(query.filters), fewDays(ranges))}) x GROUP BY GROUPING SETS ((${key}), ())),
      g AS (
        SELECT p.key, sum(p.qty) AS qty, sum(p.delivered_qty) AS delivered_qty, sum(p.amount) AS amount, sum(p.tax) AS tax, sum(p.cost) AS cost,
          sum(p.bills)::int AS bills
        FROM (${summary} SELECT l.key, l.qty, l.delivered_qty, l.amount, l.tax, l.cost, l.bills FROM live l WHERE NOT l.whole) p GROUP BY p.key),
      o AS (
        SELECT g.*, row_number() OVER (ORDER BY ${order} DESC, g.key::bigint) AS rn, count(*) OVER () AS n,
          sum(g.qty) OVER () AS t_qty, sum(g.delivered_qty) OVER () AS t_delivered_qty, sum(g.amount) OVER () AS t_amount,
          sum(g.tax) OVER () AS t_tax, sum(g.cost) OVER () AS t_cost, sum(g.bills) OVER () AS t_bills
        FROM g)
      SELECT o.*, ${summaryBills} + (SELECT coalesce(max(l.bills), 0) FROM live l WHERE l.whole) AS all_bills
      FROM o WHERE o.rn <= 10 OR o.rn BETWEEN ${start + 1} AND ${start + query.page_size} ORDER BY o.rn`.execute(tx);
    const first = rows[0];
    const sums = (r: (typeof rows)[number]): Sums => ({ key: r.key, qty: r.qty, delivered_qty: r.delivered_qty, amount: r.amount, tax: r.tax, cost: r.cost, bills: Number(r.bills) });
    return {
      page: rows.filter((r) => Number(r.rn) > start).map(sums),
      top: rows.filter((r) => Number(r.rn) <= 10).map(sums),
      count: first ? Number(first.n) : 0,
      total: {
        key: '', qty: first?.t_qty ?? '0', delivered_qty: first?.t_delivered_qty ?? '0', amount: first?.t_amount ?? '0', tax: first?.t_tax ?? '0',
        cost: first?.t_cost ?? '0', bills: first ? Number(filter === undefined ? first.all_bills : first.t_bills) : 0,
      },
    };
  });
}

/** What a `bill` or `line` row opens: its document (and on a line, the product). */
async function documents(db: Kysely<DB>, e: number, dim: 'bill' | 'line', keys: readonly string[]): Promise<Map<string, NonNullable<ReportRow['bill']>>> {
  const ids = keys.map(Number);
  if (!ids.length) return new Map();
  const { rows } = dim === 'bill'
    ? await sql<{ key: string; type: string; id: number; bill_sn: string; bill_date: string; partner_name: string | null; product_name?: string | null }>`
        SELECT b.id::text AS key, b.type, b.id, b.bill_sn, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date, pa.name AS partner_name
        FROM bill b LEFT JOIN partner pa ON pa.enterprise_id = b.enterprise_id AND pa.id = b.partner_id
        WHERE b.enterprise_id = ${e} AND b.id = ANY(${ids}::int[])`.execute(db)
    : await sql<{ key: string; type: string; id: number; bill_sn: string; bill_date: string; partner_name: string | null; product_name?: string | null }>`
        SELECT l.id::text AS key, b.type, b.id, b.bill_sn, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date, pa.name AS partner_name, pr.name AS product_name
        FROM bill_line l JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id
        LEFT JOIN partner pa ON pa.enterprise_id = b.enterprise_id AND pa.id = b.partner_id
        LEFT JOIN product pr ON pr.enterprise_id = l.enterprise_id AND pr.id = l.product_id
        WHERE l.enterprise_id = ${e} AND l.id = ANY(${ids}::int[])`.execute(db);
  return new Map(rows.map(({ key, partner_name, product_name, ...b }) => [key, {
    ...b, partner_name: partner_name ?? '', ...(dim === 'line' ? { product_name: product_name ?? '' } : {}),
  }]));
}

const q4 = (v: Decimal | string | number) => new Decimal(v).toFixed(4);
const a2 = (v: Decimal | string | number) => new Decimal(v).toFixed(2);

/**
 * A runner over line sums: `values` turns a group's sums into the report's measures (ratios are filled by shapeAnswer);
 * `bills` is the measure's total (distinct bills, not the sum over groups that share bills).
 */
export function lineReport(name: ReportName, kind: LineKind, values: (s: Sums) => Values): ReportRunner {
  const def = reportDefinitions[name];
  return async (db: Kysely<DB>, tenant: TenantContext, query: ReportQuery, language: Language) => {
    const e = tenant.enterpriseId;
    const paged = await pagedLineSums(db, e, kind, query, def.chart.measure);
    if (paged) return labelled(db, e, language, query.group_by, pagedAnswer(def, paged, values));
    const { groups, bills } = await lineSums(db, e, kind, query);
    const dim = query.group_by;
    const docs = dim === 'bill' || dim === 'line' ? await documents(db, e, dim, groups.map((g) => g.key)) : undefined;
    const rows: ReportRow[] = groups.map((g) => ({
      key: g.key, label: docs?.get(g.key)?.bill_sn ?? g.key, ...(docs?.get(g.key) ? { bill: docs.get(g.key)! } : {}), values: values(g),
    }));
    const answer = shapeAnswer(def, query, rows, def.measures.includes('bills') ? { bills: String(bills) } : {});
    if (docs) return answer;
    return labelled(db, e, language, dim, answer);
  };
}

/** The answer from SQL-paged sums: rows with their ratios, totals from the window sums (ratios recomputed on them). */
function pagedAnswer(def: ReportDefinition, paged: PagedSums, values: (s: Sums) => Values): ReportAnswer {
  const row = (s: Sums): ReportRow => ({ key: s.key, label: s.key, values: withRatios(def, values(s)) });
  const total = values(paged.total);
  for (const m of Object.keys(total) as ReportMeasure[]) if (!def.measures.includes(m)) delete total[m];
  const by = def.chart.measure;
  return {
    list: paged.page.map(row),
    count: paged.count,
    total: totalsOf(def, [], total),
    chart: { categories: paged.top.map((s) => s.key), series: [{ measure: by, data: paged.top.map((s) => row(s).values[by] ?? null) }] },
  };
}

/** Labels the page's rows and the chart's categories (shaped with their keys) by their names. */
export async function labelled(db: Kysely<DB>, e: number, language: Language, dim: ReportDimension, answer: Awaited<ReturnType<ReportRunner>>) {
  const keys = [...new Set([...answer.list.map((r) => r.key), ...(answer.chart?.categories ?? [])])];
  const labels = await groupLabels(db, e, language, dim, keys);
  return {
    ...answer,
    list: answer.list.map((r) => ({ ...r, label: labels.get(r.key) ?? r.key })),
    ...(answer.chart ? { chart: { ...answer.chart, categories: answer.chart.categories.map((k) => labels.get(k) ?? k) } } : {}),
  };
}

export const measures = {
  qty: (s: Sums) => q4(s.qty),
  amount: (s: Sums) => a2(s.amount),
  tax: (s: Sums) => a2(s.tax),
  withTax: (s: Sums) => a2(new Decimal(s.amount).add(s.tax)),
  cost: (s: Sums) => a2(s.cost),
  profit: (s: Sums) => a2(new Decimal(s.amount).sub(s.cost)),
  delivered: (s: Sums) => q4(s.delivered_qty),
  open: (s: Sums) => q4(new Decimal(s.qty).sub(s.delivered_qty)),
  bills: (s: Sums) => String(s.bills),
};
