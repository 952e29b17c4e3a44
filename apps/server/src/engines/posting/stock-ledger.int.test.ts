import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@zf/shared';
import { AppError } from '../../platform/http/app-error.ts';
import { enterpriseWithAdmin } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { replay } from './costing/replay.ts';
import { postStock } from './stock-ledger.ts';
import type { StockPosting, StockPostingOptions } from './stock-posting.ts';

let t: TestApp;
let enterpriseId: number;
let warehouseId: number;
let unitId: number;
let productSeq = 0;
beforeAll(async () => {
  t = await createTestApp();
  enterpriseId = (await enterpriseWithAdmin(t.client, '库存测试')).enterpriseId;
  warehouseId = (await t.database.db.selectFrom('warehouse').select('id').where('enterprise_id', '=', enterpriseId).executeTakeFirstOrThrow()).id;
  unitId = (await t.database.db.selectFrom('unit').select('id').where('enterprise_id', '=', enterpriseId).executeTakeFirstOrThrow()).id;
});
// The ledger refers to real products (foreign key), so every case posts against a product of its own.
async function newProduct(): Promise<number> {
  const seq = ++productSeq;
  const now = Math.floor(Date.now() / 1000);
  // Raw SQL: the product table belongs to the catalogue module, which an engine does not import.
  const { rows } = await sql<{ id: number }>`INSERT INTO product (enterprise_id, code, name, unit_id, create_time, update_time)
    VALUES (${enterpriseId}, ${`LEDGER-${seq}`}, ${`台账测试 ${seq}`}, ${unitId}, ${now}, ${now}) RETURNING id`.execute(t.database.db);
  return rows[0]!.id;
}
afterAll(async () => { await t?.close(); });

const movingAverage: StockPostingOptions = { method: 'moving_average', allowNegative: false };
let billSeq = 0;
const line = (productId: number, date: string, direction: 'in' | 'out', qty: string, amount?: string): StockPosting =>
  ({ productId, warehouseId, date, direction, qty, amount, billType: direction === 'in' ? 'purchase-bills' : 'sale-bills', billId: ++billSeq, billSn: `T${billSeq}` });
const post = (postings: StockPosting[], options = movingAverage) => t.database.db.transaction().execute((tx) => postStock(tx, enterpriseId, postings, options));
const ledger = (productId: number) => t.database.db.selectFrom('stock_move').selectAll().where('enterprise_id', '=', enterpriseId).where('product_id', '=', productId).orderBy('move_date').orderBy('seq').execute();
const snapshot = (productId: number) => t.database.db.selectFrom('stock_balance').select(['qty', 'amount']).where('enterprise_id', '=', enterpriseId).where('product_id', '=', productId).executeTakeFirstOrThrow();

