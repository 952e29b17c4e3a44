import { Code, SubjectStatus, VoucherStatus, amount } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.ts';
import { assertVersion } from '../resource/record-version.ts';
import { assertOpen, periodOf } from '../posting/period-gate.ts';
import { ledgerSettings, type LedgerSettings } from './ledger-setting.ts';
import { moveBalances, type BalanceLine } from './period-balance.ts';
import { tagCashLines } from './cash-flow-map.ts';
import { subjectsByCode } from './subject-lookup.ts';
import { dropVoucherFunds, syncVoucherFunds } from './voucher-funds.ts';
import { nextVoucherNumber, releaseVoucherNumber } from './voucher-numbering.ts';
import { auxKindNames, auxKinds, cashSideWord, checkVoucherLines, isProblem, voucherNo, type VoucherLineInput } from './voucher-rules.ts';

export type VoucherKind = 'manual' | 'bill' | 'cost' | 'reversal' | 'carry_down' | 'carry_down_year' | 'opening' | 'asset';
export { VoucherStatus };

export interface VoucherInput {
  voucher_date: string;
  word: string;
  attachments?: number;
  remark?: string;
  lines: VoucherLineInput[];
}
export interface VoucherSourceRef { billType: string; billId: number; billSn: string }
export interface VoucherMeta {
  kind: VoucherKind;
  makerId: number;
  sources?: VoucherSourceRef[];
  reversesId?: number;
  /**
   * The voucher is its documents' one standing voucher (a bill's voucher, made on approval or by 生成凭证): the
   * database refuses a second. Payroll's accrual and payment vouchers share their run as source and are not.
   */
  standing?: boolean;
}
export interface SavedVoucher { id: number; period: string; word: string; number: number; voucher_no: string }

const auxColumn = { partner: 'partner_id', department: 'department_id', employee: 'employee_id', project: 'project_id', product: 'product_id' } as const;

/** Validated lines, resolved to accounts, ready to be written (and their period-balance movement). */
interface ResolvedLine {
  line_no: number; summary: string; subject_id: number; debit: string; credit: string;
  partner_id: number; department_id: number; employee_id: number; project_id: number; product_id: number; qty: string; cash_flow_item: string; bill_id: number;
  /** Auxiliary values the account keeps balances by (the others stay 0 in period_balance). */
  balanceAux: Pick<BalanceLine, 'partner_id' | 'department_id' | 'employee_id' | 'project_id' | 'product_id'>;
}

/** The checks every voucher passes, whoever makes it (FINANCE.md §2); answers the lines resolved to accounts. */
async function resolve(tx: Kysely<DB>, enterpriseId: number, input: VoucherInput, settings: LedgerSettings): Promise<{ lines: ResolvedLine[]; total: string }> {
  const checked = checkVoucherLines(input.word, input.lines);
  if (isProblem(checked)) throw new AppError(Code.validation, checked.key, { line: checked.params.line ?? null }, checked.params);
  await assertOpen(tx, enterpriseId, input.voucher_date, 'accounting');
  if (settings.start_period && periodOf(input.voucher_date) < settings.start_period) {
    throw new AppError(Code.validation, 'voucher.beforeStart', { field: 'voucher_date' }, { date: input.voucher_date, period: settings.start_period });
  }
  const subjects = await subjectsByCode(tx, enterpriseId, input.lines.map((l) => l.subject_code));
  const tagged = await tagCashLines(tx, enterpriseId, input.lines);
  const lines = tagged.map((l, i): ResolvedLine => {
    const line = i + 1;
    const s = subjects.get(l.subject_code);
    if (!s) throw new AppError(Code.validation, 'voucher.unknownSubject', { line }, { line, code: l.subject_code });
    if (!s.leaf) throw new AppError(Code.validation, 'voucher.parentSubject', { line }, { line, code: s.code });
    if (s.status !== SubjectStatus.enabled) throw new AppError(Code.validation, 'voucher.disabledSubject', { line }, { line, code: s.code });
    const balanceAux = { partner_id: 0, department_id: 0, employee_id: 0, project_id: 0, product_id: 0 };
    for (const kind of auxKinds) {
      if (!s.aux_types.includes(kind)) continue;
      const value = l[auxColumn[kind]] ?? 0;
      if (!value) throw new AppError(Code.validation, 'voucher.missingAux', { line }, { line, code: s.code, ...auxKindNames(kind) });
      balanceAux[auxColumn[kind]] = value;
    }
    return {
      line_no: line, summary: l.summary.trim(), subject_id: s.id, debit: amount(l.debit || 0), credit: amount(l.credit || 0),
      partner_id: l.partner_id ?? 0, department_id: l.department_id ?? 0, employee_id: l.employee_id ?? 0, project_id: l.project_id ?? 0,
      product_id: l.product_id ?? 0, qty: l.qty || '0', cash_flow_item: l.cash_flow_item ?? '', bill_id: l.bill_id ?? 0, balanceAux,
    };
  });
  return { lines, total: checked.debit };
}

