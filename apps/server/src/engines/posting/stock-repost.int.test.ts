import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { replay } from './costing/replay.ts';
import { postStock } from './stock-ledger.ts';
import type { StockPosting } from './stock-posting.ts';
import { repostSettings } from './stock-repost.ts';

let t: TestApp;
let e: EnterpriseFixture;
let warehouseId: number;
let unitId: number;
let productSeq = 0;
const saved = { ...repostSettings };
beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '后台重算');
  warehouseId = (await t.database.db.selectFrom('warehouse').select('id').where('enterprise_id', '=', e.enterpriseId).executeTakeFirstOrThrow()).id;
  unitId = (await t.database.db.selectFrom('unit').select('id').where('enterprise_id', '=', e.enterpriseId).executeTakeFirstOrThrow()).id;
  // Small enough that a test ledger counts as long.
  repostSettings.syncLimit = 5;
  repostSettings.chunk = 4;
});
afterEach(() => t.app.jobs.settle());
afterAll(async () => {
  Object.assign(repostSettings, saved);
  await t?.close();
});

async function newProduct(): Promise<number> {
  const seq = ++productSeq;
  const { rows } = await sql<{ id: number }>`INSERT INTO product (enterprise_id, code, name, unit_id, create_time, update_time)
    VALUES (${e.enterpriseId}, ${`REPOST-${seq}`}, ${`重算测试 ${seq}`}, ${unitId}, 0, 0) RETURNING id`.execute(t.database.db);
  return rows[0]!.id;
}
let billSeq = 0;
const line = (productId: number, day: number, direction: 'in' | 'out', qty: string, amount?: string): StockPosting =>
  ({ productId, warehouseId, date: `2026-09-${String(day).padStart(2, '0')}`, direction, qty, amount, billType: direction === 'in' ? 'purchase-bills' : 'sale-bills', billId: ++billSeq, billSn: `R${billSeq}` });
const post = (postings: StockPosting[]) => t.database.db.transaction().execute((tx) => postStock(tx, e.enterpriseId, postings, { method: 'moving_average', allowNegative: false }));
const ledger = (productId: number) => t.database.db.selectFrom('stock_move').selectAll().where('enterprise_id', '=', e.enterpriseId).where('product_id', '=', productId).orderBy('move_date').orderBy('seq').execute();
const snapshot = (productId: number) => t.database.db.selectFrom('stock_balance').select(['qty', 'amount']).where('enterprise_id', '=', e.enterpriseId).where('product_id', '=', productId).executeTakeFirstOrThrow();
const rebuilt = async (productId: number) => {
  const moves = await ledger(productId);
  return { moves, ...replay('moving_average', moves.map((m) => (m.direction === 1 ? { direction: 'in' as const, qty: m.qty, amount: m.amount } : { direction: 'out' as const, qty: m.qty }))) };
};

/** Twelve movements from the 10th on: receipts of 10 at rising prices, sales of 4. */
async function longLedger(productId: number) {
  for (let day = 10; day < 22; day++) await post([day % 2 ? line(productId, day, 'out', '4') : line(productId, day, 'in', '10', `${day * 10}.00`)]);
}

describe('a back-dated movement before a long ledger', () => {
  it('commits at once with every running quantity right, is listed as recalculating, and the background repost ends where a rebuild from zero ends', async () => {
    const p = await newProduct();
    await longLedger(p);
    await post([line(p, 1, 'in', '10', '10.00')]);

    const pending = await ledger(p);
    expect(pending.map((m) => m.balance_qty)).toEqual(['10.0000', '20.0000', '16.0000', '26.0000', '22.0000', '32.0000', '28.0000', '38.0000', '34.0000', '44.0000', '40.0000', '50.0000', '46.0000']);
    expect((await snapshot(p)).qty).toBe('46.0000');
    const listed = (await e.admin.client.get('/stock/reposts')).data.list;
    expect(listed).toEqual([{ product_id: p, warehouse_id: warehouseId, from_date: '2026-09-01', remaining: 13 }]);

    await t.app.jobs.settle();
    const { moves, costed, state } = await rebuilt(p);
    expect(moves.map((m) => m.amount)).toEqual(costed.map((c) => c.amount));
    expect(await snapshot(p)).toEqual({ qty: state.qty, amount: state.value });
    expect(moves.at(-1)!.balance_amount).toBe(state.value);
    expect((await e.admin.client.get('/stock/reposts')).data.list).toEqual([]);
    expect((await e.admin.client.get('/stock/check')).data.consistent).toBe(true);
  });

  it('what is posted while the repost is pending is re-costed too', async () => {
    const p = await newProduct();
    await longLedger(p);
    await post([line(p, 2, 'in', '5', '500.00')]);
    await post([line(p, 25, 'out', '7')]);
    await post([line(p, 3, 'out', '1')]);
    await t.app.jobs.settle();
    const { moves, costed, state } = await rebuilt(p);
    expect(moves.map((m) => m.amount)).toEqual(costed.map((c) => c.amount));
    expect(await snapshot(p)).toEqual({ qty: state.qty, amount: state.value });
  });

  it('refuses a back-dated issue that would take a later day below zero, without waiting for the repost', async () => {
    const p = await newProduct();
    await longLedger(p);
    // After the 11th only 6 are on hand: an issue of 7 on the 10th would leave −1 there.
    await expect(post([line(p, 10, 'out', '7')])).rejects.toMatchObject({ code: 4090 });
    expect(await ledger(p)).toHaveLength(12);
  });

  it('one enterprise never sees another\'s recalculations', async () => {
    const other = await enterpriseWithAdmin(t.client, '另一家');
    const p = await newProduct();
    await longLedger(p);
    await post([line(p, 1, 'in', '1', '1.00')]);
    expect((await other.admin.client.get('/stock/reposts')).data.list).toEqual([]);
  });
});

describe.skipIf(process.env.ZF_TEST_DB !== 'postgres')('while the repost runs (real PostgreSQL)', () => {
  it('sales posted concurrently with the background chunks all end up costed as a rebuild from zero says', async () => {
    const p = await newProduct();
    await longLedger(p);
    await post([line(p, 1, 'in', '30', '90.00')]);
    const sweeping = (async () => { for (let i = 0; i < 10; i++) await t.app.jobs.settle(); })();
    const sales = Array.from({ length: 12 }, (_, i) => post([line(p, 22 + (i % 5), 'out', '1')]));
    const results = await Promise.allSettled([sweeping, ...sales]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await t.app.jobs.settle();
    const { moves, costed, state } = await rebuilt(p);
    expect(moves).toHaveLength(25);
    expect(moves.map((m) => m.amount)).toEqual(costed.map((c) => c.amount));
    expect(await snapshot(p)).toEqual({ qty: state.qty, amount: state.value });
  });
});
