import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { created, product, unitId } from './catalog.fixture.ts';

let t: TestApp;
let e: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '华东汽配');
});
afterAll(async () => { await t?.close(); });

async function rowsOf(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as never);
  const sheet = book.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: width }, (_, i) => { const v = row.getCell(i + 1).value; return v == null ? '' : String(v); })));
  return rows;
}
async function book(rows: string[][]): Promise<Buffer> {
  const b = new ExcelJS.Workbook();
  const sheet = b.addWorksheet('商品');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await b.xlsx.writeBuffer());
}

describe('product import and export', () => {
  it('an exported product list comes back with edited prices and new products; refs are matched by name', async () => {
    const c = e.admin.client;
    const brand = await created(c, '/brands', { name: '曼牌 MANN' });
    const category = await created(c, '/product-categories', { name: '机油滤清器' });
    const oilFilter = await product(c, { code: 'MAN-W71294', name: '曼牌机油滤清器', brand_id: brand, category_id: category, unit_id: await unitId(c, '个'), purchase_price: '32', sale_price: '48' });

    const [header, ...rows] = await rowsOf((await c.download('/products/export')).body);
    expect(header!.slice(0, 5)).toEqual(['ID', '商品编码', '商品名称*', '规格型号', '条形码']);
    const col = (name: string) => header!.indexOf(name);
    const edited = rows.map((r) => r.map((v, i) => (i === col('销售价') ? '52.5' : v)));
    const fresh = header!.map((h) => ({ '商品编码': 'MAN-C27009', '商品名称*': '曼牌空气滤清器', 品牌: '曼牌 MANN', 商品分类: '机油滤清器', '单位*': '个', 销售价: '66', 商品状态: '在售' } as Record<string, string>)[h] ?? '');
    const badUnit = header!.map((h) => ({ '商品编码': 'X-1', '商品名称*': '无单位商品', '单位*': '吨吨' } as Record<string, string>)[h] ?? '');
    const started = await c.upload('/products/import', await book([header!, ...edited, fresh, badUnit]), 'products.xlsx');
    await t.app.jobs.settle();
    const task = (await c.get(`/tasks/${started.data.task_id}`)).data;
    expect(task.result).toEqual({ success: 2, failed: 1, errors: [{ row: 4, message: '单位: 所选记录不存在' }] });

    expect((await c.get(`/products/${oilFilter}`)).data.sale_price).toBe('52.500000');
    expect((await c.get('/products?keyword=MAN-C27009')).data.list[0]).toMatchObject({ brand_name: '曼牌 MANN', category_name: '机油滤清器', unit_name: '个', sale_price: '66.000000' });
    // The import changed the price, so the history has it too.
    expect((await c.get(`/products/${oilFilter}/price-history`)).data.list.map((h: { sale_price: string }) => h.sale_price)).toEqual(['52.500000', '48.000000']);
  });
});
