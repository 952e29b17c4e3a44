import { builtinPrintTemplate, templateDocument, type PrintLayout } from '@zf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/** Print templates, print settings and print jobs (issue 20 item 4). */
let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let sale: { id: number; bill_sn: string };

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '打印模板商贸');
  other = await tradingBooks(t, '别家打印');
  const belt = await b.product('正时皮带');
  await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: belt, number: '10', price: '40' }] });
  sale = await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: belt, number: '3', price: '411.15', discount_amount: '33.45', remark: '加急' }] });
});
afterAll(async () => { await t?.close(); });

const builtin = builtinPrintTemplate('sale-bills');
/** The delivery note a clerk designs: a remark column (widths still 100) and a line of free text. */
const note: PrintLayout = {
  ...builtin.layout, title: { zh: '送货单', en: 'Delivery note' },
  columns: [...builtin.layout.columns.slice(0, -1), { ...builtin.layout.columns.at(-1)!, width: 10 }, { field: 'remark', label: { zh: '备注', en: 'Remark' }, width: 5 }],
  texts: [{ position: 'bottom', text: '货物当面点清，过后概不负责' }],
};
const body = (over: object = {}) => ({ kind: 'sale-bills', name: '送货单', is_default: true, paper: builtin.paper, layout: note, ...over });

async function staffWith(name: string, pages: Array<{ page: string; funs: string[] }>) {
  const staff = await joinedMember(t.client, b, name);
  const group = await b.admin.client.post('/permission-groups', { name });
  await b.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: pages.map((p) => ({ ...p, cols: null })) });
  await b.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [staff.employeeId] });
  return staff;
}

