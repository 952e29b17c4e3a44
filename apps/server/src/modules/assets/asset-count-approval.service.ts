import { Code, Decimal, amount, AssetStatus, AssetCountStatus } from '@zf/shared';
import type { Kysely } from 'kysely';
import { createVoucher, type VoucherLineInput } from '../../engines/ledger/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.ts';
import { record } from './asset-changes.service.ts';

/** asset_count.status (AssetCountStatus in @zf/shared: the web reads it too). */
export const CountStatus = AssetCountStatus;
/** 待处理财产损溢, 其他应收款 (compensation), 营业外支出, 营业外收入 of the small-business chart. */
const pending = '1901';
const receivable = '1221';
const nonOperatingLoss = '5711';
const nonOperatingGain = '5301';

export interface SurplusInput {
  code: string; name: string; category_id: number; department_id?: number; location?: string; original_value: string; accumulated_depreciation?: string;
}

export async function lockCount(tx: Kysely<DB>, enterpriseId: number, id: number) {
  const c = await tx.selectFrom('asset_count').selectAll().where('enterprise_id', '=', enterpriseId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!c) throw notFound();
  return c;
}

export async function surplusLines(db: Kysely<DB>, enterpriseId: number, countId: number) {
  return db.selectFrom('asset_count_surplus')
    .select(['id', 'code', 'name', 'category_id', 'department_id', 'location', 'original_value', 'accumulated_depreciation', 'asset_id'])
    .where('enterprise_id', '=', enterpriseId).where('count_id', '=', countId).orderBy('id').execute();
}

/**
 * 盘盈 entered on a count still counting (the list replaces the earlier one): each needs an existing category, a
 * value, accumulated depreciation within the value, and a code no card has yet.
 */
export async function saveSurplus(tx: Kysely<DB>, enterpriseId: number, countId: number, list: readonly SurplusInput[]): Promise<void> {
  const c = await lockCount(tx, enterpriseId, countId);
  if (c.status !== CountStatus.counting) throw conflict('asset.countFinished');
  const categories = new Set((await tx.selectFrom('asset_category').select('id').where('enterprise_id', '=', enterpriseId).execute()).map((r) => r.id));
  const codes = list.map((s) => s.code.trim()).filter(Boolean);
  const taken = codes.length
    ? new Set((await tx.selectFrom('fixed_asset').select('code').where('enterprise_id', '=', enterpriseId).where('code', 'in', codes).execute()).map((r) => r.code))
    : new Set<string>();
  for (const [i, s] of list.entries()) {
    const at = (field: string, key: 'asset.surplusCategory' | 'asset.surplusCode' | 'asset.surplusValue') => new AppError(Code.validation, key, { fields: { [`list.${i}.${field}`]: key } }, { line: i + 1, code: s.code });
    if (!categories.has(s.category_id)) throw at('category_id', 'asset.surplusCategory');
    if (taken.has(s.code.trim()) || codes.indexOf(s.code.trim()) !== codes.lastIndexOf(s.code.trim())) throw at('code', 'asset.surplusCode');
    if (!new Decimal(s.original_value).gt(0) || new Decimal(s.accumulated_depreciation || 0).gt(s.original_value)) throw at('original_value', 'asset.surplusValue');
  }
  await tx.deleteFrom('asset_count_surplus').where('enterprise_id', '=', enterpriseId).where('count_id', '=', countId).execute();
  if (!list.length) return;
  await tx.insertInto('asset_count_surplus').values(list.map((s) => ({
    enterprise_id: enterpriseId, count_id: countId, code: s.code.trim(), name: s.name.trim(), category_id: s.category_id, department_id: s.department_id ?? 0,
    location: s.location ?? '', original_value: amount(s.original_value), accumulated_depreciation: amount(s.accumulated_depreciation || 0),
  }))).execute();
}

/**
 * Finishing a count, its surpluses: each becomes a card in use from the count date (life, residual rate and method of
 * its category; depreciation from next month) with Dr 1601 original / Cr 1602 accumulated / Cr 1901 net, pending
 * approval. Returns the voucher lines (the caller books them with the losses) and, once booked, links the cards.
 */
