import { Code, Decimal, amount, AssetStatus } from '@zf/shared';
import type { Kysely } from 'kysely';
import { createVoucher, type VoucherLineInput } from '../../engines/ledger/index.ts';
import { periodOf } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.ts';

/** A card locked for a change, with its category's accounts and what depreciation it has booked. */
export async function lockAsset(tx: Kysely<DB>, enterpriseId: number, id: number) {
  const a = await tx.selectFrom('fixed_asset').selectAll().where('enterprise_id', '=', enterpriseId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!a) throw notFound();
  const c = await tx.selectFrom('asset_category').select(['asset_subject', 'depreciation_subject']).where('enterprise_id', '=', enterpriseId).where('id', '=', a.category_id).executeTakeFirst();
  const booked = await tx.selectFrom('asset_depreciation').select((eb) => eb.fn.sum<string>('amount').as('sum'))
    .where('enterprise_id', '=', enterpriseId).where('asset_id', '=', id).executeTakeFirst();
  const accumulated = new Decimal(a.accumulated_depreciation).plus(booked?.sum ?? 0);
  return { ...a, asset_subject: c?.asset_subject || '1601', depreciation_subject: c?.depreciation_subject || '1602', accumulated };
}

export async function record(tx: Kysely<DB>, enterpriseId: number, change: { asset_id: number; kind: 'add' | 'transfer' | 'dispose'; change_date: string; from_department_id?: number; to_department_id?: number; amount?: string; voucher_id?: number; remark?: string; employee_id: number }) {
  await tx.insertInto('asset_change').values({ enterprise_id: enterpriseId, ...change, create_time: nowSeconds() }).execute();
}

export interface AcquisitionInput { date: string; credit_subject: string; tax_amount?: string; partner_id?: number; summary?: string }

/** The acquisition voucher of a card (optional): Dr 1601 original value (+ Dr 22210101 input VAT) / Cr bank or 2202. */
export async function acquisitionVoucher(tx: Kysely<DB>, enterpriseId: number, id: number, input: AcquisitionInput, actorId: number) {
  const a = await lockAsset(tx, enterpriseId, id);
  if (a.acquisition_voucher_id) throw conflict('asset.hasAcquisitionVoucher');
  const summary = input.summary || `购入固定资产 ${a.name}`;
  const tax = new Decimal(input.tax_amount || 0);
  const lines: VoucherLineInput[] = [{ summary, subject_code: a.asset_subject, debit: amount(a.original_value), department_id: a.department_id || undefined }];
  if (tax.gt(0)) lines.push({ summary, subject_code: '22210101', debit: amount(tax) });
  lines.push({ summary, subject_code: input.credit_subject, credit: amount(tax.plus(a.original_value)), partner_id: input.partner_id || undefined });
  const voucher = await createVoucher(tx, enterpriseId, { voucher_date: input.date, word: '记', lines }, { kind: 'asset', makerId: actorId });
  await tx.updateTable('fixed_asset').set({ acquisition_voucher_id: voucher.id }).where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  await record(tx, enterpriseId, { asset_id: id, kind: 'add', change_date: input.date, amount: amount(a.original_value), voucher_id: voucher.id, employee_id: actorId });
  return { voucher_id: voucher.id, voucher_no: voucher.voucher_no };
}

export interface DisposalInput { date: string; proceeds?: string; proceeds_subject?: string; remark?: string }

/**
 * Disposal (处置): Dr 1606 net value + Dr 1602 accumulated / Cr 1601 original; then 1606 is cleared in the same
 * voucher: proceeds Dr bank / Cr 1606, and what is left Dr 5711 (a loss) or Cr 5301 (a gain). No depreciation in the
 * month of disposal, so a run of that month or later must be undone first.
 */
