import { Decimal } from '@zf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { billVoucherLines } from '../../testing/bill-vouchers.ts';
import { glBalance, openNovemberBooks, rawMaterialWarehouse, stockOf, succeeding } from '../../testing/books-probe.ts';

/**
 * PRODUCTION.md §5 steps 1-5 and 10 on initialized books (November 2026, vouchers on approval): FM 摩擦材料 and SP
 * 钢背 bought into the raw-material warehouse (1403), BP-01 刹车片 made by order MO-001 × 100 (BOM FM 0.20 kg +
 * SP 1 pc, 5 % loss; routing 10 压制, 20 磨削), picked, part returned, reported, received into the goods warehouse
 * (1405). The receipt is provisional at the order's material (labour and overhead come with month-end costing).
 */
let t: TestApp;
let b: TradingBooks;
let raw: number;
let fm: number;
let sp: number;
let bp: number;
let order: { id: number; bill_sn: string };
const docs: Record<string, { id: number; bill_sn: string }> = {};

const { get, post } = succeeding(() => b.admin.client);
const voucherOf = (billId: number) => billVoucherLines(t.database.db, b.enterpriseId, billId);
const stock = (product: number, warehouse: number) => stockOf(t.database.db, b.enterpriseId, product, warehouse);
/** GL balance (debit − credit) of an account over the month's vouchers. */
const gl = (code: string) => glBalance(t.database.db, b.enterpriseId, code);
const makeOrder = async (quantity: string, extra: object = {}) => {
  const made = await b.bill('production-orders', { bill_date: '2026-11-11', store_id: b.store, ext: { product_id: bp, quantity, ...extra } });
  expect((await b.audit('production-orders', made.id)).code).toBe(2000);
  return made;
};

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '刹车片厂');
  const db = t.database.db;
  raw = await rawMaterialWarehouse(db, b.admin.client, b.enterpriseId, '原料仓');
  await openNovemberBooks(db, b.enterpriseId);
  fm = await b.product('FM 摩擦材料');
  sp = await b.product('SP 钢背');
  bp = await b.product('BP-01 刹车片');
  await post('/boms', { product_id: bp, component_id: fm, quantity: '0.2', loss_rate: '5' });
  await post('/boms', { product_id: bp, component_id: sp, quantity: '1', loss_rate: '5' });
  const press = (await post('/processes', { code: 'OP10', name: '压制', standard_hours: '0.03' })).id;
  const grind = (await post('/processes', { code: 'OP20', name: '磨削', standard_hours: '0.02' })).id;
  const routing = (await post('/routings', { code: 'R-BP01', name: 'BP-01 工艺', product_id: bp })).id;
  await post('/routing-steps', { routing_id: routing, sequence: 10, process_id: press });
  await post('/routing-steps', { routing_id: routing, sequence: 20, process_id: grind });
  // Step 1: FM 50 kg × 40 = 2,000; SP 200 × 6 = 1,200 into the raw-material warehouse.
  docs.purchase = await b.posted('purchase-bills', {
    partner_id: b.supplier, bill_date: '2026-11-05', store_id: raw,
    lines: [{ product_id: fm, number: '50', price: '40', tax_rate: '0.13' }, { product_id: sp, number: '200', price: '6', tax_rate: '0.13' }],
  });
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('MO-001: order, pick, return, work reports, receipt (PRODUCTION.md §5)', () => {
  it('step 2: the order snapshots the BOM (FM 21 kg, SP 105 pc) and the routing; approved it is not started', async () => {
    order = await makeOrder('100');
    expect(order.bill_sn).toMatch(/^SCD\d{12}$/);
    const detail = await get(`/bills/production-orders/${order.id}`);
    expect(detail.lines.map((l: { product_id: number; number: string }) => [l.product_id, l.number])).toEqual([[fm, '21.0000'], [sp, '105.0000']]);
    expect(detail.ext.steps.map((s: { sequence: number; process_name: string; standard_hours: string }) => [s.sequence, s.process_name, s.standard_hours]))
      .toEqual([[10, '压制', '0.0300'], [20, '磨削', '0.0200']]);
    expect((await get(`/production/orders/${order.id}/progress`)).order).toMatchObject({ status: 1, quantity: '100', product_name: 'BP-01 刹车片' });
  });

  it('step 3: the pick fills the remaining 应发 and issues FM 840 + SP 630: Dr 4001 1,470 / Cr 1403 1,470', async () => {
    const next = await get(`/production/orders/${order.id}/next?type=production-picks`);
    expect(next.lines).toEqual([{ product_id: fm, number: '21.0000', warehouse_id: raw }, { product_id: sp, number: '105.0000', warehouse_id: raw }]);
    docs.pick = await b.posted('production-picks', { bill_date: '2026-11-12', source_bill_id: order.id, store_id: raw, lines: [] });
    expect(await voucherOf(docs.pick.id)).toEqual([['4001', '1470.00', '0.00'], ['1403', '0.00', '1470.00']]);
    expect(await stock(fm, raw)).toEqual(['29.0000', '1160.00']);
    expect(await stock(sp, raw)).toEqual(['95.0000', '570.00']);
    expect((await get(`/production/orders/${order.id}/progress`)).order.status).toBe(2);
  });

  it('over-issue is refused at save on the row, naming it in both languages', async () => {
    const res = await b.admin.client.post('/bills/production-picks', { bill_date: '2026-11-12', source_bill_id: order.id, store_id: raw, lines: [{ product_id: sp, number: '1' }, { product_id: fm, number: '0.1' }] });
    expect([res.code, res.data.fields]).toEqual([4220, { 'lines.0.number': '领料超过应发数量（含超领比例），超出部分请开生产补料单', 'lines.1.number': '领料超过应发数量（含超领比例），超出部分请开生产补料单' }]);
  });

  it('step 4: returning FM 0.5 kg brings back 20.00 at the order\'s cost: a red copy Dr 4001 −20 / Cr 1403 −20', async () => {
    const over = await b.admin.client.post('/bills/production-returns', { bill_date: '2026-11-13', source_bill_id: order.id, store_id: raw, lines: [{ product_id: fm, number: '21.5' }] });
    expect([over.code, over.data.fields]).toEqual([4220, { 'lines.0.number': '退料超过已领数量' }]);
    docs.return = await b.posted('production-returns', { bill_date: '2026-11-13', source_bill_id: order.id, store_id: raw, lines: [{ product_id: fm, number: '0.5' }] });
    expect(await voucherOf(docs.return.id)).toEqual([['4001', '-20.00', '0.00'], ['1403', '0.00', '-20.00']]);
    expect(await stock(fm, raw)).toEqual(['29.5000', '1180.00']);
  });

  it('step 5: op10 then op20 report 100 good; a step cannot pass the one before it', async () => {
    const early = await b.admin.client.post('/bills/work-reports', { bill_date: '2026-11-14', source_bill_id: order.id, ext: { step: 20 }, lines: [{ product_id: bp, number: '1' }] });
    expect([early.code, early.data.fields]).toEqual([4220, { 'lines.0.number': '合格数量累计超过上道工序合格数' }]);
    docs.op10 = await b.posted('work-reports', { bill_date: '2026-11-14', source_bill_id: order.id, ext: { step: 10, hours: '3' }, lines: [] });
    docs.op20 = await b.posted('work-reports', { bill_date: '2026-11-15', source_bill_id: order.id, ext: { step: 20, hours: '2', scrap: '0' }, lines: [{ product_id: bp, number: '100' }] });
    expect(await voucherOf(docs.op10.id)).toEqual([]);
    const progress = await get(`/production/orders/${order.id}/progress`);
    expect(progress.steps.map((s: Record<string, unknown>) => [s.sequence, s.input, s.good, s.hours])).toEqual([[10, '100.0000', '100.0000', '3.0000'], [20, '100.0000', '100.0000', '2.0000']]);
  });

  it('step 10: receipt of 100 carries the order\'s material, 1,450.00: Dr 1405 / Cr 4001; the order is finished, 4001 = 0', async () => {
    const over = await b.admin.client.post('/bills/production-ins', { bill_date: '2026-11-20', source_bill_id: order.id, lines: [{ product_id: bp, number: '101' }] });
    expect([over.code, over.data.fields]).toEqual([4220, { 'lines.0.number': '入库超过可入库数量（末道工序合格数或计划数含超收比例）' }]);
    docs.receipt = await b.posted('production-ins', { bill_date: '2026-11-20', source_bill_id: order.id, lines: [] });
    expect(await voucherOf(docs.receipt.id)).toEqual([['1405', '1450.00', '0.00'], ['4001', '0.00', '1450.00']]);
    expect(await stock(bp, b.store)).toEqual(['100.0000', '1450.00']);
    const progress = await get(`/production/orders/${order.id}/progress`);
    expect(progress).toMatchObject({ received: '100.0000', material_value: '1450.00', received_value: '1450.00', wip_value: '0.00' });
    expect(progress.order.status).toBe(3);
    expect(progress.materials.map((m: Record<string, unknown>) => [m.product_id, m.required, m.issued, m.returned, m.net, m.value]))
      .toEqual([[fm, '21.0000', '21.0000', '0.5000', '20.5000', '820.00'], [sp, '105.0000', '105.0000', '0.0000', '105.0000', '630.00']]);
    // The books: 1403 = 1,750.00 (FM 29.5 kg = 1,180 + SP 95 pc = 570), 4001 = 0, 1405 = 1,450.00 = stock.
    expect([await gl('1403'), await gl('4001'), await gl('1405')]).toEqual(['1750.00', '0.00', '1450.00']);
  });

  it('the production bill query lists the order\'s documents with their order; the order cannot be reversed while they exist', async () => {
    const q = await get(`/production/bill-query?order_id=${order.id}`);
    expect(q.list.map((r: { type: string; order_sn: string }) => [r.type, r.order_sn]).sort()).toEqual([
      ['production-ins', order.bill_sn], ['production-orders', order.bill_sn], ['production-picks', order.bill_sn], ['production-returns', order.bill_sn],
      ['work-reports', order.bill_sn], ['work-reports', order.bill_sn],
    ]);
    const picks = await get(`/production/bill-query?type=production-picks&product_id=${bp}`);
    expect([picks.total, picks.list[0].order_quantity, picks.list[0].order_received, picks.list[0].production_status]).toEqual([1, '100', '100.0000', 3]);
    expect((await b.audit('production-orders', order.id, 'reverse')).code).toBe(4090);
  });
});