export async function surplusCards(tx: Kysely<DB>, enterpriseId: number, count: { id: number; count_date: string }) {
  const rows = await surplusLines(tx, enterpriseId, count.id);
  const lines: VoucherLineInput[] = [];
  const made: Array<{ id: number; net: string }> = [];
  let total = new Decimal(0);
  const now = nowSeconds();
  for (const s of rows) {
    const category = await tx.selectFrom('asset_category').select(['life_months', 'residual_rate', 'method', 'asset_subject', 'depreciation_subject'])
      .where('enterprise_id', '=', enterpriseId).where('id', '=', s.category_id).executeTakeFirstOrThrow();
    const { id } = await tx.insertInto('fixed_asset').values({
      enterprise_id: enterpriseId, code: s.code, name: s.name, category_id: s.category_id, department_id: s.department_id, location: s.location,
      start_date: count.count_date, original_value: s.original_value, accumulated_depreciation: s.accumulated_depreciation, life_months: category.life_months,
      residual_rate: category.residual_rate, method: category.method, status: AssetStatus.inUse, remark: `盘盈 ${count.count_date}`, create_time: now, update_time: now,
    }).returning('id').executeTakeFirstOrThrow();
    const net = new Decimal(s.original_value).minus(s.accumulated_depreciation);
    const summary = `资产盘盈 ${s.code} ${s.name}`.trim();
    lines.push({ summary, subject_code: category.asset_subject || '1601', debit: amount(s.original_value), department_id: s.department_id || undefined });
    if (new Decimal(s.accumulated_depreciation).gt(0)) lines.push({ summary, subject_code: category.depreciation_subject || '1602', credit: amount(s.accumulated_depreciation) });
    if (net.gt(0)) lines.push({ summary, subject_code: pending, credit: amount(net) });
    made.push({ id, net: amount(net) });
    total = total.add(net);
    await tx.updateTable('asset_count_surplus').set({ asset_id: id }).where('enterprise_id', '=', enterpriseId).where('id', '=', s.id).execute();
  }
  const link = async (voucherId: number, actorId: number) => {
    for (const a of made) {
      await tx.updateTable('fixed_asset').set({ acquisition_voucher_id: voucherId }).where('enterprise_id', '=', enterpriseId).where('id', '=', a.id).execute();
      await record(tx, enterpriseId, { asset_id: a.id, kind: 'add', change_date: count.count_date, amount: a.net, voucher_id: voucherId, remark: 'count surplus', employee_id: actorId });
    }
  };
  return { lines, total: amount(total), cards: made.length, link };
}

export interface ApprovalInput { date?: string; compensation?: string }

/**
 * 审批 a finished count: 1901 is cleared — the losses Dr 1221 compensation (what someone owes for the missing
 * assets) + Dr 5711 the rest / Cr 1901; the surpluses Dr 1901 / Cr 5301 — in one voucher dated the approval date
 * (default the count date; the accounting period gate applies). A count with neither approves without a voucher.
 */
export async function approveCount(tx: Kysely<DB>, enterpriseId: number, id: number, input: ApprovalInput, actorId: number) {
  const c = await lockCount(tx, enterpriseId, id);
  if (c.status === CountStatus.counting) throw conflict('asset.countNotFinished');
  if (c.status === CountStatus.approved) throw conflict('asset.countApproved');
  const date = input.date ?? c.count_date;
  if (date < c.count_date) throw new AppError(Code.validation, 'asset.approveBeforeCount', { fields: { date: 'asset.approveBeforeCount' } }, { date: c.count_date });
  const loss = new Decimal(c.loss_amount);
  const gain = new Decimal(c.surplus_amount);
  const compensation = new Decimal(input.compensation || 0);
  if (compensation.lt(0) || compensation.gt(loss)) {
    throw new AppError(Code.validation, 'asset.compensationTooHigh', { fields: { compensation: 'asset.compensationTooHigh' } }, { loss: amount(loss) });
  }
  const lines: VoucherLineInput[] = [];
  if (loss.gt(0)) {
    const summary = `盘亏资产报批处理 ${c.count_date}`;
    if (compensation.gt(0)) lines.push({ summary: `${summary} 责任人赔偿`, subject_code: receivable, debit: amount(compensation) });
    if (loss.gt(compensation)) lines.push({ summary, subject_code: nonOperatingLoss, debit: amount(loss.minus(compensation)) });
    lines.push({ summary, subject_code: pending, credit: amount(loss) });
  }
  if (gain.gt(0)) {
    const summary = `盘盈资产报批处理 ${c.count_date}`;
    lines.push({ summary, subject_code: pending, debit: amount(gain) }, { summary, subject_code: nonOperatingGain, credit: amount(gain) });
  }
  let voucherId = 0;
  if (lines.length) voucherId = (await createVoucher(tx, enterpriseId, { voucher_date: date, word: '记', lines }, { kind: 'asset', makerId: actorId })).id;
  await tx.updateTable('asset_count').set({ status: CountStatus.approved, approval_voucher_id: voucherId, approver_id: actorId, approve_date: date, compensation: amount(compensation) })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  return { voucher_id: voucherId };
}