describe('print templates', () => {
  it('prints a sale bill on the built-in template with zero setup: figures, capitals, maker and auditor', async () => {
    const res = await b.admin.client.get(`/print/sale-bills/${sale.id}`);
    expect(res.code, res.msg).toBe(2000);
    expect(res.data.template).toMatchObject({ id: 0, builtin: true, kind: 'sale-bills', paper: { size: '241x140' } });
    expect(res.data.settings).toEqual({ paper: { size: 'A4', orientation: 'portrait', margins: { top: 10, right: 10, bottom: 10, left: 10 } }, copies: 1, printers: [] });
    // 3 × 411.15 = 1,233.45 less the 33.45 discount = 1,200.00.
    expect(res.data.data).toMatchObject({
      bill_type: 'sale-bills', bill_sn: sale.bill_sn, company: '打印模板商贸', partner_name: '打印模板商贸客户', total_number: '3.0000', total_amount: '1200.00',
      amount_in_words: '壹仟贰佰元整', maker_name: '管理员', auditor_name: '管理员', audit_status: 2,
    });
    expect(res.data.data.lines).toEqual([{ product_code: expect.any(String), product_name: '正时皮带', spec: '', unit_name: expect.any(String), number: '3.0000', price: '411.150000', discount_amount: '33.45', amount: '1200.00', remark: '加急', tax_rate: expect.any(String), tax_amount: '0.00' }]);
    // The built-in template is the default; the shipped 送货单(无价格) is listed beside it.
    expect((await b.admin.client.get('/print-templates?kind=sale-bills')).data.list).toEqual([
      expect.objectContaining({ id: 0, builtin: true, is_default: true }), expect.objectContaining({ name: '送货单(无价格)', is_default: false }),
    ]);
  });

  it('creates, updates, keeps one default per kind, copies and deletes', async () => {
    const made = await b.admin.client.post('/print-templates', body({ is_default: false }));
    expect(made.code, made.msg).toBe(2000);
    // The first template of a kind is its default.
    expect(made.data).toMatchObject({ kind: 'sale-bills', name: '送货单', is_default: true, layout: { title: { zh: '送货单' } } });
    const second = await b.admin.client.post('/print-templates', body({ name: '销售单（宽）', is_default: true }));
    expect(second.data.is_default).toBe(true);
    let list = (await b.admin.client.get('/print-templates?kind=sale-bills')).data.list;
    expect(list.map((x: { name: string; is_default: boolean }) => [x.name, x.is_default])).toEqual([['送货单(无价格)', false], ['送货单', false], ['销售单（宽）', true]]);
    // `id` in the body updates; the default moves back.
    const updated = await b.admin.client.post('/print-templates', body({ id: made.data.id, name: '送货单', is_default: true }));
    expect(updated.code, updated.msg).toBe(2000);
    list = (await b.admin.client.get('/print-templates?kind=sale-bills')).data.list;
    expect(list.filter((x: { is_default: boolean }) => x.is_default).map((x: { id: number }) => x.id)).toEqual([made.data.id]);
    expect((await b.admin.client.post('/print-templates', body({ is_default: false }))).msg).toBe('同类打印模板中已有这个名称');

    const copy = await b.admin.client.post(`/print-templates/${made.data.id}/copy`);
    expect(copy.data).toMatchObject({ name: '送货单 (2)', is_default: false, layout: note });
    expect((await b.admin.client.delete(`/print-templates/${copy.data.id}`)).code).toBe(2000);
    // Deleting the default leaves the kind on its built-in template (never the delivery note without prices).
    expect((await b.admin.client.delete(`/print-templates/${made.data.id}`)).code).toBe(2000);
    list = (await b.admin.client.get('/print-templates?kind=sale-bills')).data.list;
    expect(list.map((x: { id: number; is_default: boolean }) => [x.id, x.is_default])).toEqual([[0, true], [expect.any(Number), false], [second.data.id, false]]);
    expect((await b.admin.client.get(`/print/sale-bills/${sale.id}`)).data.template).toMatchObject({ id: 0, builtin: true });
    expect((await b.admin.client.delete(`/print-templates/${second.data.id}`)).code).toBe(2000);
  });

  it('refuses widths that do not total 100 % in the reader’s language, and an unknown kind', async () => {
    const bad = { ...note, columns: note.columns.map((c, i) => (i === 0 ? { ...c, width: c.width + 1 } : c)) };
    const zh = await b.admin.client.post('/print-templates', body({ layout: bad }));
    expect(zh.code).toBe(4220);
    expect(JSON.stringify(zh.data)).toContain('打印模板的列宽合计必须为 100%');
    const en = await b.admin.client.post('/print-templates', body({ layout: bad }), { language: 2 });
    expect(JSON.stringify(en.data)).toContain('The column widths of a print template must total 100%');
    expect((await b.admin.client.post('/print-templates', body({ kind: 'no-such-bills' }))).code).toBe(4220);
  });

  it('prints a bill on the default template or the one asked for; exports and imports a template file', async () => {
    const made = await b.admin.client.post('/print-templates', body());
    const job = await b.admin.client.get(`/print/sale-bills/${sale.id}`);
    expect(job.data.template).toMatchObject({ id: made.data.id, name: '送货单', layout: { texts: [{ text: '货物当面点清，过后概不负责' }] } });
    expect((await b.admin.client.get(`/print/sale-bills/${sale.id}?template_id=${made.data.id}`)).data.template.id).toBe(made.data.id);

    const file = await b.admin.client.download(`/print-templates/${made.data.id}/export`);
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('application/json');
    const json = JSON.parse(file.body.toString('utf8'));
    expect(json).toEqual({ format: 'zf-print-template', version: 1, kind: 'sale-bills', name: '送货单', paper: builtin.paper, layout: note });
    // Into another enterprise: the same template, its first of the kind so its default.
    const imported = await other.admin.client.post('/print-templates/import', json);
    expect(imported.code, imported.msg).toBe(2000);
    expect(imported.data).toMatchObject({ name: '送货单', is_default: true, paper: builtin.paper, layout: note });
    // Back home under a free name, not the default.
    expect((await b.admin.client.post('/print-templates/import', json)).data).toMatchObject({ name: '送货单 (2)', is_default: false });
    expect((await b.admin.client.post('/print-templates/import', { ...json, format: 'other' })).code).toBe(4220);
    // A template of another kind is not a sale bill's.
    const receipt = await b.admin.client.post('/print-templates', { ...body(), kind: 'receipts', layout: builtinPrintTemplate('receipts').layout });
    expect((await b.admin.client.get(`/print/sale-bills/${sale.id}?template_id=${receipt.data.id}`)).code).toBe(4004);
  });

  it('keeps the print settings per enterprise', async () => {
    const settings = { paper: { size: 'A5', orientation: 'landscape', margins: { top: 5, right: 8, bottom: 5, left: 8 } }, copies: 2, printers: ['前台针式打印机', 'HP LaserJet'] };
    expect((await b.admin.client.put('/print-settings', settings)).data).toEqual(settings);
    expect((await b.admin.client.get('/print-settings')).data).toEqual(settings);
    expect((await other.admin.client.get('/print-settings')).data.copies).toBe(1);
    expect((await b.admin.client.put('/print-settings', { ...settings, copies: 0 })).code).toBe(4220);
  });

  it('keeps enterprises apart: B cannot read, print, edit, copy, export or delete A’s templates or bills', async () => {
    const mine = (await b.admin.client.post('/print-templates', body({ name: '只属于甲' }))).data;
    expect((await other.admin.client.get('/print-templates?kind=sale-bills')).data.list.map((x: { name: string }) => x.name)).not.toContain('只属于甲');
    expect((await other.admin.client.get(`/print/sale-bills/${sale.id}`)).code).toBe(4004);
    expect((await other.admin.client.post('/print-templates', body({ id: mine.id, name: '抢来的' }))).code).toBe(4004);
    expect((await other.admin.client.post(`/print-templates/${mine.id}/copy`)).code).toBe(4004);
    expect((await other.admin.client.get(`/print-templates/${mine.id}/export`)).code).toBe(4004);
    expect((await other.admin.client.delete(`/print-templates/${mine.id}`)).code).toBe(4004);
    expect((await b.admin.client.get('/print-templates?kind=sale-bills')).data.list.map((x: { name: string }) => x.name)).toContain('只属于甲');
  });

  it('needs the designer’s functions to change templates and the bill page to print it (4003)', async () => {
    const clerk = await staffWith('开单员', [{ page: 'saleBill', funs: ['sale_bill_print'] }, { page: 'printTemplateDesigner', funs: ['print_template_add'] }]);
    const mine = (await clerk.client.post('/print-templates', body({ name: '开单员的' })));
    expect(mine.code, mine.msg).toBe(2000);
    expect((await clerk.client.post('/print-templates', body({ id: mine.data.id, name: '开单员的' }))).code).toBe(4003);
    expect((await clerk.client.delete(`/print-templates/${mine.data.id}`)).code).toBe(4003);
    expect((await clerk.client.post(`/print-templates/${mine.data.id}/copy`)).code).toBe(4003);
    expect((await clerk.client.put('/print-settings', { paper: builtin.paper, copies: 1, printers: [] })).code).toBe(4003);
    expect((await clerk.client.get(`/print/sale-bills/${sale.id}`)).code).toBe(2000);
    const keeper = await staffWith('只看采购', [{ page: 'purchaseBill', funs: [] }]);
    expect((await keeper.client.get(`/print/sale-bills/${sale.id}`)).code).toBe(4003);
    expect((await keeper.client.get(`/print-templates/${mine.data.id}/export`)).code).toBe(4003);
  });
});

