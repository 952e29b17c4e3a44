import { Code, Decimal, amount, AssetStatus } from '@zf/shared';
import type { Kysely } from 'kysely';
import { createVoucher, deleteVoucher, ledgerSettings, subjectsByCode, VoucherStatus, type VoucherLineInput } from '../../engines/ledger/index.ts';
import { assertOpen } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict } from '../../platform/http/app-error.ts';
import { periodEnd } from '../ledger/index.ts';
import {
  addMonths, amountForPeriod, depreciable, firstPeriod, scheduleFrom, workloadAmount, type AssetTerms, type DepreciationMethod,
} from './depreciation-schedule.ts';

/** An asset card with its category's accounts, as the depreciation run reads it. */
export interface AssetForRun {
  id: number; code: string; name: string; department_id: number; start_date: string; original_value: string;
  accumulated_depreciation: string; life_months: number; residual_rate: string; method: DepreciationMethod; workload_total: string;
  usage: number; expense_subject: string; status: number; dispose_date: string | null;
  category_expense: string; depreciation_subject: string;
}

/** Expense account by the card's use when neither card nor category names one (FINANCE.md §3 "Depreciation"). */
const usageSubjects: Record<number, string> = { 1: '560206', 2: '4101', 3: '560104' };

export const termsOf = (a: AssetForRun): AssetTerms => ({
  original: a.original_value, residualRate: a.residual_rate, lifeMonths: a.life_months, method: a.method, startDate: a.start_date,
});

export async function assetsForRun(db: Kysely<DB>, enterpriseId: number, assetId?: number): Promise<AssetForRun[]> {
  let q = db
    .selectFrom('fixed_asset as a')
    .leftJoin('asset_category as c', (j) => j.onRef('c.enterprise_id', '=', 'a.enterprise_id').onRef('c.id', '=', 'a.category_id'))
    .select([
      'a.id', 'a.code', 'a.name', 'a.department_id', 'a.start_date', 'a.original_value', 'a.accumulated_depreciation', 'a.life_months',
      'a.residual_rate', 'a.method', 'a.workload_total', 'a.usage', 'a.expense_subject', 'a.status', 'a.dispose_date',
    ])
    .select((eb) => [eb.fn.coalesce('c.expense_subject', eb.val('')).as('category_expense'), eb.fn.coalesce('c.depreciation_subject', eb.val('1602')).as('depreciation_subject')])
    .where('a.enterprise_id', '=', enterpriseId);
  if (assetId) q = q.where('a.id', '=', assetId);
  return (await q.orderBy('a.id').execute()) as AssetForRun[];
}

/** The first month the books depreciate: the books' start period (openings cover the months before), if any. */
async function booksStart(db: Kysely<DB>, enterpriseId: number): Promise<string> {
  return (await ledgerSettings(db, enterpriseId)).start_period;
}
const fromPeriodOf = (a: AssetForRun, start: string) => (start && start > firstPeriod(a.start_date) ? start : firstPeriod(a.start_date));

/** Σ depreciation booked by runs before a period, per asset. */
async function bookedBefore(db: Kysely<DB>, enterpriseId: number, period: string): Promise<Map<number, string>> {
  const rows = await db.selectFrom('asset_depreciation').select(['asset_id', (eb) => eb.fn.sum<string>('amount').as('booked')])
    .where('enterprise_id', '=', enterpriseId).where('period', '<', period).groupBy('asset_id').execute();
  return new Map(rows.map((r) => [r.asset_id, String(r.booked)]));
}

/** The department an asset belonged to at the start of a month: transfers dated in or after the month are undone. */
async function departmentsAt(db: Kysely<DB>, enterpriseId: number, period: string, assets: AssetForRun[]): Promise<Map<number, number>> {
  const at = new Map(assets.map((a) => [a.id, a.department_id]));
  const later = await db.selectFrom('asset_change').select(['asset_id', 'from_department_id', 'change_date'])
    .where('enterprise_id', '=', enterpriseId).where('kind', '=', 'transfer').where('change_date', '>=', `${period}-01`)
    .orderBy('change_date', 'desc').orderBy('id', 'desc').execute();
  for (const t of later) if (at.has(t.asset_id)) at.set(t.asset_id, t.from_department_id);
  return at;
}

export interface DepreciationLine {
  asset_id: number; code: string; name: string; method: string; department_id: number; expense_subject: string; credit_subject: string;
  workload: string; depreciation: string; accumulated: string; net_value: string;
}

/**
 * What a run of `period` books per asset: assets in use (or disposed after the month), from the month after
 * acquisition, what the schedule has reached less what was booked (opening + earlier runs); workload assets by the
 * units given for the month.
 */
