import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveLedgerSettings } from '../../engines/ledger/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { seedManufacturerQualityDemo } from './quality-demo.ts';

/**
 * Issue 18 item 2 and the quality half of item 4: checks gate the flow. Bolts (incoming check required) received 100
 * at 2.50 wait in the inspection warehouse; the check passes 92 and rejects 8: 92 reach the shelf warehouse, 8 stay
 * in inspection with a purchase return draft for them. Valves (delivery check required) cannot be sold until their
 * delivery check is approved.
 */
let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let inspection: number;
let bolt: number;
let valve: number;
let receipt: { id: number; bill_sn: string };
let check: { id: number; bill_sn: string };

async function stock(product: number, warehouse: number) {
  const row = await t.database.db.selectFrom('stock_balance').select(['qty', 'amount']).where('enterprise_id', '=', b.enterpriseId)
    .where('product_id', '=', product).where('warehouse_id', '=', warehouse).executeTakeFirst();
  return row ? [row.qty, row.amount] : ['0.0000', '0.00'];
}

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '紧固件厂');
  other = await tradingBooks(t, '另一家');
  const c = b.admin.client;
  inspection = (await c.post('/warehouses', { name: '待检仓' })).data.id;
  bolt = await b.product('螺栓 M8', { incoming_check: 1 });
  valve = await b.product('阀门 DN50', { delivery_check: 1 });
  const saved = await c.put('/quality/settings', { incoming_mandatory: true, delivery_mandatory: true, inspection_warehouse_id: inspection });
  expect(saved.code, saved.msg).toBe(2000);
  await b.posted('stock-openings', { lines: [{ product_id: valve, number: '10', price: '80' }] });
});
afterAll(() => t.close());

