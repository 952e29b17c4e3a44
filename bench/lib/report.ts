import { round } from './stats.ts';

/** One line of results/latest.json: the figure, its baseline from the same run, their ratio and how many pairs. */
export interface MetricResult {
  value: number;
  unit: string;
  baseline: number;
  baseline_unit?: string;
  /** value / baseline, the median over interleaved pairs. */
  ratio: number;
  pairs: number;
  /** What the figure is measured against (issue 6), e.g. ">= 0.25". */
  goal?: string;
  met?: boolean;
  /** Anything else worth keeping (sizes, p99, the tool that ran the baseline). */
  detail?: Record<string, unknown>;
}

export interface Goal {
  /** The ratio must be at least / at most this. */
  ratio: ['>=' | '<=', number];
  /** Extra condition on the detail, e.g. p99 ≤ 15 ms. */
  extra?: { key: string; max: number; label: string };
}

/** The goals of issue 6. Import and bundle size have none: their ratios are tracked, not judged. */
export const goals: Record<string, Goal> = {
  posting_throughput: { ratio: ['>=', 0.25] },
  posting_hot_sku: { ratio: ['>=', 0.3] },
  backdated_repost: { ratio: ['<=', 5] },
  stock_balance_at_date: { ratio: ['<=', 0.02] },
  ledger_subject_balance: { ratio: ['<=', 0.02] },
  ledger_general_page: { ratio: ['<=', 0.02] },
  report_sale_by_product: { ratio: ['<=', 0.05] },
  list_api_p99: { ratio: ['>=', 0.3], extra: { key: 'p99_ms', max: 15, label: 'p99 ≤ 15 ms' } },
};

export function judge(name: string, r: Omit<MetricResult, 'goal' | 'met'>): MetricResult {
  const goal = goals[name];
  if (!goal) return r;
  const [op, limit] = goal.ratio;
  let met = op === '>=' ? r.ratio >= limit : r.ratio <= limit;
  let text = `ratio ${op} ${limit}`;
  if (goal.extra) {
    const v = Number(r.detail?.[goal.extra.key]);
    met &&= v <= goal.extra.max;
    text += `, ${goal.extra.label}`;
  }
  return { ...r, goal: text, met };
}

/** The table printed at the end of a run. */
export function formatTable(results: Record<string, MetricResult>): string {
  const rows = [['metric', 'value', 'unit', 'baseline', 'ratio', 'pairs', 'goal', '']];
  for (const [name, r] of Object.entries(results)) {
    rows.push([name, String(round(r.value)), r.unit, `${round(r.baseline)}${r.baseline_unit ? ` ${r.baseline_unit}` : ''}`, String(round(r.ratio)), String(r.pairs), r.goal ?? '—', r.met === undefined ? '' : r.met ? 'met' : 'NOT MET']);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}
