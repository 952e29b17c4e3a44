import { Code, Decimal, amount, SubjectStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { changeVoucherStatus, createVoucher, ledgerSettings, type VoucherKind, type VoucherLineInput } from '../../engines/ledger/index.ts';
import { assertOpen, lockPeriodsForClose } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, conflict } from '../../platform/http/app-error.ts';
import { periodEnd } from '../ledger/index.ts';
import { carriedInto, takeBackNumber, withdrawCarryDowns } from './carry-down-replace.ts';
import { carryDownVouchers, profitOfYear, surplusReserve, surplusReserveLines, yearEndLines } from './carry-down-lines.ts';
import { periodEndSettings } from './period-end-settings.ts';
import { balanceThrough, pnlBalances, type NamedPnlBalance } from './pnl-balances.ts';

export interface CarryDownResult { voucher_id: number | null; voucher_ids: number[]; year_voucher_id: number | null; vouchers: Array<{ id: number; voucher_no: string }> }

/** Vouchers of a period that are not posted yet (unaudited or audited); `exceptCarryDown` leaves out the carry-down's own. */
export async function unpostedCount(db: Kysely<DB>, enterpriseId: number, period: string, exceptCarryDown = false): Promise<{ unaudited: number; unposted: number }> {
  const kinds = exceptCarryDown ? sql`AND kind NOT IN ('carry_down', 'carry_down_year')` : sql``;
  const { rows: [r] } = await sql<{ unaudited: number; unposted: number }>`
    SELECT count(*) FILTER (WHERE status = 1)::integer AS unaudited, count(*) FILTER (WHERE status = 2)::integer AS unposted
    FROM voucher WHERE enterprise_id = ${enterpriseId} AND period = ${period} AND status < 3 ${kinds}`.execute(db);
  return r!;
}

/**
 * 未分配利润: 3104's sub-account of that name (310404 in the standard chart), else 3104 itself while it is a leaf;
 * and 提取法定盈余公积 (310401) when the chart has it.
 */
async function distributionAccounts(db: Kysely<DB>, enterpriseId: number): Promise<{ undistributed: string; appropriation: string | undefined }> {
  const rows = await db.selectFrom('account_subject').select(['code', 'name', 'status']).where('enterprise_id', '=', enterpriseId).where('code', 'like', '3104%').orderBy('code').execute();
  const active = rows.filter((r) => r.status === SubjectStatus.enabled && r.code.length > 4);
  const appropriation = (active.find((r) => r.name === '提取法定盈余公积') ?? active.find((r) => r.code === '310401'))?.code;
  const sub = active.find((r) => r.name === '未分配利润') ?? active.find((r) => r.code === '310404');
  if (sub) return { undistributed: sub.code, appropriation };
  if (rows.length === 1 && rows[0]!.status === SubjectStatus.enabled) return { undistributed: '3104', appropriation: undefined };
  throw new AppError(Code.validation, 'periodEnd.noUndistributed');
}

/** December's appropriation from the year's profit balance of 3103 (debit − credit) and the enterprise's rate. */
async function yearReserve(db: Kysely<DB>, enterpriseId: number, period: string, profitBalance: string, undistributed: string): Promise<Decimal> {
  const { surplus_reserve_rate } = await periodEndSettings(db, enterpriseId);
  const priorYearEnd = `${Number(period.slice(0, 4)) - 1}-12`;
  return surplusReserve(profitBalance, await balanceThrough(db, enterpriseId, undistributed, priorYearEnd), surplus_reserve_rate);
}

export interface CarryDownPreview {
  period: string; list: NamedPnlBalance[]; income: string; expense: string; net_profit: string; unaudited: number; unposted: number;
  /** December: 3103's balance after this carry-down, which the year-end carry moves to 未分配利润 (debit − credit). */
  year_end: string | null;
  /** December: the statutory surplus reserve the year-end carry appropriates from that profit. */
  surplus_reserve: string | null;
}

/** Nothing moved since the period's last carry-down: every P&L balance and, in December, 3103 at zero. */
async function nothingMoved(db: Kysely<DB>, enterpriseId: number, period: string): Promise<boolean> {
  if ((await pnlBalances(db, enterpriseId, period)).length) return false;
  return !period.endsWith('-12') || new Decimal(await balanceThrough(db, enterpriseId, profitOfYear, period)).isZero();
}

/**
 * What a carry-down of `period` would move now: the P&L balances, their totals and the profit (income − expenses).
 * A re-carry replaces the period's standing carry-down, so the preview shows the whole balance it will move then.
 */