describe('incoming check', () => {
  it('a receipt of 100 waits in the inspection warehouse, not in stock', async () => {
    receipt = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: bolt, number: '100', price: '2.5' }] });
    expect(await stock(bolt, b.store)).toEqual(['0.0000', '0.00']);
    expect(await stock(bolt, inspection)).toEqual(['100.0000', '250.00']);
    const waiting = await b.admin.client.get('/quality/waiting');
    expect(waiting.data.list.map((r: { bill_sn: string; open: string; warehouse_name: string }) => [r.bill_sn, r.open, r.warehouse_name])).toEqual([[receipt.bill_sn, '100.0000', '待检仓']]);
  });

  it('a check of 92 qualified and 8 rejected leaves 92 in stock and a purchase return draft for 8', async () => {
    const c = b.admin.client;
    const filled = await c.post('/bills/incoming-checks', { bill_date: '2026-11-11', source_bill_id: receipt.id, lines: [] });
    expect(filled.code, filled.msg).toBe(2000);
    const doc = (await c.get(`/bills/incoming-checks/${filled.data.id}`)).data;
    expect(doc.lines.map((l: { number: string; qualified: string; rejected: string }) => [l.number, l.qualified, l.rejected])).toEqual([['100.0000', '100.0000', '0.0000']]);
    const line = doc.lines[0];
    // Qualified and rejected must add up to the quantity checked.
    const wrong = await c.put(`/bills/incoming-checks/${filled.data.id}`, { bill_date: '2026-11-11', source_bill_id: receipt.id,
      lines: [{ product_id: bolt, source_line_id: line.source_line_id, number: '100', qualified: '90', rejected: '8' }] }, { language: 2 });
    expect(wrong.data.fields).toEqual({ 'lines.0.rejected': 'Qualified and rejected must add up to the quantity checked' });
    expect((await c.put(`/bills/incoming-checks/${filled.data.id}`, { bill_date: '2026-11-11', source_bill_id: receipt.id,
      lines: [{ product_id: bolt, source_line_id: line.source_line_id, number: '100', qualified: '92', rejected: '8' }] })).code).toBe(2000);
    check = filled.data;
    const approved = await b.audit('incoming-checks', check.id);
    expect(approved.code, approved.msg).toBe(2000);

    expect(await stock(bolt, b.store)).toEqual(['92.0000', '230.00']);
    expect(await stock(bolt, inspection)).toEqual(['8.0000', '20.00']);
    const returns = (await c.get('/bills/purchase-returns')).data.list;
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({ audit_status: 1, partner_id: b.supplier, store_id: inspection, source_bill_id: receipt.id, total_number: '8.0000', total_amount: '20.00' });
    const draft = (await c.get(`/bills/purchase-returns/${returns[0].id}`)).data;
    expect(draft.lines.map((l: { product_id: number; number: string; warehouse_id: number }) => [l.product_id, l.number, l.warehouse_id])).toEqual([[bolt, '8.0000', inspection]]);
    expect((await c.get(`/bills/incoming-checks/${check.id}`)).data.ext).toMatchObject({ return_bill_id: returns[0].id });
    expect((await c.get('/quality/waiting')).data.list).toEqual([]);

    // Nothing more to check, and the receipt cannot be reversed under its check.
    expect((await c.post('/bills/incoming-checks', { bill_date: '2026-11-11', source_bill_id: receipt.id, lines: [] }, { language: 2 })).data.fields)
      .toEqual({ lines: 'Nothing of this document is waiting for inspection' });
    expect((await b.audit('purchase-bills', receipt.id, 'reverse')).code).toBe(4090);
  });

  it('approving the return takes the 8 rejects out of the inspection warehouse; the check then cannot be reversed', async () => {
    const c = b.admin.client;
    const ret = (await c.get('/bills/purchase-returns')).data.list[0];
    expect((await b.audit('purchase-returns', ret.id)).code).toBe(2000);
    expect(await stock(bolt, inspection)).toEqual(['0.0000', '0.00']);
    expect(await stock(bolt, b.store)).toEqual(['92.0000', '230.00']);
    const refused = await c.post(`/bills/incoming-checks/${check.id}/audit`, { action: 'reverse' }, { language: 2 });
    expect(refused).toMatchObject({ code: 4090, msg: `The purchase return ${ret.bill_sn} of the rejected goods is approved; reverse it first` });
    // With the return reversed, reversing the check deletes its draft and the goods wait again.
    expect((await b.audit('purchase-returns', ret.id, 'reverse')).code).toBe(2000);
    expect((await b.audit('incoming-checks', check.id, 'reverse')).code).toBe(2000);
    expect((await c.get('/bills/purchase-returns')).data.list).toEqual([]);
    expect(await stock(bolt, inspection)).toEqual(['100.0000', '250.00']);
    expect(await stock(bolt, b.store)).toEqual(['0.0000', '0.00']);
    expect((await b.audit('incoming-checks', check.id)).code).toBe(2000);
  });

  it('reports the pass rate per supplier and month', async () => {
    const bySupplier = await b.admin.client.get('/quality/pass-rate?kind=incoming&group_by=supplier');
    expect(bySupplier.data.list).toEqual([{ key: String(b.supplier), name: '紧固件厂供应商', checked: '100.0000', qualified: '92.0000', rejected: '8.0000', pass_rate: '92.00' }]);
    const byMonth = await b.admin.client.get('/quality/pass-rate?group_by=month');
    expect(byMonth.data.list.map((r: { key: string; pass_rate: string }) => [r.key, r.pass_rate])).toEqual([['2026-11', '92.00']]);
  });
});

