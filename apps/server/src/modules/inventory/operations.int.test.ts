import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';

let t: TestApp;
let e: EnterpriseFixture;
let other: EnterpriseFixture;
let store: number;
let unit: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '库存作业测试');
  other = await enterpriseWithAdmin(t.client, '另一家企业');
  store = (await t.database.db.selectFrom('warehouse').select('id').where('enterprise_id', '=', e.enterpriseId).executeTakeFirstOrThrow()).id;
  unit = (await e.admin.client.get('/units')).data.list[0].id;
});
afterAll(async () => { await t?.close(); });

let sku = 0;
const product = async (name: string, extra: object = {}) => {
  const res = await e.admin.client.post('/products', { code: `OP-${++sku}`, name, unit_id: unit, ...extra });
  expect(res.code, res.msg).toBe(2000);
  return res.data.id as number;
};
const post = (type: string, body: object) => e.admin.client.post(`/bills/${type}`, { bill_date: '2026-11-10', store_id: store, ...body });
const create = async (type: string, body: object) => {
  const res = await post(type, body);
  expect(res.code, res.msg).toBe(2000);
  return res.data as { id: number; bill_sn: string };
};
const audit = async (type: string, id: number, action = 'audit') => {
  const res = await e.admin.client.post(`/bills/${type}/${id}/audit`, { action });
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};
const bill = async (type: string, id: number) => (await e.admin.client.get(`/bills/${type}/${id}`)).data;
const balance = async (productId: number) => {
  const b = (await e.admin.client.get(`/stock/balances?product_id=${productId}&warehouse_id=${store}`)).data.list[0] ?? { qty: '0.0000', amount: '0.00' };
  return { qty: b.qty, amount: b.amount };
};
const stockIn = async (productId: number, number: string, price: string, bill_date = '2026-11-10') => {
  const b = await create('other-ins', { bill_date, lines: [{ product_id: productId, number, price }] });
  await audit('other-ins', b.id);
};
const moves = async (productId: number) => (await e.admin.client.get(`/stock/moves?product_id=${productId}`)).data.list as Array<Record<string, string | number>>;
const consistent = async () => (await e.admin.client.get('/stock/check')).data;

describe('stocktake (盘点单)', () => {
  it('captures the book quantity, posts shortage and surplus at current cost, and reverses by reversal rows', async () => {
    const pads = await product('刹车片');
    const filters = await product('机油滤芯');
    const counted0 = await product('雨刮片');
    await stockIn(pads, '10', '11');
    await stockIn(filters, '5', '4');
    await stockIn(counted0, '3', '2');

    const zero = await post('stocktakes', { lines: [{ product_id: counted0, number: '0' }] });
    expect(zero.code).toBe(4220);
    expect(zero.data.fields).toEqual({ 'lines.0.number': '数量必须大于0' });

    const twice = await post('stocktakes', { lines: [{ product_id: pads, number: '1' }, { product_id: pads, number: '2' }] });
    expect(twice.data.fields).toEqual({ 'lines.1.product_id': '该商品在此仓库已有一行盘点' });

    const pd = await create('stocktakes', { lines: [
      { product_id: pads, number: '8', counted: true },
      { product_id: filters, number: '7', counted: true },
      { product_id: counted0, number: '0', counted: true },
    ] });
    expect(pd.bill_sn).toMatch(/^PD20261110\d{4}$/);
    expect(await audit('stocktakes', pd.id)).toEqual({ audit_status: 2, audit_step: 0 });
    const approved = await bill('stocktakes', pd.id);
    expect(approved.lines.map((l: Record<string, string>) => [l.number, l.book_number, l.book_amount, l.cost_amount])).toEqual([
      ['8.0000', '10.0000', '110.00', '22.00'], ['7.0000', '5.0000', '20.00', '8.00'], ['0.0000', '3.0000', '6.00', '6.00'],
    ]);
    expect(await balance(pads)).toEqual({ qty: '8.0000', amount: '88.00' });
    expect(await balance(filters)).toEqual({ qty: '7.0000', amount: '28.00' });
    expect(await balance(counted0)).toEqual({ qty: '0.0000', amount: '0.00' });
    expect((await moves(filters)).at(-1)).toMatchObject({ bill_type: 'stocktakes', bill_sn: pd.bill_sn, qty: '2.0000', unit_cost: '4.000000', amount: '8.00' });

    expect(await audit('stocktakes', pd.id, 'reverse')).toEqual({ audit_status: 1, audit_step: 0 });
    expect(await balance(pads)).toEqual({ qty: '10.0000', amount: '110.00' });
    expect(await balance(filters)).toEqual({ qty: '5.0000', amount: '20.00' });
    expect(await balance(counted0)).toEqual({ qty: '3.0000', amount: '6.00' });
    const reversals = await t.database.db.selectFrom('stock_move').select(['reverses_id']).where('enterprise_id', '=', e.enterpriseId).where('bill_type', '=', 'stocktakes').where('bill_id', '=', pd.id).execute();
    expect(reversals.length).toBe(6);
    expect(reversals.filter((r) => r.reverses_id !== null).length).toBe(3);
    expect(await consistent()).toMatchObject({ consistent: true, broken: [], running_breaks: [] });
  });
});

