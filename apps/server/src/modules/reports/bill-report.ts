import { Decimal, reportDefinitions, type Language, type ReportDimension, type ReportName, type ReportQuery, type ReportRow } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { inDates, lineFilters, lineKey, lineRows, type LineKind, type Sums } from './bill-lines.ts';
import { shapeAnswer } from './report-answer.ts';
import { groupLabels } from './report-labels.ts';
import { buildSummaries, outsideMonths, settledMonthsIn, summarisable, summarySums, validMonths, type SummaryKind } from './report-month.ts';
import type { ReportRunner } from './report-runner.ts';

type Values = ReportRow['values'];

async function liveSums(db: Kysely<DB>, e: number, kind: LineKind, dim: ReportDimension, ranges: ReadonlyArray<readonly [string, string]>, query: ReportQuery): Promise<{ groups: Sums[]; bills: number }> {
  if (!ranges.length) return { groups: [], bills: 0 };
  const rows = lineRows(kind, e, inDates(ranges), lineFilters(query.filters));
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
  const months = settledMonthsIn(query.date_from, query.date_to);
  if (!months.length) return liveSums(db, e, kind, dim, whole, query);
  if ((await validMonths(db, e, summaryKind, months)).length < months.length) await buildSummaries(db, e, summaryKind, months);
  // One snapshot for which months are valid, their summaries and the live rest.
  return db.transaction().setIsolationLevel('repeatable read').execute(async (tx) => {
    const valid = await validMonths(tx, e, summaryKind, months);
    const filter = query.filters[dim as keyof ReportQuery['filters']];
    const cached = await summarySums(tx, e, summaryKind, dim, valid, filter === undefined ? undefined : Number(filter));
    const cachedBills = filter === undefined
      ? (await summarySums(tx, e, summaryKind, 'month', valid)).reduce((n, r) => n + Number(r.bills), 0)
      : cached.reduce((n, r) => n + Number(r.bills), 0);
    const live = await liveSums(tx, e, kind, dim, outsideMonths(query.date_from, query.date_to, valid), query);
    return { groups: merge([cached, live.groups]), bills: cachedBills + live.bills };
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
