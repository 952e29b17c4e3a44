import { findPage } from '@zf/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let customer: number;
let sale: { id: number; bill_sn: string };
let receipt: { id: number; bill_sn: string };

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '对账分享');
  other = await tradingBooks(t, '别家');
  const c = b.admin.client;
  const cash = (await c.post('/settlement-accounts', { name: '现金', account_type: 1 })).data.id as number;
  customer = (await c.post('/partners', { type: 1, name: '李记汽修' })).data.id as number;
  const belt = await b.product('正时皮带');
  await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: belt, number: '10', price: '40' }] });
  sale = await b.posted('sale-bills', { bill_date: '2026-11-12', partner_id: customer, lines: [{ product_id: belt, number: '3', price: '411.15' }] });
  receipt = await b.posted('receipts', { bill_date: '2026-11-20', partner_id: customer, money_lines: [{ account_id: cash, amount: '1000' }], settlements: [{ bill_id: sale.id, amount: '1000' }] });
});
afterAll(async () => { await t?.close(); });

const range = 'date_from=2026-11-01&date_to=2026-11-30&side=receivable';

describe('a partner statement goes to the partner', () => {
  it('exports to Excel with the opening balance, each document, the totals and the closing balance', async () => {
    const file = await b.admin.client.download(`/receivables/statement/export?partner_id=${customer}&${range}`);
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('对账单');
    const rows = sheet.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['日期', '单据类型', '单据编号', '本期应收', '本期收回', '余额'],
      [undefined, '期初余额', undefined, undefined, undefined, 0],
      ['2026-11-12', '销售单', sale.bill_sn, 1233.45, 0, 1233.45],
      ['2026-11-20', '收款单', receipt.bill_sn, 0, 1000, 233.45],
      [undefined, '本期合计', undefined, 1233.45, 1000],
      [undefined, '期末余额', undefined, undefined, undefined, 233.45],
    ]);
  });

  it('shares a link the partner opens without an account, in the reader’s language, until it is revoked', async () => {
    const made = await b.admin.client.post('/shares', { kind: 'statement', partner_id: customer, side: 'receivable', date_from: '2026-11-01', date_to: '2026-11-30' });
    expect(made.code, made.msg).toBe(2000);
    expect(made.data.url).toBe(`/share?code=${encodeURIComponent(made.data.token)}`);
    expect(made.data.token).toMatch(new RegExp(`^${b.enterpriseId}\\.`));

    const zh = await t.client.get(`/share/${made.data.token}`);
    expect(zh.code, zh.msg).toBe(2000);
    expect(zh.data).toMatchObject({
      company: '对账分享', title: '对账单',
      fields: [{ label: '往来单位', value: '李记汽修' }, { label: '对账期间', value: '2026-11-01 ~ 2026-11-30' }, { label: '期初余额', value: '0.00' }],
      footer: [{ label: '本期应收', value: '1,233.45' }, { label: '本期收回', value: '1,000.00' }, { label: '期末余额', value: '233.45' }],
    });
    expect(zh.data.table.rows).toEqual([
      { date: '2026-11-12', type: '销售单', sn: sale.bill_sn, increase: '1,233.45', decrease: '0.00', balance: '1,233.45' },
      { date: '2026-11-20', type: '收款单', sn: receipt.bill_sn, increase: '0.00', decrease: '1,000.00', balance: '233.45' },
    ]);
    // The statement's own print is the same document.
    expect((await b.admin.client.get(`/receivables/statement/print?partner_id=${customer}&${range}`)).data).toEqual(zh.data);
    const en = await t.client.get(`/share/${made.data.token}`, { language: 2 });
    expect(en.data).toMatchObject({ title: 'Statement of account', footer: [{ label: 'Billed' }, { label: 'Collected' }, { label: 'Closing balance', value: '233.45' }] });

    // A guessed token of the same enterprise, or the right secret under another enterprise's id, finds nothing.
    const secret = made.data.token.split('.')[1];
    expect((await t.client.get(`/share/${b.enterpriseId}.${'x'.repeat(32)}`)).code).toBe(4004);
    expect((await t.client.get(`/share/${other.enterpriseId}.${secret}`)).code).toBe(4004);

    expect((await other.admin.client.delete(`/shares/${made.data.id}`)).code).toBe(4004);
    expect((await b.admin.client.delete(`/shares/${made.data.id}`)).code).toBe(2000);
    expect(await t.client.get(`/share/${made.data.token}`)).toMatchObject({ code: 4004, msg: '分享链接不存在或已过期' });
  });

  it('refuses a link beyond 90 days, another enterprise’s partner, and a member who cannot read statements', async () => {
    const far = Math.floor(Date.now() / 1000) + 91 * 86_400;
    const long = await b.admin.client.post('/shares', { kind: 'statement', partner_id: customer, date_from: '2026-11-01', date_to: '2026-11-30', expires_at: far });
    expect(long).toMatchObject({ code: 4220, data: { fields: { expires_at: '有效期须在1到90天之间' } } });
    expect((await other.admin.client.post('/shares', { kind: 'statement', partner_id: customer, date_from: '2026-11-01', date_to: '2026-11-30' })).code).toBe(4004);
    const clerk = await joinedMember(t.client, b, '仓管员');
    expect((await clerk.client.post('/shares', { kind: 'statement', partner_id: customer, date_from: '2026-11-01', date_to: '2026-11-30' })).code).toBe(4003);
  });

  it('is not printed, exported or shared by someone whose group hides the partner amounts', async () => {
    const staff = await joinedMember(t.client, b, '看不到金额');
    const group = (await b.admin.client.post('/permission-groups', { name: '看不到金额' })).data.id;
    const cols = findPage('receivableBill')!.cols.map((c) => c.key).filter((k) => k !== 'total_amount');
    expect((await b.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'receivableBill', cols, funs: [] }] })).code).toBe(2000);
    await b.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [staff.employeeId] });
    expect((await staff.client.get(`/receivables/statement/print?partner_id=${customer}&${range}`)).code).toBe(4003);
    expect((await staff.client.download(`/receivables/statement/export?partner_id=${customer}&${range}`)).json?.code).toBe(4003);
    expect((await staff.client.post('/shares', { kind: 'statement', partner_id: customer, date_from: '2026-11-01', date_to: '2026-11-30' })).code).toBe(4003);
  });
});
