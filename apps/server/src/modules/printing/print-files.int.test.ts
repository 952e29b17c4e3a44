import { builtinPrintTemplate, templateDocument, type PrintLayout } from '@zf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Issue 20, what the last note left: the company logo uploaded in the designer and carried by the exported file,
 * template files read with clear errors, and a sale bill printed without prices for a clerk who may not see them.
 */
let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let sale: { id: number; bill_sn: string };

// A real 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const storedUrl = /^\/api\/v1\/files\/[A-Za-z0-9_-]{32}\.png$/;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '打印文件商贸');
  other = await tradingBooks(t, '导入模板的别家');
  const belt = await b.product('正时皮带');
  await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: belt, number: '10', price: '40' }] });
  // 3 × 411.15 = 1,233.45 less the 33.45 discount = 1,200.00.
  sale = await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: belt, number: '3', price: '411.15', discount_amount: '33.45', remark: '加急' }] });
});
afterAll(async () => { await t?.close(); });

const builtin = builtinPrintTemplate('sale-bills');
const withLogo = (url: string): PrintLayout => ({ ...builtin.layout, title: { zh: '送货单', en: 'Delivery note' }, logo: { show: true, url, width: 40, height: 20 } });

/** A member of A's enterprise with the sale bill page (printing) and the designer; `cols` are the sale bill columns granted (null = all). */
async function clerkWith(name: string, cols: string[] | null) {
  const staff = await joinedMember(t.client, b, name);
  const group = await b.admin.client.post('/permission-groups', { name });
  const pages = [{ page: 'saleBill', funs: ['sale_bill_print'], cols }, { page: 'printTemplateDesigner', funs: [], cols: null }];
  expect((await b.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages })).code).toBe(2000);
  await b.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [staff.employeeId] });
  return staff;
}

describe('the company logo of a template', () => {
  it('takes a PNG upload into the file storage; refuses other types and more than 512 KB in the reader’s language', async () => {
    const up = await b.admin.client.upload('/print-templates/logo', png, '公司标志.png', 'image/png');
    expect(up.code, up.msg).toBe(2000);
    expect(up.data).toEqual({ url: expect.stringMatching(storedUrl), size: png.length });
    const served = await t.app.inject({ url: up.data.url });
    expect([served.statusCode, served.headers['content-type'], served.rawPayload.equals(png)]).toEqual([200, 'image/png', true]);

    const gif = await b.admin.client.upload('/print-templates/logo', Buffer.from('GIF89a\x01\x00\x01\x00'), 'logo.png', 'image/png');
    expect([gif.code, gif.data.fields]).toEqual([4220, { file: '公司标志只能是 PNG 或 JPG 图片' }]);
    const en = await b.admin.client.upload('/print-templates/logo', Buffer.from('<svg/>'), 'logo.svg', 'image/svg+xml', { language: 2 });
    expect(en.data.fields).toEqual({ file: 'The company logo must be a PNG or JPG image' });
    const big = await b.admin.client.upload('/print-templates/logo', Buffer.concat([png, Buffer.alloc(512 * 1024)]), 'big.png', 'image/png');
    expect([big.code, big.data.fields]).toEqual([4220, { file: '公司标志图片不能超过 512KB' }]);
    // Uploading a logo is designing a template.
    const clerk = await clerkWith('只打印的开单员', null);
    expect((await clerk.client.upload('/print-templates/logo', png, 'a.png', 'image/png')).code).toBe(4003);
  });

  it('prints the logo at its size; the exported file carries the image, and another enterprise’s import prints its own copy', async () => {
    const url = (await b.admin.client.upload('/print-templates/logo', png, 'logo.png', 'image/png')).data.url as string;
    const made = await b.admin.client.post('/print-templates', { kind: 'sale-bills', name: '带标志的送货单', is_default: false, paper: builtin.paper, layout: withLogo(url) });
    expect(made.code, made.msg).toBe(2000);
    const job = await b.admin.client.get(`/print/sale-bills/${sale.id}?template_id=${made.data.id}`);
    expect(templateDocument(job.data.template, job.data.data, 'zh-CN')).toMatchObject({ logo: url, logoSize: { width: 40, height: 20 } });

    const file = await b.admin.client.download(`/print-templates/${made.data.id}/export`);
    expect(file.status).toBe(200);
    const json = JSON.parse(file.body.toString('utf8'));
    expect(json).not.toHaveProperty('code');
    expect(json).toMatchObject({ format: 'zf-print-template', version: 1, kind: 'sale-bills', name: '带标志的送货单', logo: { type: 'image/png', data: png.toString('base64') } });

    const imported = await other.admin.client.post('/print-templates/import', json);
    expect(imported.code, imported.msg).toBe(2000);
    const copy = imported.data.layout.logo;
    expect(copy).toEqual({ show: true, url: expect.stringMatching(storedUrl), width: 40, height: 20 });
    expect(copy.url).not.toBe(url);
    expect((await t.app.inject({ url: copy.url })).rawPayload.equals(png)).toBe(true);
  });
});

