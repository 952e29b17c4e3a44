import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeVoucherStatus, saveLedgerSettings } from '../../../engines/ledger/index.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../../testing/trading-books.ts';

/**
 * Auto vouchers (issue 14 item 4/5): approving a bill in initialized books makes its voucher from the ledger rows in
 * the same transaction; a back-dated purchase that re-costs a sale adds a cost-difference voucher; reverse audit
 * deletes an unposted voucher and reverses a posted one in red; the stock-vs-GL check stays at 0.
 */
let t: TestApp;
let b: TradingBooks;
let product: number;
let raw: number;
let bank: number;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '自动凭证');
  product = await b.product('自动凭证商品');
  raw = (await b.admin.client.post('/warehouses', { name: '原材料仓' })).data.id;
  bank = (await b.admin.client.post('/settlement-accounts', { name: '建设银行', account_type: 2 })).data.id;
  await t.database.db.updateTable('enterprise').set({ locked_account: 1, business_period: '2026-11', finance_period: '2026-11' }).where('id', '=', b.enterpriseId).execute();
  await t.database.db.transaction().execute((tx) => saveLedgerSettings(tx, b.enterpriseId, { start_period: '2026-11' }));
});
afterAll(async () => { await t?.close(); });

async function voucherOf(billId: number) {
  const { rows } = await sql<{ id: number; kind: string; code: string; debit: string; credit: string; partner_id: number }>`
    SELECT v.id, v.kind, a.code, l.debit::text, l.credit::text, l.partner_id FROM voucher_source s
    JOIN voucher v ON v.enterprise_id = s.enterprise_id AND v.id = s.voucher_id
    JOIN voucher_line l ON l.enterprise_id = v.enterprise_id AND l.voucher_id = v.id
    JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id
    WHERE s.enterprise_id = ${b.enterpriseId} AND s.bill_id = ${billId} ORDER BY v.id, l.line_no`.execute(t.database.db);
  return rows.map((r) => [r.kind, r.code, r.debit, r.credit, r.partner_id]);
}
const check = async () => (await b.admin.client.get('/finance/stock-gl-check?period=2026-11')).data;

