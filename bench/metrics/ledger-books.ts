import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { BenchContext } from '../lib/context.ts';
import { interleave } from '../lib/interleave.ts';
import { judge, type MetricResult } from '../lib/report.ts';
import { connect, timed } from '../lib/sql.ts';
import { median, medianRatio, round } from '../lib/stats.ts';

/**
 * ledger_subject_balance and ledger_general_page (issue 14 item 7): the books read period balances, so a year's
 * subject balance (GET /ledger/subject-balance) and one account's general-ledger page (GET /ledger/general) cost a
 * small fraction of a sequential scan of the voucher lines (SELECT sum(debit) FROM voucher_line), and stay flat as
 * history grows. `--voucher-lines` (10 M full, 100 k quick) lines over four calendar years, on ~300 accounts (200
 * bench sub-accounts added to the chart) with partner auxiliary accounting on 1122; measured after the first year is
 * loaded (1/4 of the history: that year's books) and again after all four (the last year's books).
 *
 * Seeding is fast, not realistic, and says so: vouchers and lines by generate_series with session_replication_role =
 * replica (the balance check trigger, the foreign keys and the period_balance_total trigger do not fire), then
 * period_balance and period_balance_total by one aggregate INSERT … SELECT each — what the ledger engine would have
 * written voucher by voucher.
 */
const years = 4;
const marker = 'bench-ledger-books';
const benchParents = ['1221', '2241', '5601', '5602', '5711'];

async function seedChart(db: pg.Client, enterpriseId: number): Promise<void> {
  await db.query(`
    INSERT INTO account_subject (enterprise_id, code, name, name_en, category, direction, level, parent_code, create_time, update_time)
    SELECT $1, p.code || lpad(n::text, 2, '0'), p.name || n, 'Bench ' || p.code || '-' || n, p.category, p.direction, 2, p.code, 0, 0
    FROM account_subject p CROSS JOIN generate_series(60, 99) n
    WHERE p.enterprise_id = $1 AND p.code = ANY($2::text[])
    ON CONFLICT DO NOTHING`, [enterpriseId, benchParents]);
}