describe('order rules', () => {
  it('two picks saved within 应发 cannot both be approved: the second is refused under the order\'s lock, naming the row', async () => {
    const mo = await makeOrder('10');
    const a = await b.bill('production-picks', { bill_date: '2026-11-16', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: fm, number: '1.5' }] });
    const c = await b.bill('production-picks', { bill_date: '2026-11-16', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: fm, number: '1.5' }] });
    expect((await b.audit('production-picks', a.id)).code).toBe(2000);
    const refused = await b.audit('production-picks', c.id);
    expect([refused.code, refused.msg]).toEqual([4090, '第1行：领料超过应发数量（含超领比例）0.6000，超出部分请开生产补料单']);
    expect(await stock(fm, raw)).toEqual(['28.0000', '1120.00']);
    // Tolerance 10 %: 2.1 × 1.1 = 2.31 kg may be issued in all.
    const tolerant = await makeOrder('10', { tolerance: '10' });
    expect((await b.admin.client.post('/bills/production-picks', { bill_date: '2026-11-16', source_bill_id: tolerant.id, store_id: raw, lines: [{ product_id: fm, number: '2.31' }] })).code).toBe(2000);
    expect((await b.admin.client.post('/bills/production-picks', { bill_date: '2026-11-16', source_bill_id: tolerant.id, store_id: raw, lines: [{ product_id: fm, number: '2.3101' }] })).code).toBe(4220);
  });

  it('a closed order refuses picks and receipts but takes material back; finishing twice is refused', async () => {
    const mo = await makeOrder('5');
    const pick = await b.posted('production-picks', { bill_date: '2026-11-17', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: sp, number: '2' }] });
    const pending = await b.bill('production-picks', { bill_date: '2026-11-17', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: sp, number: '1' }] });
    expect((await post(`/production/orders/${mo.id}/status`, { action: 'close' })).status).toBe(4);
    const save = await b.admin.client.post('/bills/production-picks', { bill_date: '2026-11-17', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: sp, number: '1' }] });
    expect([save.code, save.data.fields]).toEqual([4220, { source_bill_id: '生产单已结案，不能再领料、报工或入库' }]);
    const approve = await b.audit('production-picks', pending.id);
    expect([approve.code, approve.msg]).toEqual([4090, '生产单已结案，不能再领料、报工或入库']);
    expect((await b.admin.client.post('/bills/production-ins', { bill_date: '2026-11-17', source_bill_id: mo.id, lines: [{ product_id: bp, number: '1' }] })).code).toBe(4220);
    await b.posted('production-returns', { bill_date: '2026-11-18', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: sp, number: '2' }] });
    expect(await voucherOf(pick.id)).toEqual([['4001', '12.00', '0.00'], ['1403', '0.00', '12.00']]);
    expect((await b.admin.client.post(`/production/orders/${mo.id}/status`, { action: 'finish' })).code).toBe(4090);
  });

  it('an order for a product without a BOM is refused on the product; English messages', async () => {
    const bare = await b.product('无BOM产品');
    const res = await b.admin.client.post('/bills/production-orders', { bill_date: '2026-11-11', store_id: b.store, ext: { product_id: bare, quantity: '1' } }, { language: 2 });
    expect([res.code, res.data.fields]).toEqual([4220, { 'ext.product_id': 'This product has no bill of materials, so no production order can be made for it' }]);
  });
});

