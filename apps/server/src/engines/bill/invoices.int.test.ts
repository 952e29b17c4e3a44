import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveLedgerSettings } from '../ledger/index.ts';
import { enterpriseWithAdmin } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Purchase and sales invoices (issue 15 item 5): partial invoicing of a bill line (4 + 6 of 10, a third refused),
 * the bill's invoice status, reverse audit giving the remainder back, red-letter invoices for returns and against
 * an earlier invoice, invoice numbers unique per partner, tenant isolation, concurrent over-invoicing on PostgreSQL,
 * and the vouchers of "input VAT on invoice" (暂估进项税额) with exact lines.
 */
let t: TestApp;
let b: TradingBooks;
let product: number;
let no = 0;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '发票');
  product = await b.product('发票商品');
});
afterAll(async () => { await t?.close(); });

const line = async (type: string, billId: number) =>
  (await b.admin.client.get(`/bills/${type}/${billId}`)).data.lines[0] as { id: number; invoiced_number: string; invoiced_amount: string; invoiced_tax: string };
const status = async (type: string, billId: number) => (await b.admin.client.get(`/bills/${type}/${billId}`)).data.invoice_status as number;
const invoiceBody = (partner: number, lines: Array<{ source_line_id: number; number: string; price?: string }>, ext: Record<string, unknown> = {}) => ({
  partner_id: partner, bill_date: '2026-11-12',
  ext: { invoice_no: `F${String(++no).padStart(7, '0')}`, invoice_code: '3100261130', invoice_date: '2026-11-12', kind: 'special', ...ext },
  lines: lines.map((l) => ({ product_id: product, ...l })),
});