describe('delivery check', () => {
  it('an unchecked mandatory delivery check blocks the sale\'s approval with a clear message', async () => {
    const c = b.admin.client;
    const sale = await b.bill('sale-bills', { partner_id: b.customer, lines: [{ product_id: valve, number: '4', price: '120' }] });
    const zh = await c.post(`/bills/sale-bills/${sale.id}/audit`, { action: 'audit' });
    expect(zh).toMatchObject({ code: 4090, msg: '商品「阀门 DN50」需要出货检验：请先审核本销售单的出货检验单（合格数量不少于4.0000）' });
    const en = await c.post(`/bills/sale-bills/${sale.id}/audit`, { action: 'audit' }, { language: 2 });
    expect(en).toMatchObject({ code: 4090, msg: 'Product "阀门 DN50" requires a delivery inspection: approve a delivery inspection of this sales bill first (at least 4.0000 qualified)' });
    expect(await stock(valve, b.store)).toEqual(['10.0000', '800.00']);

    // A check that passes only 3 of 4 still blocks; one that passes all 4 lets the sale through.
    const saleLine = (await c.get(`/bills/sale-bills/${sale.id}`)).data.lines[0].id;
    const partial = await b.posted('delivery-checks', { source_bill_id: sale.id, lines: [{ product_id: valve, source_line_id: saleLine, number: '4', qualified: '3', rejected: '1' }] });
    expect((await b.audit('sale-bills', sale.id)).code).toBe(4090);
    expect((await b.audit('delivery-checks', partial.id, 'reverse')).code).toBe(2000);
    await b.posted('delivery-checks', { source_bill_id: sale.id, lines: [] });
    expect((await b.audit('sale-bills', sale.id)).code).toBe(2000);
    expect(await stock(valve, b.store)).toEqual(['6.0000', '480.00']);
    // Once approved, the sale takes no more delivery checks.
    expect((await c.post('/bills/delivery-checks', { bill_date: '2026-11-10', source_bill_id: sale.id, lines: [] }, { language: 2 })).data.fields)
      .toEqual({ source_bill_id: 'The sales bill is already approved; the delivery inspection comes before approval' });
  });
});

describe('process check', () => {
  it('rejects of a work report become the step\'s scrap: the next step may take only what passed', async () => {
    const c = b.admin.client;
    const ok = async (path: string, body: object) => { const r = await c.post(path, body); expect(r.code, `${path}: ${r.msg}`).toBe(2000); return r.data; };
    const pad = await b.product('刹车片');
    const steel = await b.product('钢背');
    await ok('/boms', { product_id: pad, component_id: steel, quantity: '1' });
    const press = (await ok('/processes', { code: 'OP10', name: '压制' })).id;
    const grind = (await ok('/processes', { code: 'OP20', name: '磨削' })).id;
    const routing = (await ok('/routings', { code: 'R1', name: '刹车片工艺', product_id: pad })).id;
    await ok('/routing-steps', { routing_id: routing, sequence: 10, process_id: press });
    await ok('/routing-steps', { routing_id: routing, sequence: 20, process_id: grind });
    const order = await b.posted('production-orders', { ext: { product_id: pad, quantity: '50' } });
    const report = await b.posted('work-reports', { source_bill_id: order.id, ext: { step: 10 }, lines: [{ product_id: pad, number: '50' }] });
    const line = (await c.get(`/bills/work-reports/${report.id}`)).data.lines[0].id;
    const made = await b.posted('process-checks', { source_bill_id: report.id, lines: [{ product_id: pad, source_line_id: line, number: '50', qualified: '46', rejected: '4' }] });
    expect((await c.get(`/bills/process-checks/${made.id}`)).data.ext).toEqual({ process_id: press, results: [], samples: [], concessions: [] });
    const steps = (await c.get(`/production/orders/${order.id}/progress`)).data.steps;
    expect(steps.map((s: { sequence: number; good: string; scrap: string }) => [s.sequence, s.good, s.scrap])).toEqual([[10, '46.0000', '4.0000'], [20, '0.0000', '0.0000']]);
    // Step 20 may take the 46 that passed, not the 50 reported.
    const over = await c.post('/bills/work-reports', { bill_date: '2026-11-10', source_bill_id: order.id, ext: { step: 20 }, lines: [{ product_id: pad, number: '47' }] });
    expect(over.code).toBe(4220);
    await b.posted('work-reports', { source_bill_id: order.id, ext: { step: 20 }, lines: [{ product_id: pad, number: '46' }] });
    const byProcess = await c.get('/quality/pass-rate?kind=process&group_by=process');
    expect(byProcess.data.list).toEqual([{ key: String(press), name: '压制', checked: '50.0000', qualified: '46.0000', rejected: '4.0000', pass_rate: '92.00' }]);
    // Reversed, step 20 takes the other 4: the rejects can no longer be taken back out of step 10's good.
    expect((await b.audit('process-checks', made.id, 'reverse')).code).toBe(2000);
    await b.posted('work-reports', { source_bill_id: order.id, ext: { step: 20 }, lines: [{ product_id: pad, number: '4' }] });
    const again = await c.post(`/bills/process-checks/${made.id}/audit`, { action: 'audit' }, { language: 2 });
    expect(again).toMatchObject({ code: 4090, msg: 'More is rejected than the step\'s good quantity the next step or the receipts have not taken yet, 0.0000' });
  });
});

