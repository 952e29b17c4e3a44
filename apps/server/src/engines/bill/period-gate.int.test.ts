import { AppError } from '../../platform/http/app-error.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { applyPostings, lockPeriodsForClose } from '../posting/index.ts';
import { recostProduct } from '../posting/product-recost.ts';

/**
 * The one period gate (issue 13 item 2, API.md "Period-end"): with the business period at 2026-11, everything dated
 * in October — creating, editing, deleting, approving, rejecting, voiding, reversing, re-costing — answers 4090 naming
 * the period; documents that post nothing stay editable; before accounting is initialized nothing is refused.
 */
let t: TestApp;
let b: TradingBooks;
let product: number;
let octoberBill: { id: number; bill_sn: string };
let pendingOctober: { id: number; bill_sn: string };

const line = (number = '2', price = '10.00') => ({ product_id: product, number, price });
const purchase = (bill_date: string, lines = [line()]) => ({ partner_id: b.supplier, bill_date, lines });
/** What the period-end close will do: move the first open period forward (the close itself is issue 15). */
const openFrom = (period: string) => t.database.db.updateTable('enterprise').set({ locked_account: 1, business_period: period, finance_period: period }).where('id', '=', b.enterpriseId).execute();

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '期间闸门');
  product = await b.product('闸门测试件');
  // Before accounting is initialized there are no periods: a document of any date posts.
  octoberBill = await b.posted('purchase-bills', purchase('2026-10-20'));
  pendingOctober = await b.bill('purchase-bills', purchase('2026-10-21'));
  await openFrom('2026-11');
});
afterAll(async () => { await t?.close(); });

describe('the period gate on documents that post', () => {
  it('refuses a new document dated in a closed period, naming the period in the request language', async () => {
    const zh = await b.admin.client.post('/bills/purchase-bills', { store_id: b.store, ...purchase('2026-10-31') });
    expect(zh.code).toBe(4090);
    expect(zh.msg).toBe('业务期间 2026-10 已结账，不能再录入、修改、审核或反审核该期间的单据');
    const en = await b.admin.client.post('/bills/purchase-bills', { store_id: b.store, ...purchase('2026-10-31') }, { language: 2 });
    expect(en.code).toBe(4090);
    expect(en.msg).toBe('The business period 2026-10 is closed: documents dated in it cannot be entered, changed, approved or reversed');
  });

  it('accepts the first day of the open period and approves it', async () => {
    const ok = await b.posted('purchase-bills', purchase('2026-11-01'));
    expect(ok.bill_sn).toMatch(/^CGRK-20261101/);
  });

  it('refuses reversing, editing, deleting, approving, rejecting and voiding a document of the closed period', async () => {
    expect((await b.audit('purchase-bills', octoberBill.id, 'reverse')).code).toBe(4090);
    for (const action of ['audit', 'reject', 'void'] as const) {
      const res = await b.audit('purchase-bills', pendingOctober.id, action);
      expect([action, res.code, res.data.period]).toEqual([action, 4090, '2026-10']);
    }
    const edit = await b.admin.client.put(`/bills/purchase-bills/${pendingOctober.id}`, { store_id: b.store, ...purchase('2026-11-05') });
    expect(edit.code).toBe(4090);
    expect((await b.admin.client.delete(`/bills/purchase-bills/${pendingOctober.id}`)).code).toBe(4090);
    // Nothing changed: still one receipt of 2 in stock, the pending bill still pending in October.
    const left = (await b.admin.client.get(`/bills/purchase-bills/${pendingOctober.id}`)).data;
    expect([left.bill_date, left.audit_status]).toEqual(['2026-10-21', 1]);
  });

  it('refuses moving an open document back into the closed period', async () => {
    const november = await b.bill('purchase-bills', purchase('2026-11-12'));
    const res = await b.admin.client.put(`/bills/purchase-bills/${november.id}`, { store_id: b.store, ...purchase('2026-10-12') });
    expect([res.code, res.data.period]).toEqual([4090, '2026-10']);
  });

  it('leaves documents that post nothing editable: an October order is still received in November', async () => {
    const order = await b.admin.client.post('/bills/purchase-orders', { store_id: b.store, ...purchase('2026-10-15') });
    expect(order.code, order.msg).toBe(2000);
  });
});

describe('the gate inside the posting engine, which no caller can go around', () => {
  it('refuses postings and re-costing dated in a closed period', async () => {
    const db = t.database.db;
    const posting = applyPostings(db, b.enterpriseId, { stock: [{ productId: product, warehouseId: b.store, date: '2026-10-31', direction: 'in', qty: '1', amount: '1.00', billType: 'other-ins', billId: 1, billSn: 'X' }] }, { method: 'moving_average', allowNegative: false });
    await expect(posting).rejects.toMatchObject({ code: 4090, key: 'period.businessClosed' });
    await expect(db.transaction().execute((tx) => recostProduct(tx, b.enterpriseId, product, '2026-10-01'))).rejects.toBeInstanceOf(AppError);
    const moves = await db.selectFrom('stock_move').select(({ fn }) => fn.countAll<string>().as('n')).where('enterprise_id', '=', b.enterpriseId).executeTakeFirstOrThrow();
    expect(Number(moves.n)).toBe(2);
  });
});

describe.skipIf(testDbKind !== 'postgres')('a close and a posting at the same moment, on real PostgreSQL', () => {
  it('makes the posting wait for the close and then see the new period', async () => {
    const db = t.database.db;
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let locked!: () => void;
    const lockTaken = new Promise<void>((r) => { locked = r; });
    // The close: takes the period lock, moves the period to December, commits when released.
    const close = db.transaction().execute(async (tx) => {
      await lockPeriodsForClose(tx, b.enterpriseId);
      locked();
      await held;
      await tx.updateTable('enterprise').set({ business_period: '2026-12' }).where('id', '=', b.enterpriseId).execute();
    });
    await lockTaken;
    const november = b.admin.client.post('/bills/purchase-bills', { store_id: b.store, ...purchase('2026-11-20') });
    const outcome = await Promise.race([november.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))]);
    expect(outcome).toBe('waiting');
    release();
    await close;
    const res = await november;
    expect([res.code, res.data.period]).toEqual([4090, '2026-11']);
    await openFrom('2026-11');
  });
});