describe('vouchers and invoices print through templates of their kinds', () => {
  let voucherId: number;
  let invoice: { id: number; bill_sn: string };
  beforeAll(async () => {
    const c = b.admin.client;
    // The fixture's month (its bills are dated 2026-11-10): books started later would open on those bills' stock.
    const month = '2026-11';
    expect((await c.post('/finance/initialize', { start_period: month })).code).toBe(2000);
    const v = await c.post('/vouchers', { voucher_date: `${month}-01`, word: '记', attachments: 2, lines: [
      { summary: '收到货款', subject_code: '1002', debit: '1200.00' }, { summary: '收到货款', subject_code: '1122', credit: '1200.00', partner_id: b.customer },
    ] });
    expect(v.code, v.msg).toBe(2000);
    voucherId = v.data.id;
    const pads = await b.product('刹车片');
    const purchase = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: pads, number: '10', price: '12.50', tax_rate: '0.13' }] });
    const src = (await c.get(`/bills/purchase-bills/${purchase.id}`)).data.lines[0].id as number;
    invoice = await b.posted('purchase-invoices', {
      partner_id: b.supplier, ext: { invoice_no: '08812345', invoice_code: '3100261130', invoice_date: '2026-11-12', kind: 'special' },
      lines: [{ product_id: pads, source_line_id: src, number: '4' }],
    });
  });

  it('a voucher prints on the built-in 记账凭证: number, date, attachments, lines with the partner, 1,200.00 in capitals', async () => {
    const job = await b.admin.client.get(`/print/voucher/${voucherId}`);
    expect(job.code, job.msg).toBe(2000);
    expect(job.data.template).toMatchObject({ id: 0, builtin: true, kind: 'voucher', layout: { title: { zh: '记账凭证' } } });
    expect(job.data.data).toMatchObject({ bill_type: 'voucher', bill_sn: '记-0001', total_amount: '1200.00', attachments: 2, amount_in_words: '壹仟贰佰元整', maker_name: '管理员' });
    const doc = templateDocument(job.data.template, job.data.data, 'zh-CN');
    expect(doc.title).toBe('记账凭证');
    expect(doc.fields!.map((f) => `${f.label} ${f.value}`)).toEqual(['凭证字号 记-0001', expect.stringMatching(/^日期 \d{4}-\d{2}-01$/), '附单据数 2']);
    expect(doc.table!.rows).toEqual([
      { no: 1, summary: '收到货款', subject: '1002 银行存款', debit: '1,200.00', credit: '' },
      { no: 2, summary: '收到货款', subject: '1122 应收账款 — 打印模板商贸客户', debit: '', credit: '1,200.00' },
    ]);
    expect(doc.footer).toEqual([{ label: '合计金额', value: '1,200.00' }, { label: '合计金额(大写)', value: '壹仟贰佰元整' }]);
    expect(doc.signatures!.map((x) => `${x.label} ${x.value ?? ''}`)).toEqual(['制单 管理员', '审核 ', '记账 ']);
    // In English the labels change; the capitals stay what the paper is checked against.
    const en = templateDocument(job.data.template, job.data.data, 'en-US');
    expect([en.title, en.table!.columns.map((x) => x.title).join('|')]).toEqual(['Accounting voucher', '#|Summary|Account|Debit|Credit']);
  });

  it('a designed voucher template becomes the default the voucher prints with; other enterprises and bill clerks are refused', async () => {
    const layout = { ...builtinPrintTemplate('voucher').layout, title: { zh: '转账凭证', en: 'Transfer voucher' } };
    const made = await b.admin.client.post('/print-templates', { kind: 'voucher', name: '凭证（套打）', is_default: true, paper: builtinPrintTemplate('voucher').paper, layout });
    expect(made.code, made.msg).toBe(2000);
    const job = await b.admin.client.get(`/print/voucher/${voucherId}`);
    expect(job.data.template).toMatchObject({ id: made.data.id, layout: { title: { zh: '转账凭证' } } });
    expect(templateDocument(job.data.template, job.data.data, 'zh-CN').title).toBe('转账凭证');
    expect((await other.admin.client.get(`/print/voucher/${voucherId}`)).code).toBe(4004);
    const clerk = await staffWith('只开销售单', [{ page: 'saleBill', funs: ['sale_bill_print'] }]);
    expect((await clerk.client.get(`/print/voucher/${voucherId}`)).code).toBe(4003);
  });

  it('a purchase invoice prints on its built-in template: invoice number, code, date, tax and 价税合计 56.50 in capitals', async () => {
    const job = await b.admin.client.get(`/print/purchase-invoices/${invoice.id}`);
    expect(job.code, job.msg).toBe(2000);
    expect(job.data.template).toMatchObject({ id: 0, builtin: true, kind: 'purchase-invoices' });
    expect(job.data.data).toMatchObject({ invoice_no: '08812345', invoice_code: '3100261130', invoice_date: '2026-11-12', total_amount: '50.00', tax_amount: '6.50' });
    const doc = templateDocument(job.data.template, job.data.data, 'zh-CN');
    expect(doc.title).toBe('采购发票');
    expect(doc.fields!.slice(0, 3).map((f) => `${f.label} ${f.value}`)).toEqual(['发票号码 08812345', '发票代码 3100261130', '开票日期 2026-11-12']);
    expect(doc.table!.rows[0]).toMatchObject({ name: '刹车片', number: '4.0000', price: '12.50', amount: '50.00', tax_rate: '13%', tax: '6.50', amount_with_tax: '56.50' });
    expect(doc.footer).toEqual([
      { label: '合计数量', value: '4.0000' }, { label: '合计金额', value: '50.00' }, { label: '合计税额', value: '6.50' }, { label: '价税合计', value: '56.50' },
      { label: '价税合计(大写)', value: '伍拾陆元伍角' },
    ]);
    expect((await b.admin.client.get('/print-templates?kind=sale-invoices')).data.list).toEqual([expect.objectContaining({ id: 0, builtin: true, kind: 'sale-invoices' })]);
  });
});