describe('process-check switch', () => {
  it('made mandatory, an inspection point\'s output moves on (next step, receipt) only once its process checks are approved', async () => {
    const c = b.admin.client;
    const ok = async (path: string, body: object) => { const r = await c.post(path, body); expect(r.code, `${path}: ${r.msg}`).toBe(2000); return r.data; };
    const disc = await b.product('制动盘');
    const iron = await b.product('铸铁坯');
    await ok('/boms', { product_id: disc, component_id: iron, quantity: '1' });
    const cast = (await ok('/processes', { code: 'OP30', name: '铸造', inspection: 1 })).id;
    const turn = (await ok('/processes', { code: 'OP40', name: '车削', inspection: 1 })).id;
    const routing = (await ok('/routings', { code: 'R2', name: '制动盘工艺', product_id: disc })).id;
    await ok('/routing-steps', { routing_id: routing, sequence: 10, process_id: cast });
    await ok('/routing-steps', { routing_id: routing, sequence: 20, process_id: turn });
    expect((await c.put('/quality/settings', { incoming_mandatory: true, delivery_mandatory: true, process_mandatory: true, inspection_warehouse_id: inspection })).code).toBe(2000);
    const order = await b.posted('production-orders', { store_id: b.store, ext: { product_id: disc, quantity: '20' } });
    const cast20 = await b.posted('work-reports', { source_bill_id: order.id, ext: { step: 10 }, lines: [{ product_id: disc, number: '20' }] });

    // Step 20 cannot take step 10's 20 before they are checked.
    const turning = await b.bill('work-reports', { source_bill_id: order.id, ext: { step: 20 }, lines: [{ product_id: disc, number: '18' }] });
    expect(await b.audit('work-reports', turning.id)).toMatchObject({ code: 4090, msg: '工序「铸造」需要工序检验：请先审核该工序报工的工序检验单（待检数量20.0000）' });
    const line = (await c.get(`/bills/work-reports/${cast20.id}`)).data.lines[0].id;
    await b.posted('process-checks', { source_bill_id: cast20.id, lines: [{ product_id: disc, source_line_id: line, number: '20', qualified: '18', rejected: '2' }] });
    expect((await b.audit('work-reports', turning.id)).code).toBe(2000);

    // After the last step (an inspection point too) the receipt waits for its check as well.
    const receipt = await b.bill('production-ins', { source_bill_id: order.id, lines: [{ product_id: disc, number: '18' }] });
    expect(await c.post(`/bills/production-ins/${receipt.id}/audit`, { action: 'audit' }, { language: 2 }))
      .toMatchObject({ code: 4090, msg: 'Step "车削" requires a process inspection: approve the process inspections of its work reports first (18.0000 waiting)' });
    await b.posted('process-checks', { source_bill_id: turning.id, lines: [] });
    expect((await b.audit('production-ins', receipt.id)).code).toBe(2000);
    expect(await stock(disc, b.store)).toEqual(['18.0000', '0.00']);

    // Switched off, nothing waits: a second order's step 20 goes through unchecked.
    expect((await c.put('/quality/settings', { incoming_mandatory: true, delivery_mandatory: true, process_mandatory: false, inspection_warehouse_id: inspection })).code).toBe(2000);
    const second = await b.posted('production-orders', { store_id: b.store, ext: { product_id: disc, quantity: '5' } });
    await b.posted('work-reports', { source_bill_id: second.id, ext: { step: 10 }, lines: [{ product_id: disc, number: '5' }] });
    await b.posted('work-reports', { source_bill_id: second.id, ext: { step: 20 }, lines: [{ product_id: disc, number: '5' }] });
  });
});