describe('补料: a supplementary issue beyond 应发', () => {
  it('the pick past 应发 is refused pointing to 补料; SCBL issues 0.5 kg FM (20.00) with its reason into the order; the receipt carries it', async () => {
    // MO × 10: FM 2.1 kg (84.00) + SP 10.5 pc (63.00) = 147.00 picked in full.
    const mo = await makeOrder('10');
    await b.posted('production-picks', { bill_date: '2026-11-16', source_bill_id: mo.id, store_id: raw, lines: [] });
    const over = await b.admin.client.post('/bills/production-picks', { bill_date: '2026-11-16', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: fm, number: '0.5' }] }, { language: 2 });
    expect([over.code, over.data.fields]).toEqual([4220, { 'lines.0.number': 'The issue exceeds the quantity to issue (with the tolerance); issue the rest on a supplementary issue' }]);
    // A supplement says why, names only the order's components and its rows.
    const body = { bill_date: '2026-11-16', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: fm, number: '0.5' }] };
    const noReason = await b.admin.client.post('/bills/production-supplements', body);
    expect([noReason.code, noReason.data.fields]).toEqual([4220, { 'ext.reason': '请填写补料原因（不超过200字）' }]);
    const stranger = await b.admin.client.post('/bills/production-supplements', { ...body, ext: { reason: '压制报废' }, lines: [{ product_id: bp, number: '1' }] });
    expect([stranger.code, stranger.data.fields]).toEqual([4220, { 'lines.0.product_id': '该物料不在生产单的用料清单中' }]);
    const empty = await b.admin.client.post('/bills/production-supplements', { ...body, ext: { reason: '压制报废' }, lines: [] });
    expect([empty.code, empty.data.fields]).toEqual([4220, { lines: '请填写补料的物料和数量' }]);
    const next = await get(`/production/orders/${mo.id}/next?type=production-supplements`);
    expect(next.lines).toEqual([{ product_id: fm, number: '0.0000', warehouse_id: raw }, { product_id: sp, number: '0.0000', warehouse_id: raw }]);
    const supplement = await b.posted('production-supplements', { ...body, ext: { reason: '压制报废' } });
    expect(supplement.bill_sn).toMatch(/^SCBL\d{12}$/);
    expect((await get(`/bills/production-supplements/${supplement.id}`)).ext).toEqual({ reason: '压制报废' });
    expect(await voucherOf(supplement.id)).toEqual([['4001', '20.00', '0.00'], ['1403', '0.00', '20.00']]);
    let progress = await get(`/production/orders/${mo.id}/progress`);
    expect(progress.materials.map((m: Record<string, unknown>) => [m.product_id, m.issued, m.supplemented, m.net, m.value]))
      .toEqual([[fm, '2.1000', '0.5000', '2.6000', '104.00'], [sp, '10.5000', '0.0000', '10.5000', '63.00']]);
    expect(progress.material_value).toBe('167.00');
    // A return may take supplementary material back: 0.1 kg at the order's FM cost (104.00 ÷ 2.6 = 40.00/kg) = 4.00.
    await b.posted('production-returns', { bill_date: '2026-11-17', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: fm, number: '0.1' }] });
    await b.posted('work-reports', { bill_date: '2026-11-17', source_bill_id: mo.id, ext: { step: 10, hours: '0.3' }, lines: [] });
    await b.posted('work-reports', { bill_date: '2026-11-17', source_bill_id: mo.id, ext: { step: 20, hours: '0.2' }, lines: [] });
    const receipt = await b.posted('production-ins', { bill_date: '2026-11-18', source_bill_id: mo.id, lines: [] });
    // 147.00 picked + 20.00 supplemented − 4.00 returned = 163.00 → 16.30 a pad.
    expect(await voucherOf(receipt.id)).toEqual([['1405', '163.00', '0.00'], ['4001', '0.00', '163.00']]);
    progress = await get(`/production/orders/${mo.id}/progress`);
    expect([progress.material_value, progress.received_value, progress.wip_value]).toEqual(['163.00', '163.00', '0.00']);
    // The supplement is one of the order's documents in the bill query; it cannot be reversed under a receipt that used it.
    const q = await get(`/production/bill-query?order_id=${mo.id}&type=production-supplements`);
    expect(q.list.map((r: { bill_sn: string; order_sn: string }) => [r.bill_sn, r.order_sn])).toEqual([[supplement.bill_sn, mo.bill_sn]]);
  });

  it('a supplement against a closed order is refused like a pick', async () => {
    const mo = await makeOrder('1');
    await post(`/production/orders/${mo.id}/status`, { action: 'close' });
    const res = await b.admin.client.post('/bills/production-supplements', { bill_date: '2026-11-16', source_bill_id: mo.id, store_id: raw, ext: { reason: '补' }, lines: [{ product_id: fm, number: '1' }] });
    expect([res.code, res.data.fields]).toEqual([4220, { source_bill_id: '生产单已结案，不能再领料、报工或入库' }]);
  });
});

