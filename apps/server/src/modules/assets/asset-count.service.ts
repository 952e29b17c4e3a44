import { Code, Decimal, amount, AssetStatus } from '@zf/shared';
import type { Kysely } from 'kysely';
import { createVoucher, type VoucherLineInput } from '../../engines/ledger/index.ts';
import { assertOpen } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict, invalidFields, notFound } from '../../platform/http/app-error.ts';
import { CountStatus, lockCount, surplusCards, surplusLines } from './asset-count-approval.service.ts';
import { lockAsset, record } from './asset-changes.service.ts';

/**
 * Asset counts (资产盘点): a list of the cards in use on a date (of one department or all), each marked found or not,
 * and the assets found without a card (盘盈, entered on the count). Finishing books, pending approval (FINANCE.md §3's
 * stocktake pattern for fixed assets): the missing ones Dr 1901 net value + Dr 1602 accumulated / Cr 1601 original,
 * taken off the books (disposed on the count date); the surpluses as new cards Dr 1601 / Cr 1602 + 1901. Approval
 * (asset-count-approval.service.ts) clears 1901 to 1221/5711 and 5301.
 */
export async function createCount(tx: Kysely<DB>, enterpriseId: number, input: { count_date: string; department_id?: number; remark?: string }, actorId: number) {
  // The department is one of the caller's (issue 29: another enterprise's id was stored).
  if (input.department_id && !(await tx.selectFrom('department').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', input.department_id).executeTakeFirst())) {
    throw invalidFields({ department_id: 'field.refMissing' });
  }
  let assets = tx.selectFrom('fixed_asset').select('id').where('enterprise_id', '=', enterpriseId).where('status', '=', AssetStatus.inUse).where('start_date', '<=', input.count_date);
  if (input.department_id) assets = assets.where('department_id', '=', input.department_id);
  const ids = (await assets.orderBy('code').orderBy('id').execute()).map((a) => a.id);
  const { id } = await tx.insertInto('asset_count')
    .values({ enterprise_id: enterpriseId, count_date: input.count_date, department_id: input.department_id ?? 0, remark: input.remark ?? '', employee_id: actorId, create_time: nowSeconds() })
    .returning('id').executeTakeFirstOrThrow();
  if (ids.length) await tx.insertInto('asset_count_line').values(ids.map((asset_id) => ({ enterprise_id: enterpriseId, count_id: id, asset_id }))).execute();
  return { id, lines: ids.length };
}

export async function countList(db: Kysely<DB>, enterpriseId: number) {
  const rows = await db.selectFrom('asset_count as c')
    .leftJoin('asset_count_line as l', (j) => j.onRef('l.enterprise_id', '=', 'c.enterprise_id').onRef('l.count_id', '=', 'c.id'))
    .select(['c.id', 'c.count_date', 'c.department_id', 'c.status', 'c.voucher_id', 'c.remark', 'c.loss_amount', 'c.surplus_amount', 'c.approval_voucher_id'])
    .select((eb) => [eb.fn.count<string>('l.asset_id').as('book'), eb.fn.sum<string>(eb.case().when('l.counted', '=', true).then(1).else(0).end()).as('counted')])
    .where('c.enterprise_id', '=', enterpriseId).groupBy(['c.id', 'c.count_date', 'c.department_id', 'c.status', 'c.voucher_id', 'c.remark', 'c.loss_amount', 'c.surplus_amount', 'c.approval_voucher_id'])
    .orderBy('c.count_date', 'desc').orderBy('c.id', 'desc').execute();
  const list = rows.map((r) => ({ ...r, loss_amount: amount(r.loss_amount), surplus_amount: amount(r.surplus_amount), book: Number(r.book), counted: Number(r.counted ?? 0), missing: Number(r.book) - Number(r.counted ?? 0) }));
  return { list, total: list.length };
}

export async function countDetail(db: Kysely<DB>, enterpriseId: number, id: number) {
  const c = await db.selectFrom('asset_count')
    .select(['id', 'count_date', 'department_id', 'status', 'voucher_id', 'remark', 'loss_amount', 'surplus_amount', 'compensation', 'approval_voucher_id', 'approve_date'])
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirst();
  if (!c) throw notFound();
  const lines = await db.selectFrom('asset_count_line as l')
    .innerJoin('fixed_asset as a', (j) => j.onRef('a.enterprise_id', '=', 'l.enterprise_id').onRef('a.id', '=', 'l.asset_id'))
    .select(['l.asset_id', 'a.code', 'a.name', 'a.department_id', 'a.location', 'a.original_value', 'l.counted'])
    .where('l.enterprise_id', '=', enterpriseId).where('l.count_id', '=', id).orderBy('a.code').orderBy('a.id').execute();
  return { ...c, lines, surplus: await surplusLines(db, enterpriseId, id) };
}

export async function saveCountLines(tx: Kysely<DB>, enterpriseId: number, id: number, lines: Array<{ asset_id: number; counted: boolean }>) {
  const c = await lockCount(tx, enterpriseId, id);
  if (c.status !== CountStatus.counting) throw conflict('asset.countFinished');
  for (const l of lines) {
    await tx.updateTable('asset_count_line').set({ counted: l.counted }).where('enterprise_id', '=', enterpriseId).where('count_id', '=', id).where('asset_id', '=', l.asset_id).execute();
  }
}

export async function deleteCount(tx: Kysely<DB>, enterpriseId: number, id: number) {
  const c = await lockCount(tx, enterpriseId, id);
  if (c.status !== CountStatus.counting) throw conflict('asset.countFinished');
  await tx.deleteFrom('asset_count').where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
}

/** Finish a count: the missing assets' loss voucher (none when everything was found), and they leave the books. */
export async function finishCount(tx: Kysely<DB>, enterpriseId: number, id: number, actorId: number): Promise<{ voucher_id: number; missing: number; surplus: number }> {
  const c = await lockCount(tx, enterpriseId, id);
  if (c.status !== CountStatus.counting) throw conflict('asset.countFinished');
  await assertOpen(tx, enterpriseId, c.count_date, 'accounting');
  const missing = await tx.selectFrom('asset_count_line').select('asset_id').where('enterprise_id', '=', enterpriseId).where('count_id', '=', id).where('counted', '=', false).orderBy('asset_id').execute();
  const lines: VoucherLineInput[] = [];
  const assets = [];
  let loss = new Decimal(0);
  for (const m of missing) {
    const a = await lockAsset(tx, enterpriseId, m.asset_id);
    if (a.status === AssetStatus.disposed) continue;
    const booked = await tx.selectFrom('asset_depreciation').select('period').where('enterprise_id', '=', enterpriseId).where('asset_id', '=', a.id).where('period', '>=', c.count_date.slice(0, 7)).executeTakeFirst();
    if (booked) throw new AppError(Code.conflict, 'asset.disposeAfterRun', null, { period: booked.period });
    const summary = `资产盘亏 ${a.code} ${a.name}`.trim();
    const net = new Decimal(a.original_value).minus(a.accumulated);
    if (net.gt(0)) lines.push({ summary, subject_code: '1901', debit: amount(net), department_id: a.department_id || undefined });
    if (a.accumulated.gt(0)) lines.push({ summary, subject_code: a.depreciation_subject, debit: amount(a.accumulated) });
    lines.push({ summary, subject_code: a.asset_subject, credit: amount(a.original_value) });
    assets.push({ id: a.id, net: amount(net) });
    loss = loss.add(net);
  }
  const found = await surplusCards(tx, enterpriseId, c);
  lines.push(...found.lines);
  let voucherId = 0;
  if (lines.length) voucherId = (await createVoucher(tx, enterpriseId, { voucher_date: c.count_date, word: '记', lines }, { kind: 'asset', makerId: actorId })).id;
  await found.link(voucherId, actorId);
  for (const a of assets) {
    await tx.updateTable('fixed_asset').set({ status: AssetStatus.disposed, dispose_date: c.count_date }).where('enterprise_id', '=', enterpriseId).where('id', '=', a.id).execute();
    await record(tx, enterpriseId, { asset_id: a.id, kind: 'dispose', change_date: c.count_date, amount: a.net, voucher_id: voucherId, remark: 'count loss', employee_id: actorId });
  }
  await tx.updateTable('asset_count').set({ status: CountStatus.finished, voucher_id: voucherId, loss_amount: amount(loss), surplus_amount: found.total })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  return { voucher_id: voucherId, missing: assets.length, surplus: found.cards };
}