describe('purchase invoices: partial invoicing and invoice status', () => {
  let purchase: { id: number; bill_sn: string };
  let first: { id: number; bill_sn: string };
  let src: number;

  beforeAll(async () => {
    purchase = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: product, number: '10', price: '12.50', tax_rate: '0.13' }] });
    src = (await line('purchase-bills', purchase.id)).id;
  });

  it('a new purchase bill is uninvoiced; 4 of its 10 units invoiced make it partly invoiced with 50.00 + 6.50', async () => {
    expect(await status('purchase-bills', purchase.id)).toBe(1);
    first = await b.posted('purchase-invoices', invoiceBody(b.supplier, [{ source_line_id: src, number: '4' }]));
    const inv = (await b.admin.client.get(`/bills/purchase-invoices/${first.id}`)).data;
    expect([inv.total_amount, inv.tax_amount, inv.lines[0].amount, inv.lines[0].tax_amount, inv.lines[0].price, inv.ext.red]).toEqual(['50.00', '6.50', '50.00', '6.50', '12.500000', false]);
    expect(inv.lines[0].source_bill_sn).toBe(purchase.bill_sn);
    expect(await line('purchase-bills', purchase.id)).toMatchObject({ invoiced_number: '4.0000', invoiced_amount: '50.00', invoiced_tax: '6.50' });
    expect(await status('purchase-bills', purchase.id)).toBe(2);
  });

  it('the other 6 units take the rest to the cent (75.00 + 9.75) and the bill is fully invoiced', async () => {
    await b.posted('purchase-invoices', invoiceBody(b.supplier, [{ source_line_id: src, number: '6' }]));
    expect(await line('purchase-bills', purchase.id)).toMatchObject({ invoiced_number: '10.0000', invoiced_amount: '125.00', invoiced_tax: '16.25' });
    expect(await status('purchase-bills', purchase.id)).toBe(3);
    const listed = (await b.admin.client.get('/bills/purchase-bills?invoice_status=3')).data.list.map((r: { id: number }) => r.id);
    expect(listed).toContain(purchase.id);
    expect((await b.admin.client.get('/bills/purchase-bills?invoice_status=12')).data.list.map((r: { id: number }) => r.id)).not.toContain(purchase.id);
  });

  it('a third invoice on the line is refused with the localized message, in both languages', async () => {
    const res = await b.admin.client.post('/bills/purchase-invoices', invoiceBody(b.supplier, [{ source_line_id: src, number: '1' }]));
    expect([res.code, res.data.fields]).toEqual([4220, { 'lines.0.number': '开票数量超过来源单据行的未开票数量' }]);
    const en = await b.admin.client.post('/bills/purchase-invoices', invoiceBody(b.supplier, [{ source_line_id: src, number: '1' }]), { language: 2 });
    expect(en.data.fields).toEqual({ 'lines.0.number': 'The quantity exceeds what is still uninvoiced on the source row' });
  });

  it('a bill with invoices cannot be reverse-audited; the 4090 names the invoice to reverse first', async () => {
    const res = await b.audit('purchase-bills', purchase.id, 'reverse');
    expect([res.code, res.msg]).toEqual([4090, `单据已开具发票${first.bill_sn}，不能反审核；请先反审核${first.bill_sn}`]);
  });

  it('reverse audit of an invoice gives the bill its uninvoiced remainder back', async () => {
    expect((await b.audit('purchase-invoices', first.id, 'reverse')).code).toBe(2000);
    expect(await line('purchase-bills', purchase.id)).toMatchObject({ invoiced_number: '6.0000', invoiced_amount: '75.00', invoiced_tax: '9.75' });
    expect(await status('purchase-bills', purchase.id)).toBe(2);
    const open = (await b.admin.client.get(`/invoices/purchase-invoices/open-lines?partner_id=${b.supplier}`)).data.list;
    expect(open.filter((l: { line_id: number }) => l.line_id === src).map((l: { open_number: string; open_amount: string; open_tax: string }) => [l.open_number, l.open_amount, l.open_tax])).toEqual([['4.0000', '50.00', '6.50']]);
    const un = (await b.admin.client.get('/invoices/purchase-invoices/uninvoiced')).data.list.find((r: { id: number }) => r.id === purchase.id);
    expect(un).toMatchObject({ invoiced_amount: '84.75', open_amount: '56.50', invoice_status: 2 });
  });

  it('rules: lines must name a source row of the partner; numbers are unique per partner; no row discounts', async () => {
    const otherSupplier = (await b.admin.client.post('/partners', { type: 2, name: '另一供应商' })).data.id as number;
    const wrong = await b.admin.client.post('/bills/purchase-invoices', invoiceBody(otherSupplier, [{ source_line_id: src, number: '1' }]));
    expect(wrong.data.fields).toEqual({ 'lines.0.source_line_id': '来源单据行无效（不存在、未审核、不是该往来单位的，或不能由本类发票开票）' });
    const none = await b.admin.client.post('/bills/purchase-invoices', { ...invoiceBody(b.supplier, []), lines: [{ product_id: product, number: '1' }] });
    expect(none.data.fields).toEqual({ 'lines.0.source_line_id': '发票行必须选择所开票的单据行' });
    const taken = await b.admin.client.post('/bills/purchase-invoices', invoiceBody(b.supplier, [{ source_line_id: src, number: '1' }], { invoice_no: 'F0000002' }));
    expect(taken.data.fields).toEqual({ 'ext.invoice_no': '该往来单位已有相同号码的发票' });
    const missing = await b.admin.client.post('/bills/purchase-invoices', invoiceBody(b.supplier, [{ source_line_id: src, number: '1' }], { invoice_no: '' }));
    expect(missing.data.fields).toEqual({ 'ext.invoice_no': '不能为空' });
  });

  it('certifying: only approved invoices; a certified invoice cannot be reversed until the mark is withdrawn', async () => {
    const inv = await b.posted('purchase-invoices', invoiceBody(b.supplier, [{ source_line_id: src, number: '1' }]));
    expect((await b.admin.client.post(`/bills/purchase-invoices/${inv.id}/certify`, { certified: true, certified_date: '2026-11-20' })).code).toBe(2000);
    expect((await b.admin.client.get(`/bills/purchase-invoices/${inv.id}`)).data.ext).toMatchObject({ certified: true, certified_date: '2026-11-20' });
    expect((await b.audit('purchase-invoices', inv.id, 'reverse')).msg).toBe('发票已认证，不能反审核；请先取消认证');
    expect((await b.admin.client.post(`/bills/purchase-invoices/${inv.id}/certify`, { certified: false })).code).toBe(2000);
    expect((await b.audit('purchase-invoices', inv.id, 'reverse')).code).toBe(2000);
  });
});

