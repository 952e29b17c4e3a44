import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { messageTime } from './record-version.ts';

/**
 * The version check on the records and parts record-version.int.test.ts does not cover (issue 11 item 4): staff,
 * permission groups (name, and page rights), enterprise information, a product's unit conversions and vehicle
 * fitment, and a bill's audit actions. For each: a save from a stale read answers 4090 "已被 NAME 于 TIME 修改，请刷新后再改"
 * and changes nothing; the same save from a fresh read answers 2000.
 */
let t: TestApp;
let b: TradingBooks;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '版本二企业');
});
afterAll(async () => { await t?.close(); });

type Answer = { code: number; msg: string; data: any };
const c = () => b.admin.client;
/** The message a stale save answers: the admin (管理员) changed it at `time` (unix seconds). */
const changedBy = (time: number) => `已被 管理员 于 ${messageTime(time)} 修改，请刷新后再改`;
/** The newest change-log time of a record (what a record's message names). */
const loggedAt = async (resource: string, recordId: number) => Number((await t.database.db.selectFrom('change_log').select('create_time')
  .where('enterprise_id', '=', b.enterpriseId).where('resource', '=', resource).where('record_id', '=', recordId).orderBy('id', 'desc')
  .executeTakeFirstOrThrow()).create_time);
/** When a part (units, fitment, page rights) was last saved. */
const partSavedAt = async (part: string, recordId: number) => Number((await t.database.db.selectFrom('record_part_version').select('update_time')
  .where('enterprise_id', '=', b.enterpriseId).where('part', '=', part).where('record_id', '=', recordId).executeTakeFirstOrThrow()).update_time);
const expectStale = (answer: Answer, msg: string, version: number) => {
  expect(answer.code, answer.msg).toBe(4090);
  expect(answer.msg).toBe(msg);
  expect(answer.data).toMatchObject({ stale: true, version, changed_by: '管理员' });
};

describe('staff', () => {
  it('an edit from a stale read is refused naming who changed the person; from a fresh read it saves', async () => {
    const id = (await c().get('/employees')).data.list[0].id as number;
    const loaded = (await c().get(`/employees/${id}`)).data;
    expect(loaded.version).toBeGreaterThanOrEqual(1);
    expect((await c().put(`/employees/${id}`, { remark: '甲', version: loaded.version })).code).toBe(2000);
    expectStale(await c().put(`/employees/${id}`, { remark: '乙', version: loaded.version }), changedBy(await loggedAt('employees', id)), loaded.version + 1);
    const fresh = (await c().get(`/employees/${id}`)).data;
    expect([fresh.remark, fresh.version]).toEqual(['甲', loaded.version + 1]);
    expect((await c().put(`/employees/${id}`, { remark: '乙', version: fresh.version })).code).toBe(2000);
    expect((await c().get('/employees')).data.list.find((e: { id: number }) => e.id === id)).toMatchObject({ remark: '乙', version: fresh.version + 1 });
  });
});