describe('template files', () => {
  it('downloads as <name>.zftpl.json and imports as a new template beside one of the same name, never over it', async () => {
    const made = (await b.admin.client.post('/print-templates', { kind: 'sale-bills', name: '出库单', is_default: false, paper: builtin.paper, layout: builtin.layout })).data;
    const file = await b.admin.client.download(`/print-templates/${made.id}/export`);
    expect(file.body.length).toBeGreaterThan(0);
    const json = JSON.parse(file.body.toString('utf8'));
    const first = await other.admin.client.post('/print-templates/import', json);
    const second = await other.admin.client.post('/print-templates/import', { ...json, layout: { ...json.layout, title: { zh: '第二份', en: 'Second' } } });
    expect([first.data.name, second.data.name]).toEqual(['出库单', '出库单 (2)']);
    const list = (await other.admin.client.get('/print-templates?kind=sale-bills')).data.list as Array<{ id: number; layout: PrintLayout }>;
    expect(list.find((x) => x.id === first.data.id)!.layout.title).toEqual(builtin.layout.title);
  });

  it('refuses a broken file with what is wrong and where, in Chinese and English, and creates nothing', async () => {
    const c = other.admin.client;
    const before = (await c.get('/print-templates?kind=sale-bills')).data.list.length;
    const good = { format: 'zf-print-template', version: 1, kind: 'sale-bills', name: '坏文件', paper: builtin.paper, layout: builtin.layout };
    expect(await c.post('/print-templates/import', { rows: [1, 2] })).toMatchObject({ code: 4220, msg: '不是打印模板导出的文件' });
    expect(await c.post('/print-templates/import', { ...good, version: 2 })).toMatchObject({ code: 4220, msg: '模板文件的版本不受支持（本系统读取第 1 版）' });
    expect(await c.post('/print-templates/import', { ...good, kind: 'rockets' })).toMatchObject({ code: 4220, msg: '没有这种打印模板类型' });
    const wide = { ...good, layout: { ...builtin.layout, columns: builtin.layout.columns.map((x, i) => (i ? x : { ...x, width: x.width + 1 })) } };
    expect(await c.post('/print-templates/import', wide)).toMatchObject({ code: 4220, msg: '模板文件中的“layout.columns”有误：打印模板的列宽合计必须为 100%' });
    expect(await c.post('/print-templates/import', wide, { language: 2 }))
      .toMatchObject({ code: 4220, msg: 'The template file is wrong at “layout.columns”: The column widths of a print template must total 100%' });
    const unknownField = { ...good, layout: { ...builtin.layout, header: [{ field: 'password', label: { zh: '', en: '' }, width: 1 }] } };
    expect((await c.post('/print-templates/import', unknownField)).msg).toMatch(/^模板文件中的“layout\.header\.0\.field”有误：/);
    const fakeLogo = { ...good, logo: { type: 'image/png', data: Buffer.from('<script>alert(1)</script>').toString('base64') } };
    expect(await c.post('/print-templates/import', fakeLogo)).toMatchObject({ code: 4220, data: { fields: { file: '公司标志只能是 PNG 或 JPG 图片' } } });
    expect((await c.get('/print-templates?kind=sale-bills')).data.list.length).toBe(before);
  });
});