describe('red-letter invoices', () => {
  beforeAll(async () => {
    const stock = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: product, number: '100', price: '10.00' }] });
    expect(stock.id).toBeGreaterThan(0);
  });

  it('a sale of 10 invoiced, 3 returned: the red invoice for the return is negative and marks the return invoiced', async () => {
    const sale = await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: product, number: '10', price: '20.00', tax_rate: '0.13' }] });
    // Stock for the sale came from the purchases above.
    const saleLine = (await line('sale-bills', sale.id)).id;
    await b.posted('sale-invoices', invoiceBody(b.customer, [{ source_line_id: saleLine, number: '10' }]));
    expect(await status('sale-bills', sale.id)).toBe(3);
    const ret = await b.posted('sale-returns', { partner_id: b.customer, source_bill_id: sale.id, lines: [{ product_id: product, number: '3', price: '20.00', tax_rate: '0.13', source_line_id: saleLine }] });
    expect(await status('sale-returns', ret.id)).toBe(1);
    const retLine = (await line('sale-returns', ret.id)).id;
    const red = await b.posted('sale-invoices', invoiceBody(b.customer, [{ source_line_id: retLine, number: '3' }]));
    const detail = (await b.admin.client.get(`/bills/sale-invoices/${red.id}`)).data;
    expect([detail.ext.red, detail.total_amount, detail.tax_amount, detail.lines[0].number, detail.lines[0].amount]).toEqual([true, '-60.00', '-7.80', '3.0000', '-60.00']);
    expect(await status('sale-returns', ret.id)).toBe(3);
    expect(await line('sale-returns', ret.id)).toMatchObject({ invoiced_number: '3.0000', invoiced_amount: '60.00', invoiced_tax: '7.80' });
  });

  it('a red invoice against an earlier invoice takes it back and reopens the bill; blue and red rows do not mix', async () => {
    const sale = await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: product, number: '5', price: '20.00', tax_rate: '0.13' }] });
    const saleLine = (await line('sale-bills', sale.id)).id;
    const blue = await b.posted('sale-invoices', invoiceBody(b.customer, [{ source_line_id: saleLine, number: '5' }]));
    const blueLine = (await line('sale-invoices', blue.id)).id;
    const mixed = await b.admin.client.post('/bills/sale-invoices', invoiceBody(b.customer, [{ source_line_id: blueLine, number: '1' }, { source_line_id: saleLine, number: '1' }]));
    expect(mixed.data.fields).toMatchObject({ lines: '一张发票不能同时包含蓝字行和红字行' });
    const offered = (await b.admin.client.get(`/invoices/sale-invoices/open-lines?partner_id=${b.customer}&red=1`)).data.list;
    expect(offered.find((l: { line_id: number }) => l.line_id === blueLine)).toMatchObject({ bill_sn: blue.bill_sn, open_number: '5.0000', open_amount: '100.00', open_tax: '13.00' });
    const red = await b.posted('sale-invoices', invoiceBody(b.customer, [{ source_line_id: blueLine, number: '2' }]));
    expect((await b.admin.client.get(`/bills/sale-invoices/${red.id}`)).data).toMatchObject({ total_amount: '-40.00', tax_amount: '-5.20' });
    expect(await line('sale-bills', sale.id)).toMatchObject({ invoiced_number: '3.0000', invoiced_amount: '60.00', invoiced_tax: '7.80' });
    expect(await line('sale-invoices', blue.id)).toMatchObject({ invoiced_number: '2.0000', invoiced_amount: '40.00' });
    expect(await status('sale-bills', sale.id)).toBe(2);
    // The original cannot be reversed while the red one stands; reversing the red one restores it.
    expect((await b.audit('sale-invoices', blue.id, 'reverse')).code).toBe(4090);
    expect((await b.audit('sale-invoices', red.id, 'reverse')).code).toBe(2000);
    expect(await status('sale-bills', sale.id)).toBe(3);
  });
});