describe.skipIf(testDbKind !== 'postgres')('stocktake against a concurrent issue (real PostgreSQL)', () => {
  it('reads the book quantity under the balance lock: the count holds whichever approval goes first', async () => {
    for (let round = 0; round < 5; round++) {
      const lamp = await product(`大灯 ${round}`);
      await stockIn(lamp, '10', '2');
      const pd = await create('stocktakes', { lines: [{ product_id: lamp, number: '8', counted: true }] });
      const out = await create('other-outs', { lines: [{ product_id: lamp, number: '3' }] });
      const [a, b] = await Promise.all([
        e.admin.client.post(`/bills/stocktakes/${pd.id}/audit`, { action: 'audit' }),
        e.admin.client.post(`/bills/other-outs/${out.id}/audit`, { action: 'audit' }),
      ]);
      expect([a.code, b.code]).toEqual([2000, 2000]);
      const book = (await bill('stocktakes', pd.id)).lines[0].book_number;
      // Stocktake first: book 10, loss 2, then 3 out → 5. Issue first: book 7, gain 1 → 8.
      expect(book === '10.0000' ? '5.0000' : book === '7.0000' ? '8.0000' : `book ${book}`).toBe((await balance(lamp)).qty);
      // Either way, right after the stocktake's movement the books show exactly the count (the book read was not stale).
      const counted = (await moves(lamp)).find((m) => m.bill_type === 'stocktakes');
      expect(counted?.balance_qty).toBe('8.0000');
    }
    expect(await consistent()).toMatchObject({ consistent: true });
  });
});

describe('loss and gain order (报损报溢单)', () => {
  it('a loss leaves at the moving average, a gain comes in at the current unit cost', async () => {
    const belts = await product('皮带');
    await stockIn(belts, '4', '10');
    await stockIn(belts, '4', '12');
    const sy = await create('loss-gain-orders', { lines: [{ product_id: belts, number: '1', direction: -1 }, { product_id: belts, number: '2', direction: 1 }] });
    await audit('loss-gain-orders', sy.id);
    // 8 at 11.00 → loss 1 at 11.00; the gain is priced at the book cost at the bill date (88 / 8) → 2 at 11.00.
    expect(await balance(belts)).toEqual({ qty: '9.0000', amount: '99.00' });
    expect((await post('loss-gain-orders', { lines: [{ product_id: belts, number: '1' }] })).data.fields).toEqual({ 'lines.0.direction': '请选择本行是入库还是出库' });
  });
});