export async function carryDownPreview(db: Kysely<DB>, enterpriseId: number, period: string): Promise<CarryDownPreview> {
  const nothing = await nothingMoved(db, enterpriseId, period);
  const [list, pending] = await Promise.all([nothing ? [] : pnlBalances(db, enterpriseId, period, true), unpostedCount(db, enterpriseId, period, true)]);
  const income = list.filter((b) => b.side === 'income').reduce((s, b) => s.sub(b.balance), new Decimal(0));
  const expense = list.filter((b) => b.side === 'expense').reduce((s, b) => s.add(b.balance), new Decimal(0));
  const profit = nothing ? new Decimal(0) : new Decimal(await balanceThrough(db, enterpriseId, profitOfYear, period)).sub(await carriedInto(db, enterpriseId, period, profitOfYear));
  const year = period.endsWith('-12') ? profit.sub(income).add(expense) : null;
  const reserve = year ? await yearReserve(db, enterpriseId, period, amount(year), (await distributionAccounts(db, enterpriseId)).undistributed) : null;
  return {
    period, list, income: amount(income), expense: amount(expense), net_profit: amount(income.sub(expense)), ...pending,
    year_end: year ? amount(year) : null, surplus_reserve: reserve ? amount(reserve) : null,
  };
}

/**
 * 结转损益 of a period (FINANCE.md §4): vouchers dated the period's last day that bring every P&L account to zero
 * against 3103, and in December the year's 3103 to 未分配利润 (kind 'carry_down_year'). Refused while the period has
 * vouchers not yet audited and posted (the balances would move under the carry-down, as Kingdee refuses). The
 * vouchers are left unaudited unless the enterprise chose to have them audited and posted at once. A period carried
 * down before (and reopened since) has its earlier carry-down replaced, never doubled (carry-down-replace.ts). Holds the period
 * lock exclusively: no voucher of the enterprise is written while the balances are read and carried.
 */
export async function carryDown(tx: Kysely<DB>, enterpriseId: number, period: string, actorId: number, split?: boolean): Promise<CarryDownResult> {
  const settings = await ledgerSettings(tx, enterpriseId);
  if (!settings.initialized) throw conflict('periodEnd.notInitialized');
  await lockPeriodsForClose(tx, enterpriseId);
  await assertOpen(tx, enterpriseId, `${period}-01`, 'accounting');
  // The period's own earlier carry-down is replaced below, so it does not count as a voucher still to post.
  const pending = await unpostedCount(tx, enterpriseId, period, true);
  const count = pending.unaudited + pending.unposted;
  if (count) throw new AppError(Code.validation, 'periodEnd.unpostedVouchers', { unaudited: pending.unaudited, unposted: pending.unposted }, { period, count });
  if (await nothingMoved(tx, enterpriseId, period)) throw new AppError(Code.validation, 'periodEnd.nothingToCarry', null, { period });
  const freed = await withdrawCarryDowns(tx, enterpriseId, period, actorId);
  const options = await periodEndSettings(tx, enterpriseId);
  const date = periodEnd(period);
  const make = async (lines: VoucherLineInput[], kind: VoucherKind) => {
    const saved = await takeBackNumber(tx, enterpriseId, await createVoucher(tx, enterpriseId, { voucher_date: date, word: '记', lines }, { kind, makerId: actorId }), freed);
    if (options.carry_down_auto_post) {
      await changeVoucherStatus(tx, enterpriseId, saved.id, 'audit', actorId, { bySetting: true });
      await changeVoucherStatus(tx, enterpriseId, saved.id, 'post', actorId);
    }
    made.push({ id: saved.id, voucher_no: saved.voucher_no });
    return saved.id;
  };
  const made: CarryDownResult['vouchers'] = [];
  const voucherIds: number[] = [];
  for (const lines of carryDownVouchers(await pnlBalances(tx, enterpriseId, period), split ?? options.carry_down_split)) voucherIds.push(await make(lines, 'carry_down'));
  let yearVoucherId: number | null = null;
  if (period.endsWith('-12')) {
    // The year's profit to 未分配利润, and from it the statutory surplus reserve, in one voucher (FINANCE.md §4).
    const accounts = await distributionAccounts(tx, enterpriseId);
    const profit = await balanceThrough(tx, enterpriseId, profitOfYear, period);
    const reserve = await yearReserve(tx, enterpriseId, period, profit, accounts.undistributed);
    const lines = [...yearEndLines(profit, accounts.undistributed), ...surplusReserveLines(reserve, accounts.undistributed, accounts.appropriation)];
    if (lines.length) yearVoucherId = await make(lines, 'carry_down_year');
  }
  if (!voucherIds.length && !yearVoucherId) throw new AppError(Code.validation, 'periodEnd.nothingToCarry', null, { period });
  return { voucher_id: voucherIds[0] ?? yearVoucherId, voucher_ids: voucherIds, year_voucher_id: yearVoucherId, vouchers: made };
}