describe('报工: the worker from the staff list; hours and uses fed to the machine and the fixture', () => {
  it('a report names an active employee (a stranger is refused on the field); approval adds 1.5 h to the linked machine and 4 uses to the fixture; reversal takes them off', async () => {
    const db = t.database.db;
    const worker = (await db.selectFrom('employee').select('id').where('enterprise_id', '=', b.enterpriseId).executeTakeFirstOrThrow()).id;
    const machine = (await post('/equipment', { code: 'SB-P1', name: '液压机', running_hours: '100' })).id;
    const press = (await post('/production-equipment', { code: 'YJ-01', name: '压制液压机', equipment_id: machine })).id;
    const die = (await post('/fixtures', { code: 'GZ-01', name: '压制模具', quantity: '1' })).id;
    const mo = await makeOrder('5');
    const body = { bill_date: '2026-11-18', source_bill_id: mo.id, lines: [{ product_id: bp, number: '3' }] };
    const stranger = await b.admin.client.post('/bills/work-reports', { ...body, ext: { step: 10, worker_id: 999999 } });
    expect([stranger.code, stranger.data.fields]).toEqual([4220, { 'ext.worker_id': '请从员工列表中选择报工人' }]);
    const otherMachine = await b.admin.client.post('/bills/work-reports', { ...body, ext: { step: 10, equipment_id: 999999, fixture_id: 999999 } }, { language: 2 });
    expect([otherMachine.code, otherMachine.data.fields]).toEqual([4220, { 'ext.equipment_id': 'Choose one of this enterprise\'s production equipment' }]);
    const report = await b.posted('work-reports', { ...body, ext: { step: 10, worker_id: worker, equipment_id: press, fixture_id: die, hours: '1.5', scrap: '1' } });
    expect((await get(`/bills/work-reports/${report.id}`)).ext).toMatchObject({ worker_id: worker, equipment_id: press, fixture_id: die, hours: '1.5', scrap: '1' });
    const hours = async () => (await db.selectFrom('equipment').select('running_hours').where('enterprise_id', '=', b.enterpriseId).where('id', '=', machine).executeTakeFirstOrThrow()).running_hours;
    const uses = async () => (await get('/fixture-ledger?keyword=GZ-01')).list[0].usage_count;
    expect([await hours(), await uses()]).toEqual(['101.5000', 4]);
    expect((await b.audit('work-reports', report.id, 'reverse')).code).toBe(2000);
    expect([await hours(), await uses()]).toEqual(['100.0000', 0]);
  });
});