describe('the stock ledger', () => {
  it('a sale after two receipts at different prices costs the moving average; the snapshot is the last running balance', async () => {
    const p = await newProduct();
    await post([line(p, '2026-11-01', 'in', '6', '60.00')]);
    await post([line(p, '2026-11-02', 'in', '4', '50.00')]);
    const [sale] = await post([line(p, '2026-11-03', 'out', '3')]);
    expect(sale).toMatchObject({ unitCost: '11.000000', amount: '33.00' });
    const moves = await ledger(p);
    expect(moves.map((m) => [m.direction, m.qty, m.amount, m.balance_qty, m.balance_amount])).toEqual([
      [1, '6.0000', '60.00', '6.0000', '60.00'],
      [1, '4.0000', '50.00', '10.0000', '110.00'],
      [-1, '3.0000', '33.00', '7.0000', '77.00'],
    ]);
    expect(await snapshot(p)).toEqual({ qty: '7.0000', amount: '77.00' });
  });

  it('refuses to issue more than is on hand (4090), and leaves nothing behind', async () => {
    const p = await newProduct();
    await post([line(p, '2026-11-01', 'in', '1', '10.00')]);
    const refused = await post([line(p, '2026-11-02', 'out', '2')]).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(Code.conflict);
    expect(await ledger(p)).toHaveLength(1);
    expect(await snapshot(p)).toEqual({ qty: '1.0000', amount: '10.00' });
    expect(await post([line(p, '2026-11-02', 'out', '2')], { method: 'moving_average', allowNegative: true })).toHaveLength(1);
    expect((await snapshot(p)).qty).toBe('-1.0000');
  });

  it('a back-dated receipt re-costs the later sales, and the result equals costing everything in date order', async () => {
    const p = await newProduct();
    await post([line(p, '2026-11-01', 'in', '10', '100.00')]);
    await post([line(p, '2026-11-05', 'out', '4')]);
    await post([line(p, '2026-11-09', 'out', '4')]);
    await post([line(p, '2026-11-03', 'in', '10', '200.00')]);
    const moves = await ledger(p);
    expect(moves.map((m) => [m.move_date, m.direction, m.amount])).toEqual([
      ['2026-11-01', 1, '100.00'], ['2026-11-03', 1, '200.00'], ['2026-11-05', -1, '60.00'], ['2026-11-09', -1, '60.00'],
    ]);
    expect(await snapshot(p)).toEqual({ qty: '12.0000', amount: '180.00' });
  });

  it('a back-dated issue that would make an earlier day negative is refused', async () => {
    const p = await newProduct();
    await post([line(p, '2026-11-05', 'in', '5', '50.00')]);
    await expect(post([line(p, '2026-11-01', 'out', '1')])).rejects.toMatchObject({ code: 4090 });
  });

  it('for any receipts and sales posted in any date order, the ledger equals a rebuild from zero and the snapshot its end', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ day: fc.integer({ min: 1, max: 28 }), inbound: fc.boolean(), qty: fc.integer({ min: 1, max: 50 }), cents: fc.integer({ min: 0, max: 100_000 }) }), { minLength: 1, maxLength: 12 }),
      async (ops) => {
        const p = await newProduct();
        for (const op of ops) {
          const date = `2026-10-${String(op.day).padStart(2, '0')}`;
          await post([line(p, date, op.inbound ? 'in' : 'out', String(op.qty), op.inbound ? (op.cents / 100).toFixed(2) : undefined)], { method: 'moving_average', allowNegative: true });
        }
        const moves = await ledger(p);
        const rebuilt = replay('moving_average', moves.map((m) => (m.direction === 1 ? { direction: 'in' as const, qty: m.qty, amount: m.amount } : { direction: 'out' as const, qty: m.qty })));
        expect(moves.map((m) => m.amount)).toEqual(rebuilt.costed.map((c) => c.amount));
        expect(moves.map((m) => m.balance_amount)).toEqual(moves.map((_, i) => replay('moving_average', moves.slice(0, i + 1).map((m) => (m.direction === 1 ? { direction: 'in' as const, qty: m.qty, amount: m.amount } : { direction: 'out' as const, qty: m.qty }))).state.value));
        expect(await snapshot(p)).toEqual({ qty: rebuilt.state.qty, amount: rebuilt.state.value });
      },
    ), { numRuns: Number(process.env.ZF_RUNS ?? (testDbKind === 'pglite' ? 15 : 25)) });
  });
});

describe.skipIf(testDbKind !== 'postgres')('under concurrency (real PostgreSQL; PGlite has one connection)', () => {
  it('64 concurrent sales of the last unit: exactly one succeeds, the others are refused, the ledger stays whole', async () => {
    const p = await newProduct();
    await post([line(p, '2026-11-01', 'in', '1', '10.00')]);
    const results = await Promise.allSettled(Array.from({ length: 64 }, () => post([line(p, '2026-11-02', 'out', '1')])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 4090)).toBe(true);
    expect(await snapshot(p)).toEqual({ qty: '0.0000', amount: '0.00' });
    expect(await ledger(p)).toHaveLength(2);
  });

  it('documents over the same products in opposite line orders never deadlock', async () => {
    const a = await newProduct();
    const b = await newProduct();
    await post([line(a, '2026-11-01', 'in', '100', '100.00'), line(b, '2026-11-01', 'in', '100', '100.00')]);
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) =>
      post(i % 2 ? [line(a, '2026-11-02', 'out', '1'), line(b, '2026-11-02', 'out', '1')] : [line(b, '2026-11-02', 'out', '1'), line(a, '2026-11-02', 'out', '1')])));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await snapshot(a)).toEqual({ qty: '60.0000', amount: '60.00' });
    expect(await snapshot(b)).toEqual({ qty: '60.0000', amount: '60.00' });
  });
});
