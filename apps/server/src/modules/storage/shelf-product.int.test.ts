import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import type { SignedClient } from '../../testing/signed-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
let north: number;
let south: number;
let shelfA: number;
let shelfB: number;
let shelfS: number;
let pads: number;
let filter: number;

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '货架商品企业');
  b = await enterpriseWithAdmin(t.client, '别的企业');
  const c = a.admin.client;
  north = (await c.post('/warehouses', { name: '北仓' })).data.id;
  south = (await c.post('/warehouses', { name: '南仓' })).data.id;
  shelfA = (await c.post('/shelves', { warehouse_id: north, name: 'N-01-01' })).data.id;
  shelfB = (await c.post('/shelves', { warehouse_id: north, name: 'N-01-02' })).data.id;
  shelfS = (await c.post('/shelves', { warehouse_id: south, name: 'S-01-01' })).data.id;
  const unit = (await c.get('/units')).data.list[0].id;
  pads = (await c.post('/products', { code: 'SP-1', name: '刹车片', unit_id: unit })).data.id;
  filter = (await c.post('/products', { code: 'SP-2', name: '机油滤芯', unit_id: unit })).data.id;
});
afterAll(async () => { await t?.close(); });

async function workbook(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function importInto(client: SignedClient, file: Buffer, language: 1 | 2 = 1) {
  const started = await client.upload('/shelf-products/import', file, 'import.xlsx', xlsx, { language });
  expect(started.code, started.msg).toBe(2000);
  await t.app.jobs.settle();
  return (await client.get(`/tasks/${started.data.task_id}`)).data;
}
async function headerOf(client: SignedClient): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await client.download('/shelf-products/import-template')).body as never);
  const row = book.worksheets[0]!.getRow(1);
  return Array.from({ length: row.cellCount }, (_, i) => String(row.getCell(i + 1).value ?? ''));
}