describe('assembly (组装单) and split (拆卸单)', () => {
  it('the products take exactly what the components cost: by quantity, by amount (6310 without prices), manually', async () => {
    const bolt = await product('螺栓');
    const nut = await product('螺母');
    const kitA = await product('紧固件套装A');
    const kitB = await product('紧固件套装B');
    await stockIn(bolt, '20', '11');
    await stockIn(nut, '30', '4');

    const byQty = await create('assemblies', { allocation: 1, lines: [
      { product_id: bolt, number: '2', direction: -1 }, { product_id: nut, number: '3', direction: -1 },
      { product_id: kitA, number: '1', direction: 1 }, { product_id: kitB, number: '2', direction: 1 },
    ] });
    expect(byQty.bill_sn).toMatch(/^ZZ20261110\d{4}$/);
    await audit('assemblies', byQty.id);
    // Components 2 × 11 + 3 × 4 = 34.00 split 1 : 2.
    expect(await balance(kitA)).toEqual({ qty: '1.0000', amount: '11.33' });
    expect(await balance(kitB)).toEqual({ qty: '2.0000', amount: '22.67' });
    expect(await balance(bolt)).toEqual({ qty: '18.0000', amount: '198.00' });
    const assembled = await bill('assemblies', byQty.id);
    expect(assembled.cost_amount).toBe('34.00');
    expect(assembled.lines.map((l: { cost_amount: string }) => l.cost_amount)).toEqual(['22.00', '12.00', '11.33', '22.67']);

    const unpriced = { allocation: 2, lines: [{ product_id: bolt, number: '1', direction: -1 }, { product_id: kitA, number: '1', direction: 1 }] };
    const ask = await post('assemblies', unpriced);
    expect(ask).toMatchObject({ code: 6310, data: { confirm_key: 'assembly.noPrice' } });
    const confirmed = await post('assemblies', { ...unpriced, confirm: ['assembly.noPrice'] });
    expect(confirmed.code).toBe(2000);

    const byAmount = await create('assemblies', { allocation: 2, lines: [
      { product_id: nut, number: '5', direction: -1 },
      { product_id: kitA, number: '1', price: '30', direction: 1 }, { product_id: kitB, number: '1', price: '10', direction: 1 },
    ] });
    await audit('assemblies', byAmount.id);
    expect(await balance(kitA)).toEqual({ qty: '2.0000', amount: '26.33' }); // + 20 × 30/40 = 15.00
    expect(await balance(kitB)).toEqual({ qty: '3.0000', amount: '27.67' }); // + 5.00

    const manual = await create('splits', { allocation: 3, lines: [
      { product_id: kitB, number: '1', direction: -1 },
      { product_id: bolt, number: '2', direction: 1, cost_share: '1' }, { product_id: nut, number: '3', direction: 1, cost_share: '3' },
    ] });
    expect(manual.bill_sn).toMatch(/^CX20261110\d{4}$/);
    await audit('splits', manual.id);
    // One kit B out at 27.67 / 3 = 9.22 → 2.31 : 6.91 (1 : 3 to the cent, the odd cent to the larger remainder).
    expect(await balance(kitB)).toEqual({ qty: '2.0000', amount: '18.45' });
    expect(await balance(bolt)).toEqual({ qty: '20.0000', amount: '200.31' });
    expect(await balance(nut)).toEqual({ qty: '25.0000', amount: '94.91' });

    expect((await post('splits', { allocation: 3, lines: [{ product_id: kitB, number: '1', direction: -1 }, { product_id: bolt, number: '1', direction: 1 }] })).data.fields)
      .toEqual({ lines: '手工分摊时请填写成品的分摊比例' });

    await audit('splits', manual.id, 'reverse');
    expect(await balance(kitB)).toEqual({ qty: '3.0000', amount: '27.67' });
    expect(await balance(bolt)).toEqual({ qty: '18.0000', amount: '198.00' });
    expect(await consistent()).toMatchObject({ consistent: true });
  });
});