describe('tenant isolation', () => {
  it('an invoice cannot name another enterprise’s bill lines, nor read its open lines', async () => {
    const purchase = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: product, number: '2', price: '10.00', tax_rate: '0.13' }] });
    const src = (await line('purchase-bills', purchase.id)).id;
    const other = await tradingBooks(t, '别家发票');
    const theirs = await other.product('别家商品');
    const steal = await other.admin.client.post('/bills/purchase-invoices', { ...invoiceBody(other.supplier, [{ source_line_id: src, number: '1' }]), lines: [{ product_id: theirs, source_line_id: src, number: '1' }] });
    expect(steal.data.fields).toEqual({ 'lines.0.source_line_id': '来源单据行无效（不存在、未审核、不是该往来单位的，或不能由本类发票开票）' });
    expect((await other.admin.client.get(`/invoices/purchase-invoices/open-lines?partner_id=${b.supplier}`)).data.list).toEqual([]);
    expect((await other.admin.client.get(`/invoices/purchase-invoices/open-lines?bill_ids=${purchase.id}`)).data.list).toEqual([]);
    const stranger = await enterpriseWithAdmin(t.client, '无关企业');
    expect((await stranger.admin.client.post(`/bills/purchase-invoices/${purchase.id}/certify`, { certified: true })).code).toBe(4004);
  });
});