describe.skipIf(testDbKind !== 'postgres')('two picks racing for the last material (real PostgreSQL)', () => {
  it('one is issued, the other refused: stock never goes negative and no issue is lost', async () => {
    const db = t.database.db;
    const before = await stock(sp, raw);
    // Two orders, each allowed the whole of what is left of SP; both picks are saved, then approved at once.
    const left = before[0]!;
    const perUnit = await makeOrder('1');
    await db.updateTable('bill_line').set({ number: left }).where('enterprise_id', '=', b.enterpriseId).where('bill_id', '=', perUnit.id).where('product_id', '=', sp).execute();
    const other = await makeOrder('1');
    await db.updateTable('bill_line').set({ number: left }).where('enterprise_id', '=', b.enterpriseId).where('bill_id', '=', other.id).where('product_id', '=', sp).execute();
    const picks = [
      await b.bill('production-picks', { bill_date: '2026-11-19', source_bill_id: perUnit.id, store_id: raw, lines: [{ product_id: sp, number: left }] }),
      await b.bill('production-picks', { bill_date: '2026-11-19', source_bill_id: other.id, store_id: raw, lines: [{ product_id: sp, number: left }] }),
    ];
    const answers = await Promise.all(picks.map((p) => b.audit('production-picks', p.id)));
    expect(answers.map((a) => a.code).sort()).toEqual([2000, 4090]);
    expect(await stock(sp, raw)).toEqual(['0.0000', '0.00']);
    expect(await gl('1403')).toBe(await (async () => { const [, fmValue] = await stock(fm, raw); return fmValue; })());
  });

  it('a reversal and an approval on one order meet in one lock order (order, then stock): never a deadlock', async () => {
    // Reversing a pick takes the order's lock before its stock (beforeReversal), as an approval does (beforePosting);
    // with the order lock after the stock (the old afterApproval only), these pairs deadlocked and one answered 5001.
    const fmLeft = new Decimal((await stock(fm, raw))[0]!);
    const rounds = 6;
    expect(fmLeft.gte(rounds * 2)).toBe(true);
    const codes: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const mo = await makeOrder('10');
      const first = await b.posted('production-picks', { bill_date: '2026-11-19', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: fm, number: '1' }] });
      const second = await b.bill('production-picks', { bill_date: '2026-11-19', source_bill_id: mo.id, store_id: raw, lines: [{ product_id: fm, number: '1' }] });
      const answers = await Promise.all([b.audit('production-picks', first.id, 'reverse'), b.audit('production-picks', second.id)]);
      codes.push(...answers.map((a) => a.code));
    }
    expect(codes).toEqual(Array(rounds * 2).fill(2000));
  });
});