describe('cost adjustment (成本调整单)', () => {
  it('revalues the stock on hand at a date with an amount-only movement; later issues are reposted at the new cost', async () => {
    const oil = await product('机油 5W-30');
    await stockIn(oil, '10', '5', '2026-11-01');
    const out = await create('other-outs', { bill_date: '2026-11-10', lines: [{ product_id: oil, number: '2' }] });
    await audit('other-outs', out.id);
    expect((await bill('other-outs', out.id)).cost_amount).toBe('10.00');

    const adj = await create('cost-adjustments', { bill_date: '2026-11-05', lines: [{ product_id: oil, number: '10', price: '6' }] });
    expect(adj.bill_sn).toMatch(/^CBTZ20261105\d{4}$/);
    await audit('cost-adjustments', adj.id);
    expect((await bill('cost-adjustments', adj.id)).lines[0]).toMatchObject({ book_number: '10.0000', book_amount: '50.00' });
    expect((await moves(oil)).map((m) => [m.bill_type, m.qty, m.amount, m.balance_qty, m.balance_amount])).toEqual([
      ['other-ins', '10.0000', '50.00', '10.0000', '50.00'],
      ['cost-adjustments', '0.0000', '10.00', '10.0000', '60.00'],
      ['other-outs', '-2.0000', '12.00', '8.0000', '48.00'],
    ]);
    expect(await balance(oil)).toEqual({ qty: '8.0000', amount: '48.00' });
    expect(await consistent()).toMatchObject({ consistent: true });

    await audit('cost-adjustments', adj.id, 'reverse');
    expect(await balance(oil)).toEqual({ qty: '8.0000', amount: '40.00' });
    expect(await consistent()).toMatchObject({ consistent: true });
  });
});

describe('FIFO enterprise', () => {
  it('a stocktake shortage takes the oldest layers; a cost adjustment revalues the open layers and the next issue carries it', async () => {
    const fifoCo = await enterpriseWithAdmin(t.client, '先进先出企业');
    await t.database.db.updateTable('enterprise').set({ stock_accounting_method: 3 }).where('id', '=', fifoCo.enterpriseId).execute();
    const c = fifoCo.admin.client;
    const wh = (await t.database.db.selectFrom('warehouse').select('id').where('enterprise_id', '=', fifoCo.enterpriseId).executeTakeFirstOrThrow()).id;
    const u = (await c.get('/units')).data.list[0].id;
    const tyre = (await c.post('/products', { code: 'FIFO-1', name: '轮胎', unit_id: u })).data.id as number;
    const run = async (type: string, body: object) => {
      const made = await c.post(`/bills/${type}`, { bill_date: '2026-11-10', store_id: wh, ...body });
      expect(made.code, made.msg).toBe(2000);
      expect((await c.post(`/bills/${type}/${made.data.id}/audit`, { action: 'audit' })).code).toBe(2000);
      return made.data.id as number;
    };
    const bal = async () => (await c.get(`/stock/balances?product_id=${tyre}`)).data.list[0];
    await run('other-ins', { lines: [{ product_id: tyre, number: '4', price: '10' }] });
    await run('other-ins', { lines: [{ product_id: tyre, number: '6', price: '15' }] });
    const pd = await run('stocktakes', { lines: [{ product_id: tyre, number: '5', counted: true }] });
    // Shortage 5: all 4 at 10 and 1 at 15 → 55.00; 5 left at 15.
    expect((await c.get(`/bills/stocktakes/${pd}`)).data.lines[0]).toMatchObject({ book_number: '10.0000', cost_amount: '55.00' });
    expect(await bal()).toMatchObject({ qty: '5.0000', amount: '75.00' });
    await run('cost-adjustments', { lines: [{ product_id: tyre, number: '5', price: '12' }] });
    expect(await bal()).toMatchObject({ qty: '5.0000', amount: '60.00' });
    const out = await run('other-outs', { lines: [{ product_id: tyre, number: '2' }] });
    expect((await c.get(`/bills/other-outs/${out}`)).data.cost_amount).toBe('24.00');
    expect((await c.get('/stock/check')).data).toMatchObject({ consistent: true });
  });
});

