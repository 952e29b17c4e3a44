import { Decimal } from '@zf/shared';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { openNovemberBooks, rawMaterialWarehouse } from '../../testing/books-probe.ts';

/*
 * Material is conserved through an order: for random sequences of purchases (at random prices), picks and returns
 * against one production order, approved through the API in initialized books, after every run:
 *   qty:   Σ picked − Σ returned = the order's net issued = what left the warehouse;
 *   value: Σ pick movements − Σ return movements = the order's material value = GL 4001 (nothing received yet),
 *          and stock value = purchases − that value = GL 1403.
 * Seeded; ZF_PROPERTY_SEED and ZF_PROPERTY_RUNS explore others.
 */
let t: TestApp;
let b: TradingBooks;
let raw: number;
let made = 0;
const seed = Number(process.env.ZF_PROPERTY_SEED ?? 1616);
const numRuns = Number(process.env.ZF_PROPERTY_RUNS ?? 6);

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '守恒厂');
  const db = t.database.db;
  raw = await rawMaterialWarehouse(db, b.admin.client, b.enterpriseId, '守恒原料仓');
  await openNovemberBooks(db, b.enterpriseId);
}, 120_000);
afterAll(async () => { await t?.close(); });

const step = fc.record({ kind: fc.constantFrom('purchase', 'pick', 'pick', 'return'), qty: fc.integer({ min: 1, max: 40 }), cents: fc.integer({ min: 100, max: 9_999 }) });

async function glBalance(code: string): Promise<string> {
  const { rows } = await sql<{ v: string }>`SELECT coalesce(sum(l.debit - l.credit), 0)::numeric(20,2)::text AS v FROM voucher_line l
    JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id WHERE l.enterprise_id = ${b.enterpriseId} AND a.code = ${code}`.execute(t.database.db);
  return rows[0]!.v;
}

describe('material issued = returned + in the order (quantity and value)', () => {
  it('holds over random purchases, picks and returns', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
      // A fresh material and product per run; the order needs 100 × 1 (no loss) of it.
      const n = ++made;
      const material = await b.product(`守恒料${n}`);
      const product = await b.product(`守恒品${n}`);
      expect((await b.admin.client.post('/boms', { product_id: product, component_id: material, quantity: '1' })).code).toBe(2000);
      const order = await b.bill('production-orders', { bill_date: '2026-11-02', ext: { product_id: product, quantity: '100' } });
      expect((await b.audit('production-orders', order.id)).code).toBe(2000);
      await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-02', store_id: raw, lines: [{ product_id: material, number: '10', price: '7.13' }] });
      let bought = new Decimal(71.3);
      let onHand = 10;
      let net = 0;
      let picked = 0;
      let returned = 0;
      for (const s of steps) {
        if (s.kind === 'purchase') {
          const price = (s.cents / 100).toFixed(2);
          await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-03', store_id: raw, lines: [{ product_id: material, number: String(s.qty), price }] });
          bought = bought.add(new Decimal(price).mul(s.qty));
          onHand += s.qty;
        } else if (s.kind === 'pick') {
          const n = Math.min(s.qty, onHand, 100 - net);
          if (n <= 0) continue;
          await b.posted('production-picks', { bill_date: '2026-11-04', source_bill_id: order.id, store_id: raw, lines: [{ product_id: material, number: String(n) }] });
          onHand -= n; net += n; picked += n;
        } else {
          const n = Math.min(s.qty, net);
          if (n <= 0) continue;
          await b.posted('production-returns', { bill_date: '2026-11-05', source_bill_id: order.id, store_id: raw, lines: [{ product_id: material, number: String(n) }] });
          onHand += n; net -= n; returned += n;
        }
      }
      const progress = (await b.admin.client.get(`/production/orders/${order.id}/progress`)).data;
      const m = progress.materials[0];
      expect([m.issued, m.returned, m.net]).toEqual([picked, returned, net].map((v) => new Decimal(v).toFixed(4)));
      const { rows } = await sql<{ type: string; v: string; q: string }>`SELECT m.bill_type AS type, sum(m.amount)::text AS v, sum(m.qty)::text AS q FROM stock_move m
        JOIN bill x ON x.enterprise_id = m.enterprise_id AND x.id = m.bill_id WHERE m.enterprise_id = ${b.enterpriseId} AND x.source_bill_id = ${order.id} GROUP BY m.bill_type`.execute(t.database.db);
      const of = (type: string) => new Decimal(rows.find((r) => r.type === type)?.v ?? 0);
      const inOrder = of('production-picks').sub(of('production-returns'));
      expect(inOrder.toFixed(2)).toBe(progress.material_value);
      expect(m.value).toBe(progress.material_value);
      const balance = await t.database.db.selectFrom('stock_balance').select(['qty', 'amount']).where('enterprise_id', '=', b.enterpriseId).where('product_id', '=', material).where('warehouse_id', '=', raw).executeTakeFirstOrThrow();
      expect(balance.qty).toBe(new Decimal(onHand).toFixed(4));
      expect(new Decimal(balance.amount).add(inOrder).toFixed(2)).toBe(bought.toFixed(2));
      // The books agree: every order's material sits in 4001, the rest of what was bought in 1403.
      const { rows: stock } = await sql<{ v: string }>`SELECT coalesce(sum(amount), 0)::numeric(20,2)::text AS v FROM stock_balance WHERE enterprise_id = ${b.enterpriseId} AND warehouse_id = ${raw}`.execute(t.database.db);
      expect(await glBalance('1403')).toBe(stock[0]!.v);
      const { rows: wip } = await sql<{ v: string }>`SELECT coalesce(sum(-m.direction * m.amount), 0)::numeric(20,2)::text AS v FROM stock_move m WHERE m.enterprise_id = ${b.enterpriseId} AND m.bill_type IN ('production-picks', 'production-returns')`.execute(t.database.db);
      expect(await glBalance('4001')).toBe(wip[0]!.v);
    }), { seed, numRuns });
  }, 300_000);
});