describe('manufacturer demo', () => {
  it('seeds a scheme, a defect and three checked receipts: 116 of 120 qualified, 外径 2 of 3 and 外观 2 of 3 passed, a return draft for 4', async () => {
    const m = await tradingBooks(t, '演示机械厂');
    await m.product('轴承座毛坯', { purchase_price: '12.5' });
    const admin = await t.database.db.selectFrom('employee').select('user_id').where('enterprise_id', '=', m.enterpriseId).where('is_admin', '=', true).executeTakeFirstOrThrow();
    await seedManufacturerQualityDemo(t.database.db, m.enterpriseId, admin.user_id, '2026-11-20');
    const c = m.admin.client;
    expect((await c.get('/quality-schemes')).data.list.map((r: { name: string }) => r.name)).toEqual(['原材料来料检验']);
    expect((await c.get('/quality-problems')).data.list.map((r: { title: string }) => r.title)).toEqual(['外径超差']);
    const checks = (await c.get('/bills/incoming-checks')).data.list;
    expect(checks.map((r: { audit_status: number }) => r.audit_status)).toEqual([2, 2, 2]);
    expect((await c.get('/quality/pass-rate?group_by=month')).data.list).toEqual([{ key: '2026-11', name: '2026-11', checked: '120.0000', qualified: '116.0000', rejected: '4.0000', pass_rate: '96.67' }]);
    expect((await c.get('/quality/pass-rate?group_by=project')).data.list.map((r: { name: string; checked: string; qualified: string }) => [r.name, r.checked, r.qualified]))
      .toEqual([['外观', '3', '2'], ['外径', '3', '2']]);
    expect((await c.get('/bills/purchase-returns')).data.list.map((r: { audit_status: number; total_number: string }) => [r.audit_status, r.total_number])).toEqual([[1, '4.0000']]);
  });
});