describe('input VAT on invoice (暂估进项税额)', () => {
  let v: TradingBooks;
  let item: number;
  const voucherOf = async (billId: number) => {
    const { rows } = await sql<{ code: string; debit: string; credit: string }>`
      SELECT a.code, l.debit::text, l.credit::text FROM voucher_source s
      JOIN voucher v ON v.enterprise_id = s.enterprise_id AND v.id = s.voucher_id
      JOIN voucher_line l ON l.enterprise_id = v.enterprise_id AND l.voucher_id = v.id
      JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id
      WHERE s.enterprise_id = ${v.enterpriseId} AND s.bill_id = ${billId} ORDER BY v.id, l.line_no`.execute(t.database.db);
    return rows.map((r) => [r.code, r.debit, r.credit]);
  };

  beforeAll(async () => {
    v = await tradingBooks(t, '暂估');
    item = await v.product('暂估商品');
    await t.database.db.updateTable('enterprise').set({ locked_account: 1, business_period: '2026-11', finance_period: '2026-11' }).where('id', '=', v.enterpriseId).execute();
    await t.database.db.transaction().execute((tx) => saveLedgerSettings(tx, v.enterpriseId, { start_period: '2026-11' }));
  });

  it('off (the default): the purchase debits 22210101 at receipt and its invoice makes no voucher', async () => {
    expect((await v.admin.client.get('/finance/settings')).data.vat_on_invoice).toBe(false);
    const p = await v.posted('purchase-bills', { partner_id: v.supplier, lines: [{ product_id: item, number: '10', price: '10.00', tax_rate: '0.13' }] });
    expect(await voucherOf(p.id)).toEqual([['1405', '100.00', '0.00'], ['22210101', '13.00', '0.00'], ['2202', '0.00', '113.00']]);
    // Switching waits until this purchase is invoiced.
    const blocked = await v.admin.client.put('/finance/settings', { vat_on_invoice: true });
    expect([blocked.code, blocked.msg]).toEqual([4090, `还有未完全开票的已审核采购单或采购退货单（如${p.bill_sn}），不能切换进项税确认方式`]);
    const src = (await v.admin.client.get(`/bills/purchase-bills/${p.id}`)).data.lines[0].id;
    const inv = await v.posted('purchase-invoices', { ...invoiceBody(v.supplier, [{ source_line_id: src, number: '10' }]), lines: [{ product_id: item, source_line_id: src, number: '10' }] });
    expect(await voucherOf(inv.id)).toEqual([]);
    expect((await v.admin.client.put('/finance/settings', { vat_on_invoice: true })).code).toBe(2000);
  });

  it('on: the receipt debits 222107 暂估进项税额; the invoice moves 4 units’ tax to 22210101, its red reversal takes it back', async () => {
    const p = await v.posted('purchase-bills', { partner_id: v.supplier, lines: [{ product_id: item, number: '10', price: '10.00', tax_rate: '0.13' }] });
    expect(await voucherOf(p.id)).toEqual([['1405', '100.00', '0.00'], ['222107', '13.00', '0.00'], ['2202', '0.00', '113.00']]);
    const src = (await v.admin.client.get(`/bills/purchase-bills/${p.id}`)).data.lines[0].id;
    const inv = await v.posted('purchase-invoices', { ...invoiceBody(v.supplier, []), lines: [{ product_id: item, source_line_id: src, number: '4' }] });
    expect(await voucherOf(inv.id)).toEqual([['22210101', '5.20', '0.00'], ['222107', '0.00', '5.20']]);
    const ret = await v.posted('purchase-returns', { partner_id: v.supplier, source_bill_id: p.id, lines: [{ product_id: item, number: '2', price: '10.00', tax_rate: '0.13', source_line_id: src }] });
    expect(await voucherOf(ret.id)).toEqual([['1405', '-20.00', '0.00'], ['222107', '-2.60', '0.00'], ['2202', '0.00', '-22.60']]);
    const retLine = (await v.admin.client.get(`/bills/purchase-returns/${ret.id}`)).data.lines[0].id;
    const red = await v.posted('purchase-invoices', { ...invoiceBody(v.supplier, []), lines: [{ product_id: item, source_line_id: retLine, number: '2' }] });
    expect(await voucherOf(red.id)).toEqual([['22210101', '-2.60', '0.00'], ['222107', '0.00', '-2.60']]);
    // Reverse audit of the invoice withdraws its (unposted) voucher.
    expect((await v.audit('purchase-invoices', inv.id, 'reverse')).code).toBe(2000);
    expect(await voucherOf(inv.id)).toEqual([]);
    expect((await v.admin.client.get('/finance/trial-check?period=2026-11')).data.difference).toBe('0.00');
    expect((await v.admin.client.get('/finance/partner-gl-check?period=2026-11')).data.difference).toBe('0.00');
  });
});

describe.skipIf(testDbKind !== 'postgres')('concurrent invoices (real PostgreSQL)', () => {
  it('two invoices of 6 on one 10-unit line approved at once: one passes, the other is refused, nothing over-invoiced', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: product, number: '10', price: '10.00', tax_rate: '0.13' }] });
      const src = (await line('purchase-bills', p.id)).id;
      const x = await b.bill('purchase-invoices', invoiceBody(b.supplier, [{ source_line_id: src, number: '6' }]));
      const y = await b.bill('purchase-invoices', invoiceBody(b.supplier, [{ source_line_id: src, number: '6' }]));
      const answers = await Promise.all([b.audit('purchase-invoices', x.id), b.audit('purchase-invoices', y.id)]);
      expect(answers.map((a) => a.code).sort()).toEqual([2000, 4220]);
      expect(answers.find((a) => a.code === 4220)!.msg).toBe('第1行：超过来源单据行的未开票数量或金额（未开票数量4.0000，金额40.00）');
      expect(await line('purchase-bills', p.id)).toMatchObject({ invoiced_number: '6.0000', invoiced_amount: '60.00', invoiced_tax: '7.80' });
    }
  });
});