/*
 * Backflush (倒冲) conserves material too: for random purchases, receipts (each consuming received × 用量 × 1.05 of
 * a backflushed material, refused whole when the material is short) and reversals of the last receipt, after every
 * run: material on hand = bought − consumed (quantity); material in stock + the product in stock = what was bought
 * (value: a receipt takes in exactly what it consumed, nothing being picked); the order holds no WIP; GL 1403 and
 * 1405 equal their warehouses and 4001 nets to what picks and returns left in it.
 */
const flushStep = fc.record({ kind: fc.constantFrom('purchase', 'receipt', 'receipt', 'reverse'), qty: fc.integer({ min: 1, max: 30 }), cents: fc.integer({ min: 100, max: 9_999 }) });

describe('backflushed material = consumed into the received product (quantity and value)', () => {
  it('holds over random purchases, receipts and reversals', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom('0.5', '1', '1.5'), fc.array(flushStep, { minLength: 3, maxLength: 7 }), async (perUnit, steps) => {
      const n = ++made;
      const material = await b.product(`倒冲料${n}`);
      const product = await b.product(`倒冲品${n}`);
      expect((await b.admin.client.post('/boms', { product_id: product, component_id: material, quantity: perUnit, loss_rate: '5', issue_method: 2 })).code).toBe(2000);
      const order = await b.bill('production-orders', { bill_date: '2026-11-02', ext: { product_id: product, quantity: '100' }, lines: [{ product_id: material, number: '1', warehouse_id: raw }] });
      expect((await b.audit('production-orders', order.id)).code).toBe(2000);
      let bought = new Decimal(0);
      let boughtQty = new Decimal(0);
      let received = 0;
      const receipts: Array<{ id: number; qty: number }> = [];
      for (const s of steps) {
        if (s.kind === 'purchase') {
          const price = (s.cents / 100).toFixed(2);
          await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-03', store_id: raw, lines: [{ product_id: material, number: String(s.qty), price }] });
          bought = bought.add(new Decimal(price).mul(s.qty));
          boughtQty = boughtQty.add(s.qty);
        } else if (s.kind === 'receipt') {
          const q = Math.min(s.qty, 100 - received);
          if (q <= 0) continue;
          const receipt = await b.bill('production-ins', { bill_date: '2026-11-06', source_bill_id: order.id, lines: [{ product_id: product, number: String(q) }] });
          const res = await b.audit('production-ins', receipt.id);
          if (res.code === 2000) { receipts.push({ id: receipt.id, qty: q }); received += q; } else expect(res.code).toBe(4090);
        } else {
          const last = receipts.pop();
          if (!last) continue;
          expect((await b.audit('production-ins', last.id, 'reverse')).code).toBe(2000);
          received -= last.qty;
        }
      }
      const consumed = receipts.reduce((sum, r) => sum.add(new Decimal(r.qty).mul(perUnit).mul('1.05').toDecimalPlaces(4, Decimal.ROUND_DOWN)), new Decimal(0));
      const balance = async (id: number, store: number) => t.database.db.selectFrom('stock_balance').select(['qty', 'amount']).where('enterprise_id', '=', b.enterpriseId)
        .where('product_id', '=', id).where('warehouse_id', '=', store).executeTakeFirst();
      const left = await balance(material, raw);
      const goods = await balance(product, b.store);
      expect(new Decimal(left?.qty ?? 0).toFixed(4)).toBe(boughtQty.sub(consumed).toFixed(4));
      expect(new Decimal(goods?.qty ?? 0).toFixed(4)).toBe(new Decimal(received).toFixed(4));
      expect(new Decimal(left?.amount ?? 0).add(goods?.amount ?? 0).toFixed(2)).toBe(bought.toFixed(2));
      const progress = (await b.admin.client.get(`/production/orders/${order.id}/progress`)).data;
      expect([progress.materials[0].backflushed, progress.wip_value]).toEqual([consumed.toFixed(4), '0.00']);
      const warehouse = async (store: number) => (await sql<{ v: string }>`SELECT coalesce(sum(amount), 0)::numeric(20,2)::text AS v FROM stock_balance
        WHERE enterprise_id = ${b.enterpriseId} AND warehouse_id = ${store}`.execute(t.database.db)).rows[0]!.v;
      expect([await glBalance('1403'), await glBalance('1405')]).toEqual([await warehouse(raw), await warehouse(b.store)]);
      const { rows: wip } = await sql<{ v: string }>`SELECT coalesce(sum(-m.direction * m.amount), 0)::numeric(20,2)::text AS v FROM stock_move m WHERE m.enterprise_id = ${b.enterpriseId} AND m.bill_type IN ('production-picks', 'production-returns')`.execute(t.database.db);
      expect(await glBalance('4001')).toBe(wip[0]!.v);
    }), { seed, numRuns: Math.min(numRuns, 4) });
  }, 300_000);
});
