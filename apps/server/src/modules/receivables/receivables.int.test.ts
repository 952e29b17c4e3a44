import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let b: TradingBooks;
let cash: number;
let bank: number;
let rent: number;
let belt: number;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '应收应付');
  const c = b.admin.client;
  cash = (await c.post('/settlement-accounts', { name: '现金', account_type: 1, opening_balance: '1000.00' })).data.id;
  bank = (await c.post('/settlement-accounts', { name: '工商银行', account_type: 2 })).data.id;
  rent = (await c.post('/expense-categories', { name: '房租', direction: 1 })).data.id;
  belt = await b.product('正时皮带');
  await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: belt, number: '100', price: '40' }] });
});
afterAll(async () => { await t?.close(); });

const get = async (type: string, id: number) => (await b.admin.client.get(`/bills/${type}/${id}`)).data;
const sale = (total: string, partner = b.customer) => b.posted('sale-bills', { partner_id: partner, lines: [{ product_id: belt, number: '1', price: total }] });
const receipt = (amount: string, settlements: Array<{ bill_id: number; amount: string }> = [], partner = b.customer) =>
  b.bill('receipts', { partner_id: partner, money_lines: [{ account_id: cash, amount }], settlements });
const statement = async (partner: number, side = 'receivable') =>
  (await b.admin.client.get(`/receivables/statement?partner_id=${partner}&date_from=2026-11-01&date_to=2026-11-30&side=${side}`)).data;
const account = async (id: number) => (await b.admin.client.get('/receivables/accounts')).data.list.find((a: { id: number }) => a.id === id);