describe('auto vouchers on approval', () => {
  let sale: { id: number; bill_sn: string };
  let purchase: { id: number; bill_sn: string };

  it('a purchase with VAT: Dr 1405 + 22210101 / Cr 2202 (supplier); the bill answers its voucher number', async () => {
    purchase = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: product, number: '10', price: '10.00', tax_rate: '0.13' }] });
    expect(await voucherOf(purchase.id)).toEqual([
      ['bill', '1405', '100.00', '0.00', 0], ['bill', '22210101', '13.00', '0.00', 0], ['bill', '2202', '0.00', '113.00', b.supplier],
    ]);
    const detail = (await b.admin.client.get(`/bills/purchase-bills/${purchase.id}`)).data;
    expect([detail.voucher_no, typeof detail.voucher_id]).toEqual(['记-0001', 'number']);
  });

  it('a sale: revenue, output VAT and the cost of goods at the moves’ cost', async () => {
    sale = await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: product, number: '4', price: '25.00', tax_rate: '0.13' }] });
    expect(await voucherOf(sale.id)).toEqual([
      ['bill', '5401', '40.00', '0.00', 0], ['bill', '1122', '113.00', '0.00', b.customer],
      ['bill', '1405', '0.00', '40.00', 0], ['bill', '22210107', '0.00', '13.00', 0], ['bill', '5001', '0.00', '100.00', 0],
    ]);
  });

  it('a back-dated purchase re-costs the sale: a cost voucher follows and stock value = GL inventory', async () => {
    await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-11-05', lines: [{ product_id: product, number: '10', price: '16.00' }] });
    // Moving average at the sale: (160 + 100) / 20 = 13, so the sale cost 52 instead of 40.
    expect((await voucherOf(sale.id)).slice(5)).toEqual([['cost', '5401', '12.00', '0.00', 0], ['cost', '1405', '0.00', '12.00', 0]]);
    expect(await check()).toMatchObject({ stock_value: '208.00', gl_inventory: '208.00', difference: '0.00' });
  });

  it('a transfer to a warehouse on another account vouchers Dr 1403 / Cr 1405; within one account nothing', async () => {
    await t.database.db.updateTable('warehouse').set({ inventory_subject: '1403' }).where('enterprise_id', '=', b.enterpriseId).where('id', '=', raw).execute();
    const moved = await b.posted('stock-transfers', { out_store_id: b.store, in_store_id: raw, lines: [{ product_id: product, number: '2' }] });
    expect(await voucherOf(moved.id)).toEqual([['bill', '1403', '26.00', '0.00', 0], ['bill', '1405', '0.00', '26.00', 0]]);
    expect(await check()).toMatchObject({ stock_value: '208.00', gl_inventory: '208.00', difference: '0.00' });
  });

  it('a receipt into a bank account: Dr 1002 / Cr 1122 (customer)', async () => {
    const receipt = await b.posted('receipts', { partner_id: b.customer, money_lines: [{ account_id: bank, amount: '113.00' }] });
    expect(await voucherOf(receipt.id)).toEqual([['bill', '1002', '113.00', '0.00', 0], ['bill', '1122', '0.00', '113.00', b.customer]]);
  });

  it('reverse audit: an unposted voucher is deleted, a posted one reversed in red', async () => {
    expect((await b.audit('sale-bills', sale.id, 'reverse')).code).toBe(2000);
    expect(await voucherOf(sale.id)).toEqual([]);
    expect((await b.admin.client.get(`/bills/sale-bills/${sale.id}`)).data.voucher_id).toBeNull();

    const voucherId = (await b.admin.client.get(`/bills/purchase-bills/${purchase.id}`)).data.voucher_id as number;
    await t.database.db.transaction().execute(async (tx) => {
      await changeVoucherStatus(tx, b.enterpriseId, voucherId, 'audit', 0);
      await changeVoucherStatus(tx, b.enterpriseId, voucherId, 'post', 0);
    });
    expect((await b.audit('purchase-bills', purchase.id, 'reverse')).code).toBe(2000);
    const rows = await voucherOf(purchase.id);
    expect(rows.slice(-3)).toEqual([
      ['reversal', '1405', '-100.00', '0.00', 0], ['reversal', '22210101', '-13.00', '0.00', 0], ['reversal', '2202', '0.00', '-113.00', b.supplier],
    ]);
    expect(await check()).toMatchObject({ difference: '0.00' });
    const partners = (await b.admin.client.get('/finance/partner-gl-check?period=2026-11')).data;
    expect(partners.difference).toBe('0.00');
    expect(partners.list.every((p: { difference: string }) => p.difference === '0.00')).toBe(true);
    expect((await b.admin.client.get('/finance/trial-check?period=2026-11')).data.difference).toBe('0.00');
  });
});

describe('voucher words of system-made vouchers (ledger setting voucher_words)', () => {
  const wordOf = async (type: string, id: number) => (await b.admin.client.get(`/bills/${type}/${id}`)).data.voucher_no as string;

  it('收/付/转 by the cash side once the enterprise chooses three words; a manual voucher keeps its own word', async () => {
    expect((await b.admin.client.put('/finance/settings', { voucher_words: 'cash_split' })).code).toBe(2000);
    expect((await b.admin.client.get('/finance/settings')).data.voucher_words).toBe('cash_split');
    const receipt = await b.posted('receipts', { partner_id: b.customer, money_lines: [{ account_id: bank, amount: '10.00' }] });
    const payment = await b.posted('payments', { partner_id: b.supplier, money_lines: [{ account_id: bank, amount: '20.00' }] });
    const purchase = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: product, number: '1', price: '10.00' }] });
    expect([await wordOf('receipts', receipt.id), await wordOf('payments', payment.id), await wordOf('purchase-bills', purchase.id)])
      .toEqual(['收-0001', '付-0001', '转-0001']);
    const manual = await b.admin.client.post('/vouchers', {
      voucher_date: '2026-11-20', word: '记',
      lines: [{ summary: '调整', subject_code: '1002', debit: '5.00' }, { summary: '调整', subject_code: '5051', credit: '5.00' }],
    });
    expect(manual.data.voucher_no).toMatch(/^记-\d{4}$/);
    expect((await b.admin.client.put('/finance/settings', { voucher_words: 'single' })).code).toBe(2000);
    const again = await b.posted('receipts', { partner_id: b.customer, money_lines: [{ account_id: bank, amount: '1.00' }] });
    expect(await wordOf('receipts', again.id)).toMatch(/^记-\d{4}$/);
  });
});