/** A voucher the system makes takes its word from the enterprise's scheme (ledger_setting.voucher_words). */
function systemWord(input: VoucherInput, systemMade: boolean, settings: LedgerSettings): VoucherInput {
  if (!systemMade || settings.voucher_words === 'single') return input;
  return { ...input, word: cashSideWord(input.lines) };
}

const balanceLines = (period: string, lines: readonly ResolvedLine[]): BalanceLine[] =>
  lines.map((l) => ({ subject_id: l.subject_id, period, ...l.balanceAux, debit: l.debit, credit: l.credit }));

async function writeLines(tx: Kysely<DB>, enterpriseId: number, voucherId: number, period: string, lines: readonly ResolvedLine[]): Promise<void> {
  await tx
    .insertInto('voucher_line')
    .values(lines.map(({ balanceAux: _aux, ...l }) => ({ enterprise_id: enterpriseId, voucher_id: voucherId, period, ...l })))
    .execute();
  await moveBalances(tx, enterpriseId, balanceLines(period, lines), 1, 'all');
}

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/**
 * The voucher's bills. A standing voucher's sources are its bills' one voucher: the partial unique index
 * voucher_source_standing (0500) refuses a second one, whatever a caller checked before — 4090, not a 5xx.
 */
async function writeSources(tx: Kysely<DB>, enterpriseId: number, voucherId: number, meta: VoucherMeta): Promise<void> {
  const sources = [...new Map((meta.sources ?? []).map((s) => [`${s.billType}:${s.billId}`, s])).values()];
  try {
    await tx
      .insertInto('voucher_source')
      .values(sources.map((s) => ({ enterprise_id: enterpriseId, voucher_id: voucherId, bill_type: s.billType, bill_id: s.billId, bill_sn: s.billSn, standing: meta.standing === true })))
      .execute();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(Code.conflict, 'voucher.billVouchered', null, { bill_sn: sources.map((s) => s.billSn).join('、') });
    throw e;
  }
}