export async function depreciationLines(db: Kysely<DB>, enterpriseId: number, period: string, workloads: Record<number, string> = {}): Promise<DepreciationLine[]> {
  const assets = (await assetsForRun(db, enterpriseId)).filter((a) => !a.dispose_date || a.dispose_date.slice(0, 7) > period);
  const start = await booksStart(db, enterpriseId);
  const booked = await bookedBefore(db, enterpriseId, period);
  const departments = await departmentsAt(db, enterpriseId, period, assets);
  const out: DepreciationLine[] = [];
  for (const a of assets) {
    if (firstPeriod(a.start_date) > period) continue;
    const t = termsOf(a);
    const accrued = new Decimal(a.accumulated_depreciation).plus(booked.get(a.id) ?? 0);
    const units = workloads[a.id] ?? '0';
    const depreciation = t.method === 'workload'
      ? workloadAmount(t, a.workload_total, units, amount(accrued))
      : amountForPeriod(t, a.accumulated_depreciation, fromPeriodOf(a, start), period, amount(accrued));
    // Workload assets stay in the list without units (the page asks for them); others only with an amount.
    if (new Decimal(depreciation).lte(0) && (t.method !== 'workload' || new Decimal(accrued).gte(depreciable(t)))) continue;
    const accumulated = accrued.plus(depreciation);
    out.push({
      asset_id: a.id, code: a.code, name: a.name, method: t.method, department_id: departments.get(a.id) ?? 0,
      expense_subject: a.expense_subject || a.category_expense || usageSubjects[a.usage] || '560206', credit_subject: a.depreciation_subject || '1602',
      workload: units, depreciation, accumulated: amount(accumulated), net_value: amount(new Decimal(a.original_value).minus(accumulated)),
    });
  }
  return out;
}

/** An expense code the chart does not have as a leaf falls back to its parent (5602 when 560206 was never added). */
async function bookableCodes(tx: Kysely<DB>, enterpriseId: number, codes: string[]): Promise<Map<string, string>> {
  const found = await subjectsByCode(tx, enterpriseId, codes);
  return new Map(codes.map((c) => [c, found.get(c) ? c : c.length > 4 ? c.slice(0, 4) : c]));
}

/** Voucher lines: Dr expense per account × department, Cr accumulated depreciation per account. */
export function depreciationVoucherLines(period: string, lines: DepreciationLine[], codes: Map<string, string> = new Map()): VoucherLineInput[] {
  const [y, m] = period.split('-');
  const summary = `计提${y}年${Number(m)}月折旧`;
  const debit = new Map<string, { code: string; department_id: number; sum: Decimal }>();
  const credit = new Map<string, Decimal>();
  for (const l of lines) {
    const code = codes.get(l.expense_subject) ?? l.expense_subject;
    const key = `${code}|${l.department_id}`;
    const d = debit.get(key) ?? { code, department_id: l.department_id, sum: new Decimal(0) };
    d.sum = d.sum.plus(l.depreciation);
    debit.set(key, d);
    credit.set(l.credit_subject, (credit.get(l.credit_subject) ?? new Decimal(0)).plus(l.depreciation));
  }
  const byCode = <T extends { code: string }>(a: T, b: T) => a.code.localeCompare(b.code);
  return [
    ...[...debit.values()].sort((a, b) => byCode(a, b) || a.department_id - b.department_id)
      .map((d) => ({ summary, subject_code: d.code, debit: amount(d.sum), department_id: d.department_id || undefined })),
    ...[...credit.entries()].map(([code, sum]) => ({ code, sum })).sort(byCode).map((c) => ({ summary, subject_code: c.code, credit: amount(c.sum) })),
  ];
}

export interface RunResult { voucher_id: number; total: string; period: string; lines: number }

/** POST /fixed-assets/depreciation: once per period (4090 the second time), through the ledger engine and its gate. */
export async function runDepreciation(tx: Kysely<DB>, enterpriseId: number, period: string, actorId: number, workloads: Record<number, string> = {}): Promise<RunResult> {
  await assertOpen(tx, enterpriseId, periodEnd(period), 'accounting');
  const done = await tx.selectFrom('depreciation_run').select('id').where('enterprise_id', '=', enterpriseId).where('period', '=', period).executeTakeFirst();
  if (done) throw new AppError(Code.conflict, 'asset.alreadyDepreciated', null, { period });
  const lines = (await depreciationLines(tx, enterpriseId, period, workloads)).filter((l) => new Decimal(l.depreciation).gt(0));
  const total = amount(lines.reduce((a, l) => a.plus(l.depreciation), new Decimal(0)));
  if (!lines.length) throw new AppError(Code.validation, 'asset.nothingToDepreciate', null, { period });
  // The unique (enterprise, period) key stops a concurrent second run here, before any voucher is written.
  const { id: runId } = await tx.insertInto('depreciation_run')
    .values({ enterprise_id: enterpriseId, period, total, employee_id: actorId, create_time: nowSeconds() })
    .returning('id').executeTakeFirstOrThrow();
  const codes = await bookableCodes(tx, enterpriseId, [...new Set(lines.map((l) => l.expense_subject))]);
  const voucher = await createVoucher(tx, enterpriseId, { voucher_date: periodEnd(period), word: '记', remark: `depreciation ${period}`, lines: depreciationVoucherLines(period, lines, codes) }, { kind: 'asset', makerId: actorId });
  await tx.updateTable('depreciation_run').set({ voucher_id: voucher.id }).where('enterprise_id', '=', enterpriseId).where('id', '=', runId).execute();
  await tx.insertInto('asset_depreciation').values(lines.map((l) => ({
    enterprise_id: enterpriseId, run_id: runId, asset_id: l.asset_id, period, department_id: l.department_id, expense_subject: codes.get(l.expense_subject) ?? l.expense_subject,
    workload: l.workload, amount: l.depreciation, accumulated: l.accumulated, net_value: l.net_value,
  }))).execute();
  return { voucher_id: voucher.id, total, period, lines: lines.length };
}