describe('shelf products', () => {
  it('put a product on shelves once each, list them by shelf, warehouse or product, and keep a stocked shelf', async () => {
    const c = a.admin.client;
    const placed = await c.post('/shelf-products', { shelf_id: shelfA, product_id: pads, remark: '上层' });
    expect(placed.code, placed.msg).toBe(2000);
    expect((await c.post('/shelf-products', { shelf_id: shelfS, product_id: pads })).code).toBe(2000);
    expect((await c.post('/shelf-products', { shelf_id: shelfB, product_id: filter })).code).toBe(2000);
    expect((await c.post('/shelf-products', { shelf_id: shelfA, product_id: pads })).data.fields).toEqual({ product_id: '已存在相同的值' });
    expect((await c.post('/shelf-products', { product_id: pads }, { language: 2 })).data.fields).toEqual({ shelf_id: 'Cannot be empty' });

    expect((await c.get(`/shelf-products/${placed.data.id}`)).data).toMatchObject({ shelf_name: 'N-01-01', product_name: '刹车片', remark: '上层' });
    const inNorth = (await c.get(`/shelf-products?warehouse_id=${north}&sort=id&order=asc`)).data;
    expect(inNorth.list.map((r: { shelf_name: string; product_name: string }) => [r.shelf_name, r.product_name])).toEqual([['N-01-01', '刹车片'], ['N-01-02', '机油滤芯']]);
    expect((await c.get(`/shelf-products?product_id=${pads}`)).data.total).toBe(2);
    expect((await c.get(`/shelf-products?shelf_id=${shelfS}`)).data.list).toEqual([expect.objectContaining({ product_name: '刹车片' })]);
    expect((await c.get(`/shelf-products?keyword=${encodeURIComponent('上层')}`)).data.total).toBe(1);

    // Moving a placement onto a shelf that already holds the product is the same duplicate.
    const other = (await c.get(`/shelf-products?shelf_id=${shelfS}`)).data.list[0].id;
    expect((await c.put(`/shelf-products/${other}`, { shelf_id: shelfA })).data.fields).toEqual({ product_id: '已存在相同的值' });
    expect((await c.put(`/shelf-products/${other}`, { remark: '地面' })).code).toBe(2000);

    expect(await c.delete(`/shelves/${shelfB}`)).toMatchObject({ code: 4090, msg: '无法删除：货架商品中仍有记录引用它' });
    expect(await c.delete(`/shelves/${shelfB}`, undefined, { language: 2 })).toMatchObject({ msg: 'Cannot delete: records in Shelf products still refer to it' });
    // A product's placements belong to it: it still goes to the recycle bin.
    expect((await c.delete(`/products/${filter}`)).code).toBe(2000);
  });

  it('imports a workbook: good rows are placed, the bad ones are reported by spreadsheet row in the importer’s language', async () => {
    const c = a.admin.client;
    const header = await headerOf(c);
    expect(header).toEqual(['ID', '货架*', '商品*', '备注']);
    const unit = (await c.get('/units')).data.list[0].id;
    const belt = (await c.post('/products', { code: 'SP-3', name: '正时皮带', unit_id: unit })).data.id;
    const zh = await importInto(c, await workbook([
      header,
      ['', 'N-01-02', '正时皮带', '导入'],
      ['', 'S-01-01', '正时皮带', ''],
      ['', 'N-01-01', '不存在的商品', ''],
      ['', 'N-01-01', '刹车片', '重复'],
    ]));
    expect(zh.status).toBe('done');
    expect(zh.result).toMatchObject({ success: 2, failed: 2 });
    expect(zh.result.errors).toEqual([
      { row: 4, message: '商品: 所选记录不存在' },
      { row: 5, message: '商品: 已存在相同的值' },
    ]);
    const belts = (await c.get(`/shelf-products?product_id=${belt}&sort=id&order=asc`)).data.list;
    expect(belts.map((r: { shelf_name: string; remark: string }) => [r.shelf_name, r.remark])).toEqual([['N-01-02', '导入'], ['S-01-01', '']]);

    const en = await importInto(c, await workbook([['ID', 'Shelf', 'Product', 'Remark'], ['', 'Z-99', '正时皮带', '']]), 2);
    expect(en.result).toMatchObject({ success: 0, failed: 1, errors: [{ row: 2, message: 'Shelf: The selected record does not exist' }] });
  });

  it('belong to their enterprise: another one neither sees, changes nor places on them; staff need the page', async () => {
    const mine = (await a.admin.client.get('/shelf-products')).data.list[0];
    expect((await b.admin.client.get('/shelf-products')).data.total).toBe(0);
    expect((await b.admin.client.get(`/shelf-products/${mine.id}`)).code).toBe(4004);
    expect((await b.admin.client.put(`/shelf-products/${mine.id}`, { remark: '别家改' })).code).toBe(4004);
    expect((await b.admin.client.delete(`/shelf-products/${mine.id}`)).code).toBe(4004);
    expect((await b.admin.client.post('/shelf-products', { shelf_id: shelfA, product_id: pads })).data.fields).toEqual({ shelf_id: '所选记录不存在', product_id: '所选记录不存在' });
    const foreignImport = await importInto(b.admin.client, await workbook([['ID', '货架', '商品', '备注'], [String(mine.id), 'N-01-01', '刹车片', '']]));
    expect(foreignImport.result).toMatchObject({ success: 0, failed: 1 });
    expect((await a.admin.client.get(`/shelf-products/${mine.id}`)).data.remark).toBe(mine.remark);

    const clerk = await joinedMember(t.client, a, '仓管员');
    expect((await clerk.client.get('/shelf-products')).code).toBe(4003);
    const group = (await a.admin.client.post('/permission-groups', { name: '货架查看' })).data.id;
    await a.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'shelfProduct', funs: [], cols: ['product_name'] }] });
    await a.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [clerk.employeeId] });
    const seen = (await clerk.client.get('/shelf-products')).data.list[0];
    // Column rights of the page: the shelf's name is withheld, the product's shown, ids always pass.
    expect(seen).toMatchObject({ shelf_id: expect.any(Number), product_name: expect.any(String) });
    expect(seen).not.toHaveProperty('shelf_name');
    expect((await clerk.client.post('/shelf-products', { shelf_id: shelfA, product_id: pads })).code).toBe(4003);
    expect((await clerk.client.upload('/shelf-products/import', await workbook([['ID']]), 'x.xlsx', xlsx)).code).toBe(4003);
  });
});