describe('permission groups', () => {
  it('a rename from a stale read is refused; from a fresh read it saves', async () => {
    const id = (await c().post('/permission-groups', { name: '仓管组' })).data.id as number;
    const row = async () => (await c().get('/permission-groups?page_size=100')).data.list.find((g: { id: number }) => g.id === id);
    const loaded = await row();
    expect(loaded.version).toBe(1);
    expect((await c().put(`/permission-groups/${id}`, { name: '仓管一组', version: 1 })).code).toBe(2000);
    expectStale(await c().put(`/permission-groups/${id}`, { name: '仓管二组', version: 1 }), changedBy(await loggedAt('permission-groups', id)), 2);
    expect((await row()).name).toBe('仓管一组');
    expect((await c().put(`/permission-groups/${id}`, { name: '仓管二组', version: 2 })).code).toBe(2000);
    expect(await row()).toMatchObject({ name: '仓管二组', version: 3 });
  });

  it('page rights have their own version: a stale save is refused, a rename does not make them stale', async () => {
    const id = (await c().post('/permission-groups', { name: '采购组' })).data.id as number;
    const loaded = (await c().get(`/permission-groups/${id}/pages`)).data;
    expect(loaded).toEqual({ pages: [], version: 1 });
    const goods = { page: 'goodsList', funs: [], cols: null };
    const stock = { page: 'warehouseList', funs: [], cols: null };
    expect((await c().put(`/permission-groups/${id}/pages`, { pages: [goods], version: 1 })).code).toBe(2000);
    expectStale(await c().put(`/permission-groups/${id}/pages`, { pages: [stock], version: 1 }), changedBy(await partSavedAt('permission-group-pages', id)), 2);
    expect((await c().get(`/permission-groups/${id}/pages`)).data).toMatchObject({ pages: [{ page: 'goodsList' }], version: 2 });
    // Renaming meanwhile moves the group's version, not the rights'.
    expect((await c().put(`/permission-groups/${id}`, { name: '采购一组', version: 1 })).code).toBe(2000);
    expect((await c().put(`/permission-groups/${id}/pages`, { pages: [goods, stock], version: 2 })).code).toBe(2000);
    expect((await c().get(`/permission-groups/${id}/pages`)).data.version).toBe(3);
  });
});

describe('enterprise information', () => {
  it('a rename from a stale read is refused naming who renamed it; from a fresh read it saves', async () => {
    const loaded = (await c().get('/enterprise/info')).data;
    const saved = await c().put('/enterprise/info', { alias_name: '甲号', version: loaded.version });
    expect(saved.code).toBe(2000);
    expect(saved.data.version).toBe(loaded.version + 1);
    expectStale(await c().put('/enterprise/info', { alias_name: '乙号', version: loaded.version }), changedBy(await loggedAt('enterprise', b.enterpriseId)), loaded.version + 1);
    expect((await c().get('/enterprise/info')).data.alias_name).toBe('甲号');
    expect((await c().put('/enterprise/info', { alias_name: '乙号', version: saved.data.version })).code).toBe(2000);
    expect((await c().get('/enterprise/info')).data).toMatchObject({ alias_name: '乙号', version: loaded.version + 2 });
  });
});

describe('a product’s unit conversions', () => {
  it('a stale save is refused and keeps the saved conversions; saving the product itself does not make them stale', async () => {
    const box = (await c().post('/units', { name: '版本箱' })).data.id as number;
    const pack = (await c().post('/units', { name: '版本包' })).data.id as number;
    const id = await b.product('换算版本件');
    const loaded = (await c().get(`/products/${id}/units`)).data;
    expect(loaded.version).toBe(1);
    expect((await c().put(`/products/${id}/units`, { units: [{ unit_id: box, ratio: '10' }], version: 1 })).code).toBe(2000);
    expectStale(await c().put(`/products/${id}/units`, { units: [{ unit_id: pack, ratio: '5' }], version: 1 }), changedBy(await partSavedAt('product-units', id)), 2);
    expect((await c().get(`/products/${id}/units`)).data).toMatchObject({ list: [{ unit_id: box, ratio: '10.000000' }], version: 2 });
    // The product form saves the product, then its units: the product's save leaves the units' version alone.
    const product = (await c().get(`/products/${id}`)).data;
    expect((await c().put(`/products/${id}`, { remark: '改', version: product.version })).code).toBe(2000);
    expect((await c().put(`/products/${id}/units`, { units: [{ unit_id: pack, ratio: '5' }], version: 2 })).code).toBe(2000);
    expect((await c().get(`/products/${id}/units`)).data).toMatchObject({ list: [{ unit_id: pack }], version: 3 });
  });
});