/**
 * Undo the latest run: its voucher is deleted while unaudited (the ledger engine's own delete, period gate included);
 * an audited voucher must be unaudited first (4090), since a reversal would leave the run's rows half-true.
 */
export async function undoDepreciation(tx: Kysely<DB>, enterpriseId: number, period: string): Promise<void> {
  const run = await tx.selectFrom('depreciation_run').select(['id', 'voucher_id']).where('enterprise_id', '=', enterpriseId).where('period', '=', period).forUpdate().executeTakeFirst();
  if (!run) throw new AppError(Code.conflict, 'asset.notDepreciated', null, { period });
  const later = await tx.selectFrom('depreciation_run').select('period').where('enterprise_id', '=', enterpriseId).where('period', '>', period).orderBy('period', 'desc').executeTakeFirst();
  if (later) throw new AppError(Code.conflict, 'asset.laterRun', null, { period: later.period });
  if (run.voucher_id) {
    const v = await tx.selectFrom('voucher').select('status').where('enterprise_id', '=', enterpriseId).where('id', '=', run.voucher_id).executeTakeFirst();
    await assertOpen(tx, enterpriseId, periodEnd(period), 'accounting');
    if (v && v.status !== VoucherStatus.unaudited) throw conflict('asset.voucherAudited');
    if (v) await deleteVoucher(tx, enterpriseId, run.voucher_id, { fromSource: true });
  }
  await tx.deleteFrom('depreciation_run').where('enterprise_id', '=', enterpriseId).where('id', '=', run.id).execute();
}

export interface TableRow {
  asset_id: number; code: string; name: string; period: string; department_id: number; depreciation: string; accumulated: string;
  net_value: string; accrued: boolean;
}

/**
 * GET /fixed-assets/depreciation-table: what the runs booked per asset and period; for one asset also the months
 * still to come by its schedule (`accrued: false`), so a card shows its whole plan.
 */
export async function depreciationTable(db: Kysely<DB>, enterpriseId: number, q: { period?: string; asset_id?: number }): Promise<TableRow[]> {
  let rows = db.selectFrom('asset_depreciation as d')
    .innerJoin('fixed_asset as a', (j) => j.onRef('a.enterprise_id', '=', 'd.enterprise_id').onRef('a.id', '=', 'd.asset_id'))
    .select(['d.asset_id', 'a.code', 'a.name', 'd.period', 'd.department_id', 'd.amount as depreciation', 'd.accumulated', 'd.net_value'])
    .where('d.enterprise_id', '=', enterpriseId);
  if (q.period) rows = rows.where('d.period', '=', q.period);
  if (q.asset_id) rows = rows.where('d.asset_id', '=', q.asset_id);
  const booked: TableRow[] = (await rows.orderBy('d.period').orderBy('a.code').orderBy('d.asset_id').execute()).map((r) => ({ ...r, accrued: true }));
  if (!q.asset_id || q.period) return booked;
  const [a] = await assetsForRun(db, enterpriseId, q.asset_id);
  if (!a || a.status !== AssetStatus.inUse || a.method === 'workload') return booked;
  const last = booked.at(-1);
  let accumulated = new Decimal(last?.accumulated ?? a.accumulated_depreciation);
  const start = await booksStart(db, enterpriseId);
  const cap = depreciable(termsOf(a)).plus(0);
  const after = last ? last.period : addMonths(fromPeriodOf(a, start), -1);
  for (const p of scheduleFrom(termsOf(a), a.accumulated_depreciation, fromPeriodOf(a, start))) {
    if (p.period <= after || accumulated.gte(cap)) continue;
    const depreciation = Decimal.min(new Decimal(p.amount), cap.minus(accumulated));
    accumulated = accumulated.plus(depreciation);
    booked.push({
      asset_id: a.id, code: a.code, name: a.name, period: p.period, department_id: a.department_id, depreciation: amount(depreciation),
      accumulated: amount(accumulated), net_value: amount(new Decimal(a.original_value).minus(accumulated)), accrued: false,
    });
  }
  return booked;
}