describe('receipts clear what customers owe', () => {
  it('a receipt clears part of a sale, a second the rest; the statement and the cash account follow', async () => {
    const customer = (await b.admin.client.post('/partners', { type: 1, name: '李记汽修' })).data.id as number;
    const s = await sale('1000', customer);
    const first = await receipt('600.00', [{ bill_id: s.id, amount: '600' }], customer);
    expect(first.bill_sn).toMatch(/^SKD-\d{12}$/);
    expect((await b.audit('receipts', first.id)).code).toBe(2000);
    expect(await get('sale-bills', s.id)).toMatchObject({ paid_amount: '600.00', pay_status: 2 });
    const second = await receipt('400.00', [{ bill_id: s.id, amount: '400' }], customer);
    await b.audit('receipts', second.id);
    expect(await get('sale-bills', s.id)).toMatchObject({ paid_amount: '1000.00', pay_status: 3 });
    expect(await get('receipts', second.id)).toMatchObject({ total_amount: '400.00', pay_status: 3, settlements: [expect.objectContaining({ target_sn: s.bill_sn, amount: '400.00' })] });

    const st = await statement(customer);
    expect(st).toMatchObject({ opening: '0.00', increase: '1000.00', decrease: '1000.00', closing: '0.00' });
    expect(st.rows.map((r: { bill_sn: string; balance: string }) => [r.bill_sn, r.balance])).toEqual([[s.bill_sn, '1000.00'], [first.bill_sn, '400.00'], [second.bill_sn, '0.00']]);
    expect(await account(cash)).toMatchObject({ opening_balance: '1000.00', income: '1000.00', balance: '2000.00' });
  });

  it('a receipt cannot clear more than is open; the answer names the document and what is left', async () => {
    const s = await sale('300');
    const a = await receipt('200', [{ bill_id: s.id, amount: '200' }]);
    const c = await receipt('200', [{ bill_id: s.id, amount: '200' }]);
    await b.audit('receipts', a.id);
    const refused = await b.audit('receipts', c.id);
    expect(refused).toMatchObject({ code: 4090, msg: `核销第1行：单据${s.bill_sn}的未核销金额只有100.00` });
    expect(await get('receipts', c.id)).toMatchObject({ audit_status: 1 });
    expect(await get('sale-bills', s.id)).toMatchObject({ paid_amount: '200.00', pay_status: 2 });
  });

  it('a cleared sale cannot be reverse-audited until the receipt is; then both come back whole', async () => {
    const s = await sale('500');
    const r = await receipt('500', [{ bill_id: s.id, amount: '500' }]);
    await b.audit('receipts', r.id);
    expect(await b.audit('sale-bills', s.id, 'reverse')).toMatchObject({ code: 4090, msg: `单据已被${r.bill_sn}核销，不能反审核；请先反审核${r.bill_sn}` });
    expect((await b.audit('receipts', r.id, 'reverse')).code).toBe(2000);
    expect(await get('sale-bills', s.id)).toMatchObject({ paid_amount: '0.00', pay_status: 1 });
    expect((await b.audit('sale-bills', s.id, 'reverse')).code).toBe(2000);
    // The receipt's clearing row now names a pending sale: approving it again is refused.
    expect(await b.audit('receipts', r.id)).toMatchObject({ code: 4090, msg: `核销第1行：单据${s.bill_sn}不是已审核状态，不能核销` });
  });

  it('save refuses rows without an account, clearing more than received, and documents of another partner or kind', async () => {
    const s = await sale('80');
    const c = b.admin.client;
    const noAccount = await c.post('/bills/receipts', { bill_date: '2026-11-10', partner_id: b.customer, money_lines: [{ amount: '5' }] }, { language: 2 });
    expect(noAccount.data.fields).toEqual({ 'money_lines.0.account_id': 'The settlement account cannot be empty, please select' });
    const over = await c.post('/bills/receipts', { bill_date: '2026-11-10', partner_id: b.customer, money_lines: [{ account_id: cash, amount: '5' }], settlements: [{ bill_id: s.id, amount: '6' }] });
    expect(over.data.fields).toEqual({ settlements: '本次核销金额合计不能超过单据金额' });
    const otherPartner = await c.post('/bills/receipts', { bill_date: '2026-11-10', partner_id: b.supplier, money_lines: [{ account_id: cash, amount: '5' }], settlements: [{ bill_id: s.id, amount: '5' }] });
    expect(otherPartner.data.fields).toEqual({ 'settlements.0.bill_id': '核销的单据不存在、不是同一往来单位或不能由本单核销' });
    const payment = await c.post('/bills/payments', { bill_date: '2026-11-10', partner_id: b.customer, money_lines: [{ account_id: cash, amount: '5' }], settlements: [{ bill_id: s.id, amount: '5' }] });
    expect(payment.data.fields).toEqual({ 'settlements.0.bill_id': '核销的单据不存在、不是同一往来单位或不能由本单核销' });
    expect((await c.post('/bills/receipts', { bill_date: '2026-11-10', money_lines: [{ account_id: cash, amount: '5' }] })).data.fields).toEqual({ partner_id: '往来单位不能为空，请选择' });
  });
});