describe('serials in inspection', () => {
  it('serial-numbered goods wait in inspection; the check moves the good serials to the shelf and the rejected one leaves with the return', async () => {
    const c = b.admin.client;
    const meter = await b.product('流量计 LU-50', { incoming_check: 1, serial_tracking: 1 });
    const where = async () => (await t.database.db.selectFrom('stock_serial').select(['serial', 'warehouse_id', 'in_stock']).where('enterprise_id', '=', b.enterpriseId)
      .where('product_id', '=', meter).orderBy('serial').execute()).map((r) => [r.serial, r.warehouse_id, r.in_stock]);
    const received = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: meter, number: '3', price: '500', serials: ['LU-001', 'LU-002', 'LU-003'] }] });
    expect(await where()).toEqual([['LU-001', inspection, true], ['LU-002', inspection, true], ['LU-003', inspection, true]]);
    const line = (await c.get(`/bills/purchase-bills/${received.id}`)).data.lines[0].id;
    const body = (serials: string[]) => ({ bill_date: '2026-11-12', source_bill_id: received.id, lines: [{ product_id: meter, source_line_id: line, number: '3', qualified: '2', rejected: '1', serials }] });
    const stray = await c.post('/bills/incoming-checks', body(['LU-999']));
    expect(stray.code, stray.msg).toBe(2000);
    // The results form offers the receipt row's serials still waiting (LU-999 is none of them).
    const strayLine = (await c.get(`/bills/incoming-checks/${stray.data.id}`)).data.lines[0].id;
    expect((await c.get(`/quality/incoming-checks/${stray.data.id}/serials`)).data).toEqual({ lines: [{ line_id: strayLine, serials: ['LU-001', 'LU-002', 'LU-003'] }] });
    expect(await c.post(`/bills/incoming-checks/${stray.data.id}/audit`, { action: 'audit' }, { language: 2 }))
      .toMatchObject({ code: 4090, msg: 'Row 1: serial number LU-999 is not one of the inspected receipt row\'s' });
    expect((await c.delete(`/bills/incoming-checks/${stray.data.id}`)).code).toBe(2000);
    const checked = await b.posted('incoming-checks', body(['LU-002']));
    expect(await where()).toEqual([['LU-001', b.store, true], ['LU-002', inspection, true], ['LU-003', b.store, true]]);
    // Approved: the good ones left the inspection warehouse; the row's own rejected serial stays on offer.
    const checkedLine = (await c.get(`/bills/incoming-checks/${checked.id}`)).data.lines[0].id;
    expect((await c.get(`/quality/incoming-checks/${checked.id}/serials`)).data).toEqual({ lines: [{ line_id: checkedLine, serials: ['LU-002'] }] });
    expect((await other.admin.client.get(`/quality/incoming-checks/${checked.id}/serials`)).code).toBe(4004);
    const ret = (await c.get(`/bills/incoming-checks/${checked.id}`)).data.ext.return_bill_id;
    expect((await c.get(`/bills/purchase-returns/${ret}`)).data.lines.map((l: { number: string; serials: string[] }) => [l.number, l.serials])).toEqual([['1.0000', ['LU-002']]]);
    expect((await b.audit('purchase-returns', ret)).code).toBe(2000);
    expect(await where()).toEqual([['LU-001', b.store, true], ['LU-002', inspection, false], ['LU-003', b.store, true]]);
  });
});

describe('vouchers', () => {
  it('on books that run, the check\'s move from 1403 inspection stock to 1405 goods is vouchered like a transfer', async () => {
    const v = await tradingBooks(t, '质检凭证公司');
    const db = t.database.db;
    await db.updateTable('enterprise').set({ locked_account: 1, business_period: '2026-11', finance_period: '2026-11' }).where('id', '=', v.enterpriseId).execute();
    await db.transaction().execute((tx) => saveLedgerSettings(tx, v.enterpriseId, { start_period: '2026-11' }));
    const qc = (await v.admin.client.post('/warehouses', { name: '来料待检' })).data.id;
    await db.updateTable('warehouse').set({ inventory_subject: '1403' }).where('enterprise_id', '=', v.enterpriseId).where('id', '=', qc).execute();
    expect((await v.admin.client.put('/quality/settings', { incoming_mandatory: true, inspection_warehouse_id: qc })).code).toBe(2000);
    const part = await v.product('垫片', { incoming_check: 1 });
    const received = await v.posted('purchase-bills', { partner_id: v.supplier, lines: [{ product_id: part, number: '10', price: '3' }] });
    const checked = await v.posted('incoming-checks', { bill_date: '2026-11-11', source_bill_id: received.id, lines: [] });
    const voucherOf = async (billId: number) => (await sql<{ code: string; debit: string; credit: string }>`
      SELECT a.code, l.debit::text, l.credit::text FROM voucher_source s JOIN voucher_line l ON l.enterprise_id = s.enterprise_id AND l.voucher_id = s.voucher_id
      JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id
      WHERE s.enterprise_id = ${v.enterpriseId} AND s.bill_id = ${billId} ORDER BY l.line_no`.execute(db)).rows.map((r) => [r.code, r.debit, r.credit]);
    expect(await voucherOf(received.id)).toEqual([['1403', '30.00', '0.00'], ['2202', '0.00', '30.00']]);
    expect(await voucherOf(checked.id)).toEqual([['1405', '30.00', '0.00'], ['1403', '0.00', '30.00']]);
  });
});