describe('反完工 / 重新打开: reopening a finished or closed order', () => {
  it('MO-001 (finished by its receipt) reopens in progress and takes documents again; a pending order or a second reopen is refused', async () => {
    expect((await get(`/production/orders/${order.id}/progress`)).order.status).toBe(3);
    expect((await post(`/production/orders/${order.id}/status`, { action: 'reopen' })).status).toBe(2);
    const twice = await b.admin.client.post(`/production/orders/${order.id}/status`, { action: 'reopen' });
    expect([twice.code, twice.msg]).toEqual([4090, '生产单当前状态不能执行该操作']);
    // Closed, then reopened: in progress again (it has documents), so a return is taken and a receipt refused only by its limit.
    await post(`/production/orders/${order.id}/status`, { action: 'close' });
    expect((await post(`/production/orders/${order.id}/status`, { action: 'reopen' })).status).toBe(2);
    const next = await get(`/production/orders/${order.id}/next?type=production-returns`);
    expect(next.lines.map((l: { number: string }) => l.number)).toEqual(['20.5000', '105.0000']);
    // An order closed before any document reopens not started.
    const bare = await makeOrder('2');
    await post(`/production/orders/${bare.id}/status`, { action: 'close' });
    expect((await post(`/production/orders/${bare.id}/status`, { action: 'reopen' })).status).toBe(1);
  });

  it('an order a product cost accounting took in is refused 4090 until that costing is undone', async () => {
    await post(`/production/orders/${order.id}/status`, { action: 'finish' });
    await post('/production/product-costing', { period: '2026-11', method: 'order' });
    const refused = await b.admin.client.post(`/production/orders/${order.id}/status`, { action: 'reopen' });
    expect([refused.code, refused.msg]).toEqual([4090, '2026-11 的产品成本核算已按完工计入该生产单，请先反核算再重新打开']);
    const english = await b.admin.client.post(`/production/orders/${order.id}/status`, { action: 'reopen' }, { language: 2 });
    expect(english.msg).toBe('The product cost accounting of 2026-11 took this production order in as finished; undo that costing before reopening it');
    expect((await get(`/production/orders/${order.id}/progress`)).order.status).toBe(3);
    await post('/production/product-costing/undo', { period: '2026-11' });
    expect((await post(`/production/orders/${order.id}/status`, { action: 'reopen' })).status).toBe(2);
  });
});