describe('advances, verification, payables and other money', () => {
  it('an advance from a customer is cleared against a later sale by a verification bill; the balance does not move', async () => {
    const customer = (await b.admin.client.post('/partners', { type: 1, name: '预收客户' })).data.id as number;
    const advance = await b.posted('receipts', { partner_id: customer, money_lines: [{ account_id: bank, amount: '300' }] });
    expect((await statement(customer)).closing).toBe('-300.00');
    const s = await sale('250', customer);
    expect((await b.admin.client.get(`/receivables/open-items?partner_id=${customer}&side=payable`)).data.list).toEqual([expect.objectContaining({ bill_sn: advance.bill_sn, open_amount: '300.00' })]);

    const unbalanced = await b.admin.client.post('/bills/verifications', { bill_date: '2026-11-10', partner_id: customer, settlements: [{ bill_id: s.id, amount: '250' }, { bill_id: advance.id, amount: '200' }] });
    expect(unbalanced.data.fields).toEqual({ settlements: '核销单两边的核销金额必须相等' });
    const v = await b.posted('verifications', { partner_id: customer, settlements: [{ bill_id: s.id, amount: '250' }, { bill_id: advance.id, amount: '250' }] });
    expect(v.bill_sn).toMatch(/^HXD-/);
    expect(await get('sale-bills', s.id)).toMatchObject({ pay_status: 3 });
    expect(await get('receipts', advance.id)).toMatchObject({ paid_amount: '250.00', pay_status: 2 });
    expect((await statement(customer)).closing).toBe('-50.00');
    // The advance was used by the verification bill: it cannot be reversed first.
    expect(await b.audit('receipts', advance.id, 'reverse')).toMatchObject({ code: 4090, msg: `单据已被${v.bill_sn}核销，不能反审核；请先反审核${v.bill_sn}` });
    expect((await b.audit('verifications', v.id, 'reverse')).code).toBe(2000);
    expect(await get('receipts', advance.id)).toMatchObject({ paid_amount: '0.00', pay_status: 1 });
  });

  it('a payment clears a purchase; a receipt from the supplier clears a purchase return; the payable statement reads as what we owe', async () => {
    const supplier = (await b.admin.client.post('/partners', { type: 2, name: '马勒滤清器' })).data.id as number;
    const filter = await b.product('机油滤清器');
    const bought = await b.posted('purchase-bills', { partner_id: supplier, lines: [{ product_id: filter, number: '10', price: '20' }] });
    const back = await b.posted('purchase-returns', { partner_id: supplier, lines: [{ product_id: filter, number: '2', price: '20' }] });
    expect((await statement(supplier, 'payable')).closing).toBe('160.00');
    await b.posted('payments', { partner_id: supplier, money_lines: [{ account_id: bank, amount: '160' }], settlements: [{ bill_id: bought.id, amount: '160' }] });
    await b.posted('receipts', { partner_id: supplier, money_lines: [{ account_id: cash, amount: '40' }], settlements: [{ bill_id: back.id, amount: '40' }] });
    expect(await get('purchase-bills', bought.id)).toMatchObject({ paid_amount: '160.00', pay_status: 2 });
    expect(await get('purchase-returns', back.id)).toMatchObject({ pay_status: 3 });
    // We owe 200 − 160 paid; the return and its refund cancel out.
    const st = await statement(supplier, 'payable');
    expect(st).toMatchObject({ increase: '240.00', decrease: '200.00', closing: '40.00' });
  });

  it('a receivable bill (an opening balance) is cleared like a sale; other payments move cash by expense category only', async () => {
    const customer = (await b.admin.client.post('/partners', { type: 1, name: '期初客户' })).data.id as number;
    const opening = await b.posted('receivable-bills', { partner_id: customer, money_lines: [{ category_id: rent, amount: '120.50', remark: '期初欠款' }] });
    await b.posted('receipts', { partner_id: customer, money_lines: [{ account_id: cash, amount: '120.50' }], settlements: [{ bill_id: opening.id, amount: '120.50' }] });
    expect(await get('receivable-bills', opening.id)).toMatchObject({ pay_status: 3, money_lines: [expect.objectContaining({ category_name: '房租', remark: '期初欠款' })] });
    const before = await account(bank);
    const rentPaid = await b.posted('other-payments', { money_lines: [{ account_id: bank, category_id: rent, amount: '3000' }] });
    expect((await account(bank)).expense).toBe(String((Number(before.expense) + 3000).toFixed(2)));
    expect((await b.admin.client.get('/bills/other-payments')).data.list).toEqual([expect.objectContaining({ id: rentPaid.id, total_amount: '3000.00' })]);
    expect((await b.admin.client.post(`/bills/other-payments/${rentPaid.id}/audit`, { action: 'reverse' })).code).toBe(2000);
    expect((await account(bank)).balance).toBe(before.balance);
  });

  it('balances per partner: opening, added, cleared and closing, customers only when asked', async () => {
    const res = await b.admin.client.get('/receivables/balances?date_from=2026-11-01&date_to=2026-11-30&side=receivable&partner_type=1');
    expect(res.code).toBe(2000);
    const main = res.data.list.find((r: { partner_id: number }) => r.partner_id === b.customer);
    expect(main).toBeDefined();
    expect(res.data.list.every((r: { type: number }) => r.type === 1)).toBe(true);
    const closing = res.data.list.reduce((s: number, r: { closing: string }) => s + Number(r.closing), 0);
    expect(Number(res.data.totals.closing)).toBeCloseTo(closing, 2);
    expect((await b.admin.client.get('/receivables/balances?date_from=2026-11-30&date_to=2026-11-01')).data.fields).toEqual({ date_to: '开始日期不能大于结束日期' });
  });

  it('staff need the money pages’ function codes; another enterprise cannot see or clear our documents', async () => {
    const clerk = await joinedMember(t.client, b, '出纳');
    expect((await clerk.client.post('/bills/receipts', { bill_date: '2026-11-10', partner_id: b.customer, money_lines: [{ account_id: cash, amount: '1' }] })).code).toBe(4003);
    expect((await clerk.client.get('/receivables/balances?date_from=2026-11-01&date_to=2026-11-30')).code).toBe(4003);
    const group = await b.admin.client.post('/permission-groups', { name: '销售收款' });
    await b.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: [{ page: 'saleReceipt', funs: ['sale_receipt_add'], cols: null }] });
    await b.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [clerk.employeeId] });
    // The sales menu's receipt page opens the same document with its own codes.
    expect((await clerk.client.post('/bills/receipts', { bill_date: '2026-11-10', partner_id: b.customer, money_lines: [{ account_id: cash, amount: '1' }] })).code).toBe(2000);

    const s = await sale('10');
    const other = await enterpriseWithAdmin(t.client, '别家应收');
    const theirCash = (await other.admin.client.post('/settlement-accounts', { name: '现金', account_type: 1 })).data.id;
    const theirCustomer = (await other.admin.client.post('/partners', { type: 1, name: '别家客户' })).data.id;
    const steal = await other.admin.client.post('/bills/receipts', { bill_date: '2026-11-10', partner_id: theirCustomer, money_lines: [{ account_id: theirCash, amount: '10' }], settlements: [{ bill_id: s.id, amount: '10' }] });
    expect(steal.data.fields).toEqual({ 'settlements.0.bill_id': '核销的单据不存在、不是同一往来单位或不能由本单核销' });
    expect((await other.admin.client.get(`/receivables/statement?partner_id=${b.customer}&date_from=2026-11-01&date_to=2026-11-30`)).data.rows).toEqual([]);
    expect((await other.admin.client.get(`/receivables/open-items?partner_id=${b.customer}`)).data.list).toEqual([]);
  });
});