describe('a product’s vehicle fitment', () => {
  it('a stale save is refused and keeps the saved models; from a fresh read it saves', async () => {
    const brand = (await c().post('/vehicle-brands', { name: '版本牌', initial: 'B' })).data.id as number;
    const range = (await c().post('/vehicle-ranges', { brand_id: brand, name: '版本系' })).data.id as number;
    const m1 = (await c().post('/vehicle-models', { range_id: range, name: '一款', year: 2020, engine: '1.5L' })).data.id as number;
    const m2 = (await c().post('/vehicle-models', { range_id: range, name: '二款', year: 2021, engine: '1.4T' })).data.id as number;
    const id = await b.product('适配版本件');
    expect((await c().get(`/products/${id}/vehicle-models`)).data).toEqual({ list: [], version: 1 });
    expect((await c().put(`/products/${id}/vehicle-models`, { vehicle_model_ids: [m1], version: 1 })).code).toBe(2000);
    expectStale(await c().put(`/products/${id}/vehicle-models`, { vehicle_model_ids: [m2], version: 1 }), changedBy(await partSavedAt('product-fitment', id)), 2);
    const fresh = (await c().get(`/products/${id}/vehicle-models`)).data;
    expect([fresh.list.map((r: { vehicle_model_id: number }) => r.vehicle_model_id), fresh.version]).toEqual([[m1], 2]);
    expect((await c().put(`/products/${id}/vehicle-models`, { vehicle_model_ids: [m1, m2], version: 2 })).code).toBe(2000);
    expect((await c().get(`/products/${id}/vehicle-models`)).data.list).toHaveLength(2);
  });
});

describe('a bill’s audit actions', () => {
  it('approving a bill changed since it was loaded is refused naming who changed it, and nothing is posted', async () => {
    const product = await b.product('审核版本件');
    const body = (price: string) => ({ partner_id: b.supplier, lines: [{ product_id: product, number: '2', price }] });
    const bill = await b.bill('purchase-bills', body('10.00'));
    const shown = (await c().get(`/bills/purchase-bills/${bill.id}`)).data;
    expect((await c().put(`/bills/purchase-bills/${bill.id}`, { bill_date: '2026-11-10', store_id: b.store, ...body('30.00'), version: shown.version })).code).toBe(2000);
    expectStale(await c().post(`/bills/purchase-bills/${bill.id}/audit`, { action: 'audit', version: shown.version }), changedBy(await loggedAt('purchase-bills', bill.id)), shown.version + 1);
    expect((await c().get(`/bills/purchase-bills/${bill.id}`)).data.audit_status).toBe(1);
    const fresh = (await c().get(`/bills/purchase-bills/${bill.id}`)).data;
    const approved = await c().post(`/bills/purchase-bills/${bill.id}/audit`, { action: 'audit', version: fresh.version });
    expect(approved.code, approved.msg).toBe(2000);
    expect((await c().get(`/bills/purchase-bills/${bill.id}`)).data).toMatchObject({ audit_status: 2, total_amount: '60.00' });
  });

  it('reversing from a stale read (someone reversed and approved it again since) is refused; from a fresh read it reverses', async () => {
    const product = await b.product('反审版本件');
    const bill = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: product, number: '1', price: '5.00' }] });
    const shown = (await c().get(`/bills/purchase-bills/${bill.id}`)).data;
    expect((await b.audit('purchase-bills', bill.id, 'reverse')).code).toBe(2000);
    expect((await b.audit('purchase-bills', bill.id, 'audit')).code).toBe(2000);
    const stale = await c().post(`/bills/purchase-bills/${bill.id}/audit`, { action: 'reverse', version: shown.version });
    expectStale(stale, changedBy(await loggedAt('purchase-bills', bill.id)), shown.version + 2);
    expect((await c().get(`/bills/purchase-bills/${bill.id}`)).data.audit_status).toBe(2);
    const fresh = (await c().get(`/bills/purchase-bills/${bill.id}`)).data;
    expect((await c().post(`/bills/purchase-bills/${bill.id}/audit`, { action: 'reverse', version: fresh.version })).code).toBe(2000);
    expect((await c().get(`/bills/purchase-bills/${bill.id}`)).data.audit_status).toBe(1);
  });
});
