import { Code, Decimal, amount } from '@zf/shared';
import type { Kysely } from 'kysely';
import { createVoucher, type VoucherLineInput } from '../../engines/ledger/index.ts';
import { assertOpen } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.ts';
import { lockAsset, record } from './asset-changes.service.ts';

/**
 * Asset counts (资产盘点): a list of the cards in use on a date (of one department or all), each marked found or not;
 * finishing books the missing ones as losses pending approval — Dr 1901 net value + Dr 1602 accumulated / Cr 1601
 * original (FINANCE.md §3's stocktake pattern for fixed assets) — and takes them off the books (disposed on the
 * count date). A surplus is a found asset without a card: it is entered as a card and its acquisition voucher is
 * credited to 1901 (SBAS: then Dr 1901 / Cr 5301 when approved), so no separate path exists for it here.
 */
export async function createCount(tx: Kysely<DB>, enterpriseId: number, input: { count_date: string; department_id?: number; remark?: string }, actorId: number) {
  let assets = tx.selectFrom('fixed_asset').select('id').where('enterprise_id', '=', enterpriseId).where('status', '=', 1).where('start_date', '<=', input.count_date);
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
    .select(['c.id', 'c.count_date', 'c.department_id', 'c.status', 'c.voucher_id', 'c.remark'])
    .select((eb) => [eb.fn.count<string>('l.asset_id').as('book'), eb.fn.sum<string>(eb.case().when('l.counted', '=', true).then(1).else(0).end()).as('counted')])
    .where('c.enterprise_id', '=', enterpriseId).groupBy(['c.id', 'c.count_date', 'c.department_id', 'c.status', 'c.voucher_id', 'c.remark'])
    .orderBy('c.count_date', 'desc').orderBy('c.id', 'desc').execute();
  const list = rows.map((r) => ({ ...r, book: Number(r.book), counted: Number(r.counted ?? 0), missing: Number(r.book) - Number(r.counted ?? 0) }));
  return { list, total: list.length };
}

async function lockCount(tx: Kysely<DB>, enterpriseId: number, id: number) {
  const c = await tx.selectFrom('asset_count').selectAll().where('enterprise_id', '=', enterpriseId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!c) throw notFound();
  return c;
}

export async function countDetail(db: Kysely<DB>, enterpriseId: number, id: number) {
  const c = await db.selectFrom('asset_count').select(['id', 'count_date', 'department_id', 'status', 'voucher_id', 'remark']).where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirst();
  if (!c) throw notFound();
  const lines = await db.selectFrom('asset_count_line as l')
    .innerJoin('fixed_asset as a', (j) => j.onRef('a.enterprise_id', '=', 'l.enterprise_id').onRef('a.id', '=', 'l.asset_id'))
    .select(['l.asset_id', 'a.code', 'a.name', 'a.department_id', 'a.location', 'a.original_value', 'l.counted'])
    .where('l.enterprise_id', '=', enterpriseId).where('l.count_id', '=', id).orderBy('a.code').orderBy('a.id').execute();
  return { ...c, lines };
}

export async function saveCountLines(tx: Kysely<DB>, enterpriseId: number, id: number, lines: Array<{ asset_id: number; counted: boolean }>) {
  const c = await lockCount(tx, enterpriseId, id);
  if (c.status !== 1) throw conflict('asset.countFinished');
  for (const l of lines) {
    await tx.updateTable('asset_count_line').set({ counted: l.counted }).where('enterprise_id', '=', enterpriseId).where('count_id', '=', id).where('asset_id', '=', l.asset_id).execute();
  }
}

export async function deleteCount(tx: Kysely<DB>, enterpriseId: number, id: number) {
  const c = await lockCount(tx, enterpriseId, id);
  if (c.status !== 1) throw conflict('asset.countFinished');
  await tx.deleteFrom('asset_count').where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
}

/** Finish a count: the missing assets' loss voucher (none when everything was found), and they leave the books. */
export async function finishCount(tx: Kysely<DB>, enterpriseId: number, id: number, actorId: number): Promise<{ voucher_id: number; missing: number }> {
  const c = await lockCount(tx, enterpriseId, id);
  if (c.status !== 1) throw conflict('asset.countFinished');
  await assertOpen(tx, enterpriseId, c.count_date, 'accounting');
  const missing = await tx.selectFrom('asset_count_line').select('asset_id').where('enterprise_id', '=', enterpriseId).where('count_id', '=', id).where('counted', '=', false).orderBy('asset_id').execute();
  const lines: VoucherLineInput[] = [];
  const assets = [];
  for (const m of missing) {
    const a = await lockAsset(tx, enterpriseId, m.asset_id);
    if (a.status === 2) continue;
    const booked = await tx.selectFrom('asset_depreciation').select('period').where('enterprise_id', '=', enterpriseId).where('asset_id', '=', a.id).where('period', '>=', c.count_date.slice(0, 7)).executeTakeFirst();
    if (booked) throw new AppError(Code.conflict, 'asset.disposeAfterRun', null, { period: booked.period });
    const summary = `资产盘亏 ${a.code} ${a.name}`.trim();
    const net = new Decimal(a.original_value).minus(a.accumulated);
    if (net.gt(0)) lines.push({ summary, subject_code: '1901', debit: amount(net), department_id: a.department_id || undefined });
    if (a.accumulated.gt(0)) lines.push({ summary, subject_code: a.depreciation_subject, debit: amount(a.accumulated) });
    lines.push({ summary, subject_code: a.asset_subject, credit: amount(a.original_value) });
    assets.push({ id: a.id, net: amount(net) });
  }
  let voucherId = 0;
  if (lines.length) voucherId = (await createVoucher(tx, enterpriseId, { voucher_date: c.count_date, word: '记', lines }, { kind: 'asset', makerId: actorId })).id;
  for (const a of assets) {
    await tx.updateTable('fixed_asset').set({ status: 2, dispose_date: c.count_date }).where('enterprise_id', '=', enterpriseId).where('id', '=', a.id).execute();
    await record(tx, enterpriseId, { asset_id: a.id, kind: 'dispose', change_date: c.count_date, amount: a.net, voucher_id: voucherId, remark: 'count loss', employee_id: actorId });
  }
  await tx.updateTable('asset_count').set({ status: 2, voucher_id: voucherId }).where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  return { voucher_id: voucherId, missing: assets.length };
}