describe.skipIf(testDbKind !== 'postgres')('clearing under concurrency (real PostgreSQL)', () => {
  it('two receipts approved at once each clearing 600 of a 1,000 sale: one clears, the other is refused, nothing is over-cleared', async () => {
    const s = await sale('1000');
    const [x, y] = [await receipt('600', [{ bill_id: s.id, amount: '600' }]), await receipt('600', [{ bill_id: s.id, amount: '600' }])];
    const answers = await Promise.all([b.audit('receipts', x.id), b.audit('receipts', y.id)]);
    expect(answers.map((a) => a.code).sort()).toEqual([2000, 4090]);
    expect(await get('sale-bills', s.id)).toMatchObject({ paid_amount: '600.00', pay_status: 2 });
  });

  it('a verification bill approved while the receipt it clears is reverse-audited: no deadlock reaches the user', async () => {
    for (let round = 0; round < 5; round++) {
      // The receipt clears half the sale and keeps 50 as an advance; the verification bill clears the rest with it.
      const s = await sale('100');
      const r = await b.posted('receipts', { partner_id: b.customer, money_lines: [{ account_id: cash, amount: '100' }], settlements: [{ bill_id: s.id, amount: '50' }] });
      const v = await b.bill('verifications', { partner_id: b.customer, settlements: [{ bill_id: r.id, amount: '50' }, { bill_id: s.id, amount: '50' }] });
      const [verify, reverse] = await Promise.all([b.audit('verifications', v.id), b.audit('receipts', r.id, 'reverse')]);
      expect([verify.code, reverse.code], `${verify.msg} / ${reverse.msg}`).not.toContain(5001);
      // Exactly one wins: either the advance was used (and cannot be reversed) or it was reversed (and cannot be used).
      expect([verify.code, reverse.code].sort()).toEqual([2000, 4090]);
    }
  });
});