describe('a delivery note without prices', () => {
  const figures = ['411.15', '1200', '1,200', '33.45', '壹仟贰佰'];

  it('a clerk whose role hides the amounts gets a print job without price, amount, tax, capitals or partner — on any template', async () => {
    const clerk = await clerkWith('看不到金额的开单员', []);
    const job = await clerk.client.get(`/print/sale-bills/${sale.id}`);
    expect(job.code, job.msg).toBe(2000);
    // The kind's default (the first template made above) has price and amount columns: the job carries neither.
    expect(job.data.template.layout.columns.map((c: { field: string }) => c.field)).toEqual(expect.arrayContaining(['price', 'amount']));
    const text = JSON.stringify(job.data.data);
    for (const f of figures) expect(text).not.toContain(f);
    expect(job.data.data.lines).toEqual([{ product_code: expect.any(String), product_name: '正时皮带', spec: '', unit_name: expect.any(String), number: '3.0000', remark: '加急', tax_rate: expect.any(String) }]);
    for (const k of ['total_amount', 'amount_in_words', 'tax_amount', 'partner_name']) expect(job.data.data).not.toHaveProperty(k);
    expect(job.data.data).toMatchObject({ bill_sn: sale.bill_sn, total_number: '3.0000' });

    // What the page prints: the price and amount columns left out, the others grown back to 100 %, quantity totals only.
    const doc = templateDocument(job.data.template, job.data.data, 'zh-CN');
    expect(doc.table!.columns.map((c) => [c.key, c.width])).toEqual([['no', 8], ['code', 18], ['name', 32], ['spec', 16], ['unit', 9], ['number', 17]]);
    expect(doc.footer).toEqual([{ label: '合计数量', value: '3.0000' }]);
    expect(doc.fields!.map((f) => f.label)).not.toContain('客户');
    for (const f of figures) expect(JSON.stringify(doc)).not.toContain(f);

    // The shipped 送货单(无价格) is there to choose, and prints the same without anything to leave out.
    const shipped = (await clerk.client.get('/print-templates?kind=sale-bills')).data.list.find((x: { name: string }) => x.name === '送货单(无价格)');
    const onShipped = await clerk.client.get(`/print/sale-bills/${sale.id}?template_id=${shipped.id}`);
    const shippedDoc = templateDocument(onShipped.data.template, onShipped.data.data, 'en-US');
    expect(shippedDoc.title).toBe('Delivery note');
    expect(shippedDoc.table!.columns.map((c) => c.key)).toEqual(['no', 'code', 'name', 'spec', 'unit', 'number', 'remark']);
    for (const f of figures) expect(JSON.stringify(onShipped.data.data)).not.toContain(f);
  });

  it('with the amount columns the clerk gets the figures; 送货单(无价格) prints none of them even then', async () => {
    const clerk = await clerkWith('看得到金额的开单员', null);
    const job = await clerk.client.get(`/print/sale-bills/${sale.id}`);
    expect(job.data.data).toMatchObject({ total_amount: '1200.00', amount_in_words: '壹仟贰佰元整', partner_name: '打印文件商贸客户' });
    expect(job.data.data.lines[0]).toMatchObject({ price: '411.150000', amount: '1200.00', discount_amount: '33.45' });
    const doc = templateDocument(job.data.template, job.data.data, 'zh-CN');
    expect(doc.footer).toEqual([{ label: '合计数量', value: '3.0000' }, { label: '合计金额', value: '1,200.00' }, { label: '合计金额(大写)', value: '壹仟贰佰元整' }]);

    const shipped = (await clerk.client.get('/print-templates?kind=sale-bills')).data.list.find((x: { name: string }) => x.name === '送货单(无价格)');
    const onShipped = await clerk.client.get(`/print/sale-bills/${sale.id}?template_id=${shipped.id}`);
    const note = templateDocument(onShipped.data.template, onShipped.data.data, 'zh-CN');
    expect(note.title).toBe('送货单');
    expect(note.footer).toEqual([{ label: '合计数量', value: '3.0000' }]);
    expect(note.signatures!.map((s) => s.label)).toEqual(['制单', '经手人', '收货人']);
    for (const f of figures) expect(JSON.stringify(note)).not.toContain(f);
  });
});