describe('tenancy', () => {
  it('another enterprise sees none of it and cannot check A\'s receipt', async () => {
    const c = other.admin.client;
    expect((await c.get('/bills/incoming-checks')).data.list).toEqual([]);
    expect((await c.get('/quality/waiting')).data.list).toEqual([]);
    expect((await c.get('/quality/pass-rate?group_by=product')).data.list).toEqual([]);
    expect((await c.get(`/bills/incoming-checks/${check.id}`)).code).toBe(4004);
    const stolen = await c.post('/bills/incoming-checks', { bill_date: '2026-11-11', source_bill_id: receipt.id, lines: [] });
    expect(stolen.data.fields).toEqual({ source_bill_id: expect.any(String) });
    expect((await c.post(`/bills/incoming-checks/${check.id}/audit`, { action: 'reverse' })).code).toBe(4004);
    expect((await c.get('/quality/settings')).data).toMatchObject({ incoming_mandatory: false, inspection_warehouse_id: 0 });
    expect(await stock(bolt, b.store)).toEqual(['92.0000', '230.00']);
  });
});

describe('check items', () => {
  it('records a measured value against its limits and a pass / fail per scheme item; the scheme suggests 5% of 130, rounded up: 7', async () => {
    const c = b.admin.client;
    const washer = await b.product('垫片 Φ10', { incoming_check: 1 });
    const made = async (path: string, body: object) => { const r = await c.post(path, body); expect(r.code, r.msg).toBe(2000); return r.data.id as number; };
    const diameter = await made('/quality-projects', { code: 'QP-01', name: '外径', kind: 1, unit: 'mm', standard: '10', lower_limit: '9.95', upper_limit: '10.05' });
    const look = await made('/quality-projects', { code: 'QP-02', name: '外观', kind: 2 });
    const scheme = await made('/quality-schemes', { code: 'QS-01', name: '垫片来料', check_kind: 1, product_id: washer, sampling: 3, sample_value: '5', status: 1 });
    await made('/quality-scheme-items', { scheme_id: scheme, project_id: diameter, sort: 1 });
    await made('/quality-scheme-items', { scheme_id: scheme, project_id: look, sort: 2 });
    const received = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: washer, number: '130', price: '0.2' }] });

    const draft = await c.post('/bills/incoming-checks', { bill_date: '2026-11-11', source_bill_id: received.id, lines: [] });
    expect(draft.code, draft.msg).toBe(2000);
    const doc = (await c.get(`/bills/incoming-checks/${draft.data.id}`)).data;
    expect(doc.ext.samples).toEqual([{ line: 1, scheme_id: scheme, scheme_name: '垫片来料', sample_size: '7.0000', judgement: 'pending' }]);
    expect(doc.ext.results.map((r: { project_id: number; name: string; lower_limit: string; upper_limit: string; value: string; passed: boolean | null }) => [r.project_id, r.name, r.lower_limit, r.upper_limit, r.value, r.passed]))
      .toEqual([[diameter, '外径', '9.9500', '10.0500', '', null], [look, '外观', '0.0000', '0.0000', '', null]]);

    const body = (results: object[], rejected = '0', concessions: number[] = []) => ({ bill_date: '2026-11-11', source_bill_id: received.id, ext: { results, concessions },
      lines: [{ product_id: washer, source_line_id: doc.lines[0].source_line_id, number: '130', qualified: String(130 - Number(rejected)), rejected }] });
    // A measured value outside its limits cannot be called a pass; an item not in the scheme is refused.
    const claimed = await c.put(`/bills/incoming-checks/${draft.data.id}`, body([{ line: 1, project_id: diameter, value: '10.08', passed: true }, { line: 1, project_id: 999999, passed: true }]), { language: 2 });
    expect(claimed.code).toBe(4220);
    expect(claimed.data.fields).toEqual({ 'ext.results.0.value': 'The measured value is outside its limits: it fails', 'ext.results.1.project_id': 'This inspection item is not in the scheme of the row\'s product' });
    const zh = await c.put(`/bills/incoming-checks/${draft.data.id}`, body([{ line: 1, project_id: diameter, value: 'abc' }]));
    expect(zh.data.fields['ext.results.0.value']).toBeTruthy();

    // 10.08 is outside 9.95–10.05: a fail, so the row cannot be wholly qualified; with 7 rejected it is judged failed.
    const whole = await c.put(`/bills/incoming-checks/${draft.data.id}`, body([{ line: 1, project_id: diameter, value: '10.08' }, { line: 1, project_id: look, passed: true }]));
    expect(whole).toMatchObject({ code: 4220, data: { fields: { 'lines.0.rejected': '本行有不合格的检验项目：请填写不合格数量，或按让步接收处理' } } });
    expect((await c.put(`/bills/incoming-checks/${draft.data.id}`, body([{ line: 1, project_id: diameter, value: '10.08' }, { line: 1, project_id: look, passed: true }], '7'))).code).toBe(2000);
    let saved = (await c.get(`/bills/incoming-checks/${draft.data.id}`)).data;
    expect(saved.ext.results.map((r: { value: string; passed: boolean | null }) => [r.value, r.passed])).toEqual([['10.0800', false], ['', true]]);
    expect(saved.ext.samples[0].judgement).toBe('failed');
    expect(saved.lines[0]).toMatchObject({ qualified: '123.0000', rejected: '7.0000' });
    // 10.02 passes; the appearance fails, and the row is accepted whole on an explicit concession (让步接收).
    expect((await c.put(`/bills/incoming-checks/${draft.data.id}`, body([{ line: 1, project_id: diameter, value: '10.02' }, { line: 1, project_id: look, passed: false }], '0', [1]))).code).toBe(2000);
    saved = (await c.get(`/bills/incoming-checks/${draft.data.id}`)).data;
    expect(saved.ext.results.map((r: { value: string; passed: boolean | null }) => [r.value, r.passed])).toEqual([['10.0200', true], ['', false]]);
    expect([saved.ext.samples[0].judgement, saved.ext.concessions]).toEqual(['concession', [1]]);
    expect((await b.audit('incoming-checks', draft.data.id)).code).toBe(2000);

    // The item pass rate per quality project counts the approved check's results: 外径 1 of 1, 外观 0 of 1.
    const byItem = await c.get('/quality/pass-rate?kind=incoming&group_by=project');
    expect(byItem.data.list).toEqual([
      { key: String(diameter), name: '外径', checked: '1', qualified: '1', rejected: '0', pass_rate: '100.00' },
      { key: String(look), name: '外观', checked: '1', qualified: '0', rejected: '1', pass_rate: '0.00' },
    ]);
    // The printed check lists the results in the row's remark, in the reader's language.
    const printed = await c.get(`/print/incoming-checks/${draft.data.id}`);
    expect(printed.data.data.lines[0].remark).toBe('合格 130.0000，不合格 0.0000；外径 10.0200 mm 合格；外观 不合格；判定：让步接收');
    const printedEn = await c.get(`/print/incoming-checks/${draft.data.id}`, { language: 2 });
    expect(printedEn.data.data.lines[0].remark).toBe('qualified 130.0000, rejected 0.0000; 外径 10.0200 mm pass; 外观 fail; judgement: accepted on concession');
  });
});