/** Makes a voucher (unaudited) with the next number of its period and word. */
export async function createVoucher(tx: Kysely<DB>, enterpriseId: number, given: VoucherInput, meta: VoucherMeta): Promise<SavedVoucher> {
  const settings = await ledgerSettings(tx, enterpriseId);
  const input = systemWord(given, meta.kind !== 'manual', settings);
  const { lines, total } = await resolve(tx, enterpriseId, input, settings);
  const period = periodOf(input.voucher_date);
  const number = await nextVoucherNumber(tx, enterpriseId, period, input.word);
  const now = nowSeconds();
  const { id } = await tx
    .insertInto('voucher')
    .values({
      enterprise_id: enterpriseId, period, word: input.word, number, voucher_date: input.voucher_date, status: VoucherStatus.unaudited, kind: meta.kind,
      attachments: input.attachments ?? 0, total_debit: total, total_credit: total, maker_id: meta.makerId, reverses_id: meta.reversesId ?? null,
      remark: input.remark ?? '', create_time: now, update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLines(tx, enterpriseId, id, period, lines);
  if (meta.sources?.length) await writeSources(tx, enterpriseId, id, meta);
  await syncVoucherFunds(tx, enterpriseId, { voucherId: id, voucherNo: voucherNo(input.word, number), date: input.voucher_date, lines: input.lines, sources: meta.sources ?? [], reversesId: meta.reversesId, created: true });
  return { id, period, word: input.word, number, voucher_no: voucherNo(input.word, number) };
}

export interface LockedVoucher {
  id: number; period: string; word: string; number: number; voucher_date: string; status: number; kind: string; maker_id: number; version: number;
  reverses_id: number | null; update_time: string | number;
}

/** The voucher row under its lock (every change of a voucher starts here), or 4004. */
export async function lockVoucher(tx: Kysely<DB>, enterpriseId: number, id: number): Promise<LockedVoucher> {
  const v = await tx
    .selectFrom('voucher')
    .select(['id', 'period', 'word', 'number', 'voucher_date', 'status', 'kind', 'maker_id', 'version', 'reverses_id', 'update_time'])
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!v) throw notFound();
  return v;
}

/** Vouchers made from a document change only through it (FINANCE.md §2). */
async function refuseGenerated(tx: Kysely<DB>, enterpriseId: number, v: LockedVoucher): Promise<void> {
  if (v.kind === 'manual' || v.kind === 'reversal') return;
  const source = await tx.selectFrom('voucher_source').select('bill_sn').where('enterprise_id', '=', enterpriseId).where('voucher_id', '=', v.id).executeTakeFirst();
  throw new AppError(Code.conflict, 'voucher.fromSource', null, { bill_sn: source?.bill_sn ?? v.kind });
}

async function currentLines(tx: Kysely<DB>, enterpriseId: number, voucherId: number): Promise<BalanceLine[]> {
  const rows = await tx
    .selectFrom('voucher_line as l')
    .innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'l.enterprise_id').onRef('s.id', '=', 'l.subject_id'))
    .select(['l.subject_id', 'l.period', 'l.partner_id', 'l.department_id', 'l.employee_id', 'l.project_id', 'l.product_id', 'l.debit', 'l.credit', 's.aux_types'])
    .where('l.enterprise_id', '=', enterpriseId).where('l.voucher_id', '=', voucherId)
    .execute();
  return rows.map((r) => {
    const keep = (kind: (typeof auxKinds)[number], v: number) => (r.aux_types.includes(kind) ? v : 0);
    return {
      subject_id: r.subject_id, period: r.period, partner_id: keep('partner', r.partner_id), department_id: keep('department', r.department_id),
      employee_id: keep('employee', r.employee_id), project_id: keep('project', r.project_id), product_id: keep('product', r.product_id), debit: r.debit, credit: r.credit,
    };
  });
}
export { currentLines as voucherBalanceLines };

export interface ChangeOptions {
  /** The voucher's source document is changing it (reverse audit of a bill, a cost repost). */
  fromSource?: boolean;
  /** The version the editor loaded; a newer one answers 4090. */
  version?: number;
}

