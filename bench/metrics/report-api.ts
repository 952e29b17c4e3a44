import { performance } from 'node:perf_hooks';
import type { BenchContext } from '../lib/context.ts';
import { interleave } from '../lib/interleave.ts';
import { judge, type MetricResult } from '../lib/report.ts';
import { connect, timed } from '../lib/sql.ts';
import { median, medianRatio, round } from '../lib/stats.ts';

/**
 * report_sale_by_product (issue 20 item 1): the largest report — GET /reports/sale?group_by=product over the whole
 * generated range, through the real server with its signature, session and permissions — against a baseline SQL query
 * that computes the same sums (signed base quantity, amount, tax, distinct bills and the lines' ledger cost per
 * product) by scanning the approved sale bill lines of the range. The first request builds the month summaries of
 * the settled months unless the server's hourly summary job did it first (timed apart as a detail); the measured
 * ones read them (whole months, and the current month up to three days ago) plus the rest of the range live.
 */
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const baselineSql = `
  SELECT l.product_id, sum(s.sign * l.number) AS qty, sum(s.sign * l.amount) AS amount, sum(s.sign * l.tax_amount) AS tax,
    sum(s.sign * coalesce(c.cost, 0)) AS cost, count(DISTINCT b.id) AS bills
  FROM bill b
  CROSS JOIN LATERAL (SELECT CASE WHEN b.type = 'sale-returns' THEN -1 ELSE 1 END AS sign) s
  JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
  LEFT JOIN (SELECT bill_line_id, sum(amount) AS cost FROM stock_move
             WHERE enterprise_id = $1 AND bill_type IN ('sale-bills', 'sale-returns') AND reverses_id IS NULL GROUP BY 1) c ON c.bill_line_id = l.id
  WHERE b.enterprise_id = $1 AND b.type IN ('sale-bills', 'sale-returns') AND b.audit_status = 2 AND b.bill_date BETWEEN $2::date AND $3::date
  GROUP BY l.product_id`;

export async function reportApi(ctx: BenchContext): Promise<Record<string, MetricResult>> {
  const { admin, plan, world } = ctx;
  const to = world.lastDate;
  const from = addDays(to, -(plan.days - 1));
  const path = `/reports/sale?date_from=${from}&date_to=${to}&group_by=product&page=1&page_size=50`;
  const db = await connect(ctx.databaseUrl);
  try {
    const { rows: [size] } = await db.query<{ lines: string; bills: string }>(`SELECT count(*) AS lines, count(DISTINCT b.id) AS bills FROM bill b
      JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id WHERE b.enterprise_id = $1 AND b.type IN ('sale-bills', 'sale-returns')`, [world.enterpriseId]);
    const api = async () => {
      const t0 = performance.now();
      await admin.must('GET', path);
      return (performance.now() - t0) / 1000;
    };
    const build = await api();
    ctx.log(`  report: first request (builds the settled months' summaries) ${(build * 1000).toFixed(0)} ms`);
    const { rows: [months] } = await db.query<{ n: string; sums: string }>(`SELECT (SELECT count(*) FROM report_month WHERE enterprise_id = $1 AND kind = 'sale') AS n,
      (SELECT count(*) FROM report_month_sum WHERE enterprise_id = $1 AND kind = 'sale' AND dim = 'product') AS sums`, [world.enterpriseId]);
    const scan = async () => (await timed(db, baselineSql, [world.enterpriseId, from, to])).seconds;
    // A detail: the same over the summarised days alone (first summarised month .. last summarised day), against the scan of that range.
    const { rows: [settled] } = await db.query<{ first: string | null; last: string | null }>(`SELECT to_char(min(month), 'YYYY-MM-DD') AS first,
      to_char(max(through), 'YYYY-MM-DD') AS last FROM report_month WHERE enterprise_id = $1 AND kind = 'sale'`, [world.enterpriseId]);
    const steps = [{ name: 'api', run: api }, { name: 'scan', run: scan }];
    if (settled?.first && settled.last) {
      const settledPath = `/reports/sale?date_from=${settled.first}&date_to=${settled.last}&group_by=product&page=1&page_size=50`;
      steps.push({ name: 'settled_api', run: async () => { const t0 = performance.now(); await admin.must('GET', settledPath); return (performance.now() - t0) / 1000; } },
        { name: 'settled_scan', run: async () => (await timed(db, baselineSql, [world.enterpriseId, settled.first, settled.last])).seconds });
    }
    const runs = await interleave(steps, {
      rounds: plan.pairs, warmup: 1, onMeasure: (step, r, v) => ctx.log(`  report ${step} #${r + 1}: ${(v * 1000).toFixed(1)} ms`),
    });
    return {
      report_sale_by_product: judge('report_sale_by_product', {
        value: round(median(runs.api!) * 1000), unit: 'ms', baseline: round(median(runs.scan!) * 1000), baseline_unit: 'ms',
        ratio: round(medianRatio(runs.api!, runs.scan!)), pairs: plan.pairs,
        detail: {
          date_from: from, date_to: to, sale_lines: Number(size!.lines), sale_bills: Number(size!.bills), summarised_months: Number(months!.n),
          product_month_sums: Number(months!.sums), first_request_ms: round(build * 1000),
          ...(runs.settled_api ? { settled_range: [settled!.first, settled!.last], settled_api_ms: round(median(runs.settled_api) * 1000),
            settled_scan_ms: round(median(runs.settled_scan!) * 1000), settled_ratio: round(medianRatio(runs.settled_api, runs.settled_scan!)) } : {}),
          runs,
        },
      }),
    };
  } finally {
    await db.end();
  }
}