describe('stock warnings and the invariant check', () => {
  it('lists products below their minimum or above their maximum', async () => {
    const low = await product('火花塞', { min_stock: '5' });
    const high = await product('空气滤芯', { max_stock: '2' });
    const fine = await product('冷却液', { min_stock: '1', max_stock: '10' });
    await stockIn(low, '3', '1');
    await stockIn(high, '8', '1');
    await stockIn(fine, '5', '1');
    const list = (await e.admin.client.get('/stock/warnings')).data.list as Array<{ product_id: number; qty: string; warning: string }>;
    expect(list.filter((r) => [low, high, fine].includes(r.product_id)).map((r) => [r.product_id, r.qty, r.warning]).sort()).toEqual(
      [[low, '3.0000', 'low'], [high, '8.0000', 'high']].sort(),
    );
  });

  it('reports a snapshot that disagrees with the ledger, and a running balance that does not follow', async () => {
    const x = await product('检验商品');
    await stockIn(x, '2', '3');
    const db = t.database.db;
    await db.updateTable('stock_balance').set({ qty: '3' }).where('enterprise_id', '=', e.enterpriseId).where('product_id', '=', x).execute();
    const report = await consistent();
    expect(report.consistent).toBe(false);
    expect(report.broken).toEqual([expect.objectContaining({ product_id: x, snapshot_qty: '3.0000', moves_qty: '2.0000' })]);
    await db.updateTable('stock_balance').set({ qty: '2' }).where('enterprise_id', '=', e.enterpriseId).where('product_id', '=', x).execute();
    await db.updateTable('stock_move').set({ balance_amount: '7.00' }).where('enterprise_id', '=', e.enterpriseId).where('product_id', '=', x).execute();
    const second = await consistent();
    expect(second.running_breaks).toEqual([expect.objectContaining({ product_id: x, balance_amount: '7.00', expected_amount: '6.00' })]);
    await db.updateTable('stock_move').set({ balance_amount: '6.00' }).where('enterprise_id', '=', e.enterpriseId).where('product_id', '=', x).execute();
    expect((await consistent()).consistent).toBe(true);
  });

  it('staff without the stock operation function codes are refused', async () => {
    const clerk = await joinedMember(t.client, e, '仓管员');
    for (const type of ['stocktakes', 'loss-gain-orders', 'assemblies', 'splits', 'cost-adjustments']) {
      expect((await clerk.client.post(`/bills/${type}`, { bill_date: '2026-11-10', store_id: store, lines: [{ product_id: 1, number: '1', direction: 1 }] })).code).toBe(4003);
    }
    expect((await clerk.client.get('/stock/warnings')).code).toBe(4003);
  });

  it('keeps enterprises apart: bills, warnings and the check see only their own', async () => {
    const mine = (await e.admin.client.get('/bills/stocktakes')).data.list as Array<{ id: number }>;
    expect(mine.length).toBeGreaterThan(0);
    expect((await other.admin.client.get(`/bills/stocktakes/${mine[0]!.id}`)).code).toBe(4004);
    expect((await other.admin.client.get('/bills/stocktakes')).data.list).toEqual([]);
    expect((await other.admin.client.post(`/bills/stocktakes/${mine[0]!.id}/audit`, { action: 'audit' })).code).toBe(4004);
    expect((await other.admin.client.get('/stock/warnings')).data.list).toEqual([]);
    expect(await other.admin.client.get('/stock/check')).toMatchObject({ data: { consistent: true, broken: [], running_breaks: [] } });
  });
});