async function ids(db: pg.Client, enterpriseId: number, where: string, values: unknown[] = []): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM account_subject s WHERE enterprise_id = $1 AND ${where} ORDER BY code`, [enterpriseId, ...values]);
  return rows.map((r) => r.id);
}

/**
 * Vouchers `fromNo`..`toNo` (2 lines each) dated evenly over the four years, then their balances. Patterns by number:
 * sale on credit (Dr 1122 partner / Cr 5001), receipt (Dr 1002 / Cr 1122 partner), expense (Dr bench leaf / Cr 1002).
 */
async function seedVouchers(db: pg.Client, p: { enterpriseId: number; firstYear: number; total: number; fromNo: number; toNo: number; partners: number[]; expenses: number[]; ar: number; revenue: number; bank: number }) {
  const days = years * 365;
  const start = `${p.firstYear}-01-01`;
  await db.query('BEGIN');
  await db.query('SET LOCAL session_replication_role = replica');
  await db.query(`
    INSERT INTO voucher (enterprise_id, period, word, number, voucher_date, status, kind, total_debit, total_credit, remark, create_time, update_time)
    SELECT $1, to_char(d, 'YYYY-MM'), '记', g, d, 3, 'manual', a, a, $2, 0, 0
    FROM generate_series($3::integer, $4::integer) g,
      LATERAL (SELECT ($5::date + ((g::bigint - 1) * $6 / $7)::integer) AS d, (1 + (g::bigint * 7919) % 100000) / 100.0 AS a) x`,
  [p.enterpriseId, marker, p.fromNo, p.toNo, start, days, p.total]);
  await db.query(`
    INSERT INTO voucher_line (enterprise_id, voucher_id, line_no, period, summary, subject_id, debit, credit, partner_id)
    SELECT v.enterprise_id, v.id, k.line_no, v.period, '摘要', k.subject_id, k.debit, k.credit, k.partner_id
    FROM voucher v,
      LATERAL (SELECT v.number % 3 AS kind, ($8::integer[])[1 + (v.number * 31) % $9] AS partner, ($10::integer[])[1 + (v.number * 17) % $11] AS expense) c,
      LATERAL (VALUES
        (1, CASE c.kind WHEN 0 THEN $4::integer WHEN 1 THEN $6::integer ELSE c.expense END, v.total_debit, 0::numeric, CASE c.kind WHEN 0 THEN c.partner ELSE 0 END),
        (2, CASE c.kind WHEN 0 THEN $5::integer WHEN 1 THEN $4::integer ELSE $6::integer END, 0::numeric, v.total_credit, CASE c.kind WHEN 1 THEN c.partner ELSE 0 END)
      ) AS k (line_no, subject_id, debit, credit, partner_id)
    WHERE v.enterprise_id = $1 AND v.remark = $7 AND v.number BETWEEN $2 AND $3`,
  [p.enterpriseId, p.fromNo, p.toNo, p.ar, p.revenue, p.bank, marker, p.partners, p.partners.length, p.expenses, p.expenses.length]);
  // The balances the ledger engine keeps, by one aggregate each (the triggers are off in replica mode).
  await db.query(`
    CREATE TEMP TABLE bench_movement ON COMMIT DROP AS
    SELECT l.subject_id, l.period, l.partner_id, sum(l.debit) AS debit, sum(l.credit) AS credit
    FROM voucher_line l JOIN voucher v ON v.enterprise_id = l.enterprise_id AND v.id = l.voucher_id
    WHERE v.enterprise_id = $1 AND v.remark = $2 AND v.number BETWEEN $3 AND $4
    GROUP BY 1, 2, 3`, [p.enterpriseId, marker, p.fromNo, p.toNo]);
  await db.query(`
    INSERT INTO period_balance AS b (enterprise_id, subject_id, period, partner_id, debit, credit, posted_debit, posted_credit)
    SELECT $1, subject_id, period, partner_id, debit, credit, debit, credit FROM bench_movement
    ON CONFLICT (enterprise_id, subject_id, period, partner_id, department_id, employee_id, project_id, product_id)
    DO UPDATE SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit,
      posted_debit = b.posted_debit + EXCLUDED.posted_debit, posted_credit = b.posted_credit + EXCLUDED.posted_credit`, [p.enterpriseId]);
  await db.query(`
    INSERT INTO period_balance_total AS t (enterprise_id, subject_id, period, debit, credit, posted_debit, posted_credit)
    SELECT $1, subject_id, k.period, sum(debit), sum(credit), sum(debit), sum(credit)
    FROM bench_movement m CROSS JOIN LATERAL (VALUES (m.period), (left(m.period, 4))) AS k (period)
    GROUP BY subject_id, k.period
    ON CONFLICT (enterprise_id, subject_id, period)
    DO UPDATE SET debit = t.debit + EXCLUDED.debit, credit = t.credit + EXCLUDED.credit,
      posted_debit = t.posted_debit + EXCLUDED.posted_debit, posted_credit = t.posted_credit + EXCLUDED.posted_credit`, [p.enterpriseId]);
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE voucher');
  await db.query('VACUUM ANALYZE voucher_line');
  await db.query('VACUUM ANALYZE period_balance');
  await db.query('VACUUM ANALYZE period_balance_total');
}

export async function ledgerBooks(ctx: BenchContext): Promise<Record<string, MetricResult>> {
  const { admin, plan, world } = ctx;
  const e = world.enterpriseId;
  const db = await connect(ctx.databaseUrl);
  try {
    const t0 = performance.now();
    const firstYear = new Date().getUTCFullYear() - years;
    await db.query(`INSERT INTO ledger_setting (enterprise_id, start_period, update_time) VALUES ($1, $2, 0)
      ON CONFLICT (enterprise_id) DO UPDATE SET start_period = LEAST(NULLIF(ledger_setting.start_period, ''), EXCLUDED.start_period)`, [e, `${firstYear}-01`]);
    await seedChart(db, e);
    const expenses = await ids(db, e, `parent_code = ANY($2::text[]) AND code ~ '^[0-9]{4}(6|7|8|9)[0-9]$'`, [benchParents]);
    const [ar] = await ids(db, e, `code = '1122'`);
    const [revenue] = await ids(db, e, `code = '5001'`);
    const [bank] = await ids(db, e, `code = '1002'`);
    const { rows: [accounts] } = await db.query<{ n: string }>('SELECT count(*) AS n FROM account_subject WHERE enterprise_id = $1', [e]);
    const vouchers = Math.max(4, Math.round(plan.voucherLines / 2));
    const base = { enterpriseId: e, firstYear, total: vouchers, partners: world.customerIds, expenses, ar: ar!, revenue: revenue!, bank: bank! };
    const quarter = Math.floor(vouchers / years);
    // --db=<name> reusing an earlier run's database: its voucher history is there already; measure the full books only.
    const { rows: [had] } = await db.query<{ n: number | null }>('SELECT max(number) AS n FROM voucher WHERE enterprise_id = $1 AND remark = $2', [e, marker]);
    const reused = Number(had?.n ?? 0) >= vouchers;
    if (!reused) {
      ctx.log(`  ledger books: seeding ${(quarter * 2).toLocaleString()} voucher lines of ${firstYear} (1/${years} of the history) by generate_series, `
        + 'session_replication_role = replica, period_balance and period_balance_total by one aggregate INSERT … SELECT each');
      await seedVouchers(db, { ...base, fromNo: 1, toNo: quarter });
    } else ctx.log(`  ledger books: reusing the ${(vouchers * 2).toLocaleString()} voucher lines seeded by an earlier run`);
    const seedQuarter = (performance.now() - t0) / 1000;

    const measure = async (year: number, label: string) => {
      const range = `period_from=${year}-01&period_to=${year}-12`;
      const api = (path: string) => async () => {
        const s = performance.now();
        await admin.must('GET', path);
        return (performance.now() - s) / 1000;
      };
      const scan = async () => (await timed(db, 'SELECT sum(debit) FROM voucher_line')).seconds;
      const runs = await interleave([
        { name: 'subject_balance', run: api(`/ledger/subject-balance?${range}`) },
        { name: 'general_page', run: api(`/ledger/general?subject_code=1122&${range}`) },
        { name: 'scan', run: scan },
        { name: 'general_all', run: api(`/ledger/general?${range}`) },
        { name: 'detail_month', run: api(`/ledger/detail?subject_code=${benchParents[2]}60&period_from=${year}-12&period_to=${year}-12`) },
      ], { rounds: plan.pairs, warmup: 10, onMeasure: (step, r, v) => ctx.log(`  ledger ${label} ${step} #${r + 1}: ${(v * 1000).toFixed(1)} ms`) });
      const { rows: [n] } = await db.query<{ lines: string; balances: string; totals: string }>(`SELECT
        (SELECT count(*) FROM voucher_line) AS lines, (SELECT count(*) FROM period_balance WHERE enterprise_id = $1) AS balances,
        (SELECT count(*) FROM period_balance_total WHERE enterprise_id = $1) AS totals`, [e]);
      return { runs, year, lines: Number(n!.lines), period_balances: Number(n!.balances), period_balance_totals: Number(n!.totals) };
    };
    const early = reused ? undefined : await measure(firstYear, '1/4');
    const t1 = performance.now();
    if (!reused) {
      ctx.log(`  ledger books: seeding the other ${years - 1} years`);
      await seedVouchers(db, { ...base, fromNo: quarter + 1, toNo: vouchers });
    }
    const seedRest = (performance.now() - t1) / 1000;
    const full = await measure(firstYear + years - 1, 'full');

    const ms = (v: number[]) => round(median(v) * 1000);
    const summary = (m: typeof full) => ({
      year: m.year, voucher_lines: m.lines, period_balances: m.period_balances, period_balance_totals: m.period_balance_totals,
      subject_balance_ms: ms(m.runs.subject_balance!), general_page_ms: ms(m.runs.general_page!), general_all_ms: ms(m.runs.general_all!),
      detail_month_ms: ms(m.runs.detail_month!), scan_ms: ms(m.runs.scan!),
      subject_balance_ratio: round(medianRatio(m.runs.subject_balance!, m.runs.scan!)), general_page_ratio: round(medianRatio(m.runs.general_page!, m.runs.scan!)),
    });
    const quarterSummary = early && summary(early);
    const fullSummary = summary(full);
    const growth = early && {
      subject_balance_full_over_quarter: round(median(full.runs.subject_balance!) / median(early.runs.subject_balance!)),
      general_page_full_over_quarter: round(median(full.runs.general_page!) / median(early.runs.general_page!)),
      scan_full_over_quarter: round(median(full.runs.scan!) / median(early.runs.scan!)),
    };
    if (quarterSummary) ctx.log(`  ledger books: 1/4 history ${JSON.stringify(quarterSummary)}`);
    ctx.log(`  ledger books: full history ${JSON.stringify(fullSummary)}`);
    if (growth) ctx.log(`  ledger books: full ÷ 1/4 ${JSON.stringify(growth)}`);
    const detail = {
      accounts: Number(accounts!.n), partners: world.customerIds.length, seeding: 'generate_series, session_replication_role = replica, balances by aggregate INSERT … SELECT',
      seed_seconds: round(seedQuarter + seedRest), quarter: quarterSummary, full: fullSummary, growth,
    };
    return {
      ledger_subject_balance: judge('ledger_subject_balance', {
        value: fullSummary.subject_balance_ms, unit: 'ms', baseline: fullSummary.scan_ms, baseline_unit: 'ms',
        ratio: fullSummary.subject_balance_ratio, pairs: plan.pairs, detail,
      }),
      ledger_general_page: judge('ledger_general_page', {
        value: fullSummary.general_page_ms, unit: 'ms', baseline: fullSummary.scan_ms, baseline_unit: 'ms',
        ratio: fullSummary.general_page_ratio, pairs: plan.pairs, detail: { growth },
      }),
    };
  } finally {
    await db.end();
  }
}