/** Replaces an unaudited voucher's header and lines; a new period or word gives it a new number. */
export async function updateVoucher(tx: Kysely<DB>, enterpriseId: number, id: number, input: VoucherInput, options: ChangeOptions = {}): Promise<SavedVoucher> {
  const v = await lockVoucher(tx, enterpriseId, id);
  // The period first: a voucher of a closed month answers with the month, whatever else would stop the change.
  await assertOpen(tx, enterpriseId, v.voucher_date, 'accounting');
  await assertVersion(tx, { enterpriseId, resource: 'vouchers', recordId: id, version: v.version, updateTime: v.update_time }, options.version);
  if (v.status !== VoucherStatus.unaudited) throw conflict('voucher.notEditable');
  if (!options.fromSource) await refuseGenerated(tx, enterpriseId, v);
  const settings = await ledgerSettings(tx, enterpriseId);
  input = systemWord(input, options.fromSource === true, settings);
  const { lines, total } = await resolve(tx, enterpriseId, input, settings);
  await moveBalances(tx, enterpriseId, await currentLines(tx, enterpriseId, id), -1, 'all');
  await tx.deleteFrom('voucher_line').where('enterprise_id', '=', enterpriseId).where('voucher_id', '=', id).execute();
  const period = periodOf(input.voucher_date);
  let number = v.number;
  if (period !== v.period || input.word !== v.word) {
    await releaseVoucherNumber(tx, enterpriseId, v.period, v.word, v.number);
    number = await nextVoucherNumber(tx, enterpriseId, period, input.word);
  }
  await tx
    .updateTable('voucher')
    .set({ period, word: input.word, number, voucher_date: input.voucher_date, attachments: input.attachments ?? 0, remark: input.remark ?? '', total_debit: total, total_credit: total, update_time: nowSeconds() })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id)
    .execute();
  await writeLines(tx, enterpriseId, id, period, lines);
  const sources = await tx.selectFrom('voucher_source').select(['bill_type as billType', 'bill_id as billId']).where('enterprise_id', '=', enterpriseId).where('voucher_id', '=', id).execute();
  await syncVoucherFunds(tx, enterpriseId, { voucherId: id, voucherNo: voucherNo(input.word, number), date: input.voucher_date, lines: input.lines, sources, reversesId: v.reverses_id });
  return { id, period, word: input.word, number, voucher_no: voucherNo(input.word, number) };
}

/** Deletes an unaudited voucher (its lines, links and period-balance movement go with it). */
export async function deleteVoucher(tx: Kysely<DB>, enterpriseId: number, id: number, options: ChangeOptions = {}): Promise<void> {
  const v = await lockVoucher(tx, enterpriseId, id);
  await assertOpen(tx, enterpriseId, v.voucher_date, 'accounting');
  if (v.status !== VoucherStatus.unaudited) throw conflict('voucher.notEditable');
  if (!options.fromSource) await refuseGenerated(tx, enterpriseId, v);
  await moveBalances(tx, enterpriseId, await currentLines(tx, enterpriseId, id), -1, 'all');
  await dropVoucherFunds(tx, enterpriseId, id);
  await tx.deleteFrom('voucher').where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  await releaseVoucherNumber(tx, enterpriseId, v.period, v.word, v.number);
  if (v.reverses_id !== null) await restoreStanding(tx, enterpriseId, v.reverses_id);
}

/**
 * A deleted reversal gives its bill voucher back to the bills; if a bill got another voucher meanwhile, the unique
 * index refuses (4090): deleting the reversal would voucher that bill twice.
 */
async function restoreStanding(tx: Kysely<DB>, enterpriseId: number, reversedId: number): Promise<void> {
  const reversed = await tx.selectFrom('voucher').select('kind').where('enterprise_id', '=', enterpriseId).where('id', '=', reversedId).executeTakeFirst();
  if (reversed?.kind !== 'bill') return;
  // A bill voucher's sources are documents (table bill); a payroll run's vouchers were never standing.
  const documents = sql<boolean>`EXISTS (SELECT 1 FROM bill b WHERE b.enterprise_id = voucher_source.enterprise_id AND b.id = voucher_source.bill_id AND b.type = voucher_source.bill_type)`;
  // Read before the update: after a failed statement PostgreSQL answers nothing more in this transaction.
  const sources = await tx.selectFrom('voucher_source').select('bill_sn').where('enterprise_id', '=', enterpriseId).where('voucher_id', '=', reversedId).where(documents).execute();
  if (!sources.length) return;
  try {
    await tx.updateTable('voucher_source').set({ standing: true }).where('enterprise_id', '=', enterpriseId).where('voucher_id', '=', reversedId).where(documents).execute();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    throw new AppError(Code.conflict, 'voucher.billVouchered', null, { bill_sn: sources.map((s) => s.bill_sn).join('、') });
  }
}
