import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recostProduct } from '../../engines/posting/product-recost.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Issue 15 item 2 "nothing dated in a closed period can be touched", walked as a table on both databases: October
 * 2026 is closed through the real routes (business, then accounting after the carry-down), then every posting bill
 * type of the trading core is created, edited, approved, voided, deleted and reverse-audited in October, every
 * voucher action is tried on an October voucher, and a product is re-costed from October: each answers 4090 with
 * the message naming 2026-10. After the reverse close (accounting, then business) the same table is accepted.
 */
let t: TestApp;
let e: TradingBooks;
let part: number;
let kit: number;
let bank: number;
let spend: number;
let earn: number;
let branch: number;

type Res = { code: number; msg: string; data: any };
const c = () => e.admin.client;
const ok = async (p: Promise<Res>) => {
  const res = await p;
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};
const oct = (day: string) => `2026-10-${day}`;
const goods = (product = part, number = '1', price = '12.00') => ({ lines: [{ product_id: product, number, price }] });

/** A valid October body per posting bill type. */
function bodyOf(type: string, day = '15'): object {
  const d = { bill_date: oct(day) };
  switch (type) {
    case 'purchase-bills': case 'purchase-returns': return { ...d, partner_id: e.supplier, ...goods() };
    case 'sale-bills': case 'sale-returns': return { ...d, partner_id: e.customer, ...goods(part, '1', '20.00') };
    case 'other-ins': case 'other-outs': return { ...d, ...goods() };
    case 'stock-transfers': return { ...d, out_store_id: e.store, in_store_id: branch, ...goods() };
    case 'stocktakes': return { ...d, lines: [{ product_id: kit, number: '10', counted: true }] };
    case 'loss-gain-orders': return { ...d, lines: [{ product_id: part, number: '1', direction: -1 }] };
    case 'assemblies': return { ...d, allocation: 1, lines: [{ product_id: part, number: '1', direction: -1 }, { product_id: kit, number: '1', direction: 1 }] };
    case 'splits': return { ...d, allocation: 1, lines: [{ product_id: kit, number: '1', direction: -1 }, { product_id: part, number: '1', direction: 1 }] };
    case 'cost-adjustments': return { ...d, lines: [{ product_id: part, number: '1', price: '12.50' }] };
    case 'receipts': return { ...d, partner_id: e.customer, money_lines: [{ account_id: bank, amount: '10.00' }] };
    case 'payments': return { ...d, partner_id: e.supplier, money_lines: [{ account_id: bank, amount: '10.00' }] };
    case 'receivable-bills': return { ...d, partner_id: e.customer, money_lines: [{ category_id: earn, amount: '10.00' }] };
    case 'payable-bills': return { ...d, partner_id: e.supplier, money_lines: [{ category_id: spend, amount: '10.00' }] };
    case 'other-receipts': return { ...d, money_lines: [{ account_id: bank, category_id: earn, amount: '10.00' }] };
    case 'other-payments': return { ...d, money_lines: [{ account_id: bank, category_id: spend, amount: '10.00' }] };
    default: throw new Error(type);
  }
}
const billTypes = [
  'purchase-bills', 'purchase-returns', 'sale-bills', 'sale-returns', 'other-ins', 'other-outs', 'stock-transfers', 'stocktakes', 'loss-gain-orders',
  'assemblies', 'splits', 'cost-adjustments', 'receipts', 'payments', 'receivable-bills', 'payable-bills', 'other-receipts', 'other-payments',
];

interface Case { name: string; kind: 'business' | 'accounting'; run(): Promise<Res> }
const cases: Case[] = [];
let manual = 0;
let made = 0;

beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '结账封存');
  part = await e.product('活塞环');
  kit = await e.product('活塞组件');
  branch = (await t.database.db.insertInto('warehouse').values({ enterprise_id: e.enterpriseId, name: '二号仓', create_time: 0, update_time: 0 }).returning('id').executeTakeFirstOrThrow()).id;
  // The account's own opening matches 1002's (the close compares each settlement account with its subject).
  bank = (await ok(c().post('/settlement-accounts', { name: '建设银行', account_type: 2, opening_balance: '80000.00' }))).id;
  spend = (await ok(c().post('/expense-categories', { name: '水电费', direction: 1 }))).id;
  earn = (await ok(c().post('/expense-categories', { name: '租金收入', direction: 2 }))).id;
  await ok(c().put('/finance/settings', { maker_cannot_audit: false }));
  await ok(c().put('/finance/opening-balances', { lines: [{ subject_code: '1002', debit: '80000.00' }, { subject_code: '3001', credit: '80000.00' }] }));
  await ok(c().post('/finance/initialize', { start_period: '2026-10' }));
  await e.posted('purchase-bills', { bill_date: oct('01'), partner_id: e.supplier, ...goods(part, '100', '12.00') });
  await e.posted('purchase-bills', { bill_date: oct('01'), partner_id: e.supplier, ...goods(kit, '10', '30.00') });

  // Per type: one approved October bill and three pending ones (approve / void / edit-and-delete targets).
  for (const type of billTypes) {
    const approved = await e.posted(type, bodyOf(type, '10'));
    const [toApprove, toVoid, toEdit] = [await e.bill(type, bodyOf(type, '20')), await e.bill(type, bodyOf(type, '21')), await e.bill(type, bodyOf(type, '22'))];
    const bills = `/bills/${type}`;
    cases.push(
      { name: `${type} create`, kind: 'business', run: () => c().post(bills, { store_id: e.store, ...bodyOf(type, '25') }) },
      { name: `${type} edit`, kind: 'business', run: () => c().put(`${bills}/${toEdit.id}`, { store_id: e.store, ...bodyOf(type, '23') }) },
      { name: `${type} approve`, kind: 'business', run: () => e.audit(type, toApprove.id) },
      { name: `${type} void`, kind: 'business', run: () => e.audit(type, toVoid.id, 'void') },
      { name: `${type} delete`, kind: 'business', run: () => c().delete(`${bills}/${toEdit.id}`) },
      { name: `${type} reverse audit`, kind: 'business', run: () => e.audit(type, approved.id, 'reverse') },
    );
  }
  // Reverse audits go last and newest first, so stock taken back never runs short.
  cases.sort((a, b) => Number(a.name.endsWith('reverse audit')) - Number(b.name.endsWith('reverse audit')));
  const reversals = cases.filter((x) => x.name.endsWith('reverse audit')).reverse();
  cases.splice(cases.length - reversals.length, reversals.length, ...reversals);

  manual = (await ok(c().post('/vouchers', { voucher_date: oct('18'), word: '记', lines: [{ summary: '水电', subject_code: '560201', debit: '88.00' }, { summary: '水电', subject_code: '1002', credit: '88.00' }] }))).id;
  const lines = (value: string) => [{ summary: '调整', subject_code: '560202', debit: value }, { summary: '调整', subject_code: '1002', credit: value }];
  const status = (id: () => number, action: string) => () => c().post(`/vouchers/${id()}/audit`, { action });
  cases.push(
    { name: 'voucher create', kind: 'accounting', run: async () => { const r = await c().post('/vouchers', { voucher_date: oct('19'), word: '记', lines: lines('5.00') }); made = r.data?.id ?? 0; return r; } },
    { name: 'voucher reverse dated in the month', kind: 'accounting', run: () => c().post(`/vouchers/${manual}/reverse`, { voucher_date: oct('30') }) },
    { name: 'voucher unpost', kind: 'accounting', run: status(() => manual, 'unpost') },
    { name: 'voucher unaudit', kind: 'accounting', run: status(() => manual, 'unaudit') },
    { name: 'voucher edit', kind: 'accounting', run: () => c().put(`/vouchers/${manual}`, { voucher_date: oct('18'), word: '记', lines: lines('90.00') }) },
    { name: 'voucher audit', kind: 'accounting', run: status(() => manual, 'audit') },
    { name: 'voucher post', kind: 'accounting', run: status(() => manual, 'post') },
    { name: 'voucher delete', kind: 'accounting', run: () => c().delete(`/vouchers/${made || manual}`) },
    { name: 'voucher renumber', kind: 'accounting', run: () => c().post('/vouchers/renumber', { period: '2026-10' }) },
  );

  // The month-end: every voucher audited and posted, profit and loss carried down, business then accounting closed.
  const postAll = async () => {
    const ids = (await ok(c().get('/vouchers?period=2026-10&page_size=500'))).list.filter((v: { status: number }) => v.status < 3).map((v: { id: number }) => v.id);
    await ok(c().post('/vouchers/batch-audit', { ids, action: 'audit' }));
    expect((await ok(c().post('/vouchers/batch-audit', { ids, action: 'post' }))).errors).toEqual([]);
  };
  await postAll();
  await ok(c().post('/period-end/carry-down', { period: '2026-10' }));
  await postAll();
  await ok(c().post('/business-period/close', { period: '2026-10' }));
  const checks = (await ok(c().get('/period-end/checks?period=2026-10'))).list;
  expect(checks.filter((x: { ok: boolean }) => !x.ok)).toEqual([]);
  await ok(c().post('/period-end/close', { period: '2026-10' }));
}, 300_000);
afterAll(async () => { await t?.close(); });

const recostFromOctober = () => t.database.db.transaction().execute((tx) => recostProduct(tx, e.enterpriseId, part, oct('01')));

describe('a closed month cannot be touched by any route', () => {
  it('refuses every bill action, every voucher action and a re-costing dated in October, naming 2026-10', async () => {
    const answers: string[] = [];
    for (const x of cases) {
      const res = await x.run();
      answers.push(`${x.name}: ${res.code} ${res.msg}`);
    }
    const refusal = { business: '业务期间 2026-10 已结账，不能再录入、修改、审核或反审核该期间的单据', accounting: '会计期间 2026-10 已结账，不能再录入、修改、审核或反审核该期间的凭证' };
    expect(answers).toEqual(cases.map((x) => `${x.name}: 4090 ${refusal[x.kind]}`));
    const recost = await recostFromOctober().catch((err: unknown) => err);
    expect(recost).toBeInstanceOf(AppError);
    expect(recost).toMatchObject({ code: 4090, params: { period: '2026-10' } });
  });

  it('still takes a red reversal of an October voucher dated in the open month', async () => {
    const red = await ok(c().post(`/vouchers/${manual}/reverse`, { voucher_date: '2026-11-02' }));
    expect(red.period).toBe('2026-11');
    await ok(c().delete(`/vouchers/${red.id}`));
  });

  it('accepts the same table again after the reverse close', async () => {
    await ok(c().post('/period-end/reverse', { period: '2026-10' }));
    await ok(c().post('/business-period/reverse', { period: '2026-10' }));
    const answers: string[] = [];
    for (const x of cases) {
      const res = await x.run();
      answers.push(`${x.name}: ${res.code}${res.code === 2000 ? '' : ` ${res.msg}`}`);
    }
    expect(answers).toEqual(cases.map((x) => `${x.name}: 2000`));
    await recostFromOctober();
  });
});