export async function disposeAsset(tx: Kysely<DB>, enterpriseId: number, id: number, input: DisposalInput, actorId: number) {
  const a = await lockAsset(tx, enterpriseId, id);
  if (a.status === AssetStatus.disposed) throw conflict('asset.disposed');
  const run = await tx.selectFrom('depreciation_run').select('period').where('enterprise_id', '=', enterpriseId).where('period', '>=', periodOf(input.date))
    .orderBy('period').executeTakeFirst();
  const booked = await tx.selectFrom('asset_depreciation').select('id').where('enterprise_id', '=', enterpriseId).where('asset_id', '=', id).where('period', '>=', periodOf(input.date)).executeTakeFirst();
  if (run && booked) throw new AppError(Code.conflict, 'asset.disposeAfterRun', null, { period: run.period });
  const summary = `处置固定资产 ${a.name}`;
  const original = new Decimal(a.original_value);
  const net = original.minus(a.accumulated);
  const proceeds = new Decimal(input.proceeds || 0);
  const lines: VoucherLineInput[] = [];
  if (a.accumulated.gt(0)) lines.push({ summary, subject_code: a.depreciation_subject, debit: amount(a.accumulated) });
  if (net.gt(0)) lines.push({ summary, subject_code: '1606', debit: amount(net) });
  lines.push({ summary, subject_code: a.asset_subject, credit: amount(original) });
  if (proceeds.gt(0)) {
    lines.push({ summary: `${summary} 收入`, subject_code: input.proceeds_subject || '1002', debit: amount(proceeds) }, { summary: `${summary} 收入`, subject_code: '1606', credit: amount(proceeds) });
  }
  const result = net.minus(proceeds);
  if (result.gt(0)) lines.push({ summary: `${summary} 净损失`, subject_code: '5711', debit: amount(result) }, { summary: `${summary} 净损失`, subject_code: '1606', credit: amount(result) });
  if (result.lt(0)) lines.push({ summary: `${summary} 净收益`, subject_code: '1606', debit: amount(result.neg()) }, { summary: `${summary} 净收益`, subject_code: '5301', credit: amount(result.neg()) });
  const voucher = await createVoucher(tx, enterpriseId, { voucher_date: input.date, word: '记', lines }, { kind: 'asset', makerId: actorId });
  await tx.updateTable('fixed_asset').set({ status: AssetStatus.disposed, dispose_date: input.date }).where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  await record(tx, enterpriseId, { asset_id: id, kind: 'dispose', change_date: input.date, amount: amount(net), voucher_id: voucher.id, remark: input.remark ?? '', employee_id: actorId });
  return { voucher_id: voucher.id, voucher_no: voucher.voucher_no, net_value: amount(net), result: amount(result.neg()) };
}

/**
 * Transfer between departments: no voucher (the asset stays on 1601); the history keeps the move, and a month's
 * depreciation follows the department the asset had at the month's start.
 */
export async function transferAsset(tx: Kysely<DB>, enterpriseId: number, id: number, input: { date: string; department_id: number; remark?: string }, actorId: number) {
  const a = await lockAsset(tx, enterpriseId, id);
  if (a.status === AssetStatus.disposed) throw conflict('asset.disposed');
  if (a.department_id === input.department_id) throw conflict('asset.sameDepartment');
  const dept = await tx.selectFrom('department').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', input.department_id).executeTakeFirst();
  if (!dept) throw notFound();
  await tx.updateTable('fixed_asset').set({ department_id: input.department_id }).where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  await record(tx, enterpriseId, { asset_id: id, kind: 'transfer', change_date: input.date, from_department_id: a.department_id, to_department_id: input.department_id, remark: input.remark ?? '', employee_id: actorId });
}

/** An asset's history (additions, transfers, disposals), or the enterprise's latest 500 changes. */
export async function assetHistory(db: Kysely<DB>, enterpriseId: number, id?: number) {
  let q = db.selectFrom('asset_change').select(['id', 'asset_id', 'kind', 'change_date', 'from_department_id', 'to_department_id', 'amount', 'voucher_id', 'remark'])
    .where('enterprise_id', '=', enterpriseId);
  if (id) q = q.where('asset_id', '=', id);
  return q.orderBy('change_date').orderBy('id').limit(500).execute();
}
