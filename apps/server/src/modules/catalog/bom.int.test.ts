import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import type { SignedClient } from '../../testing/signed-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { product } from './catalog.fixture.ts';

/** Bills of materials (bomList, bomImport): rows, rules, import, isolation, and the products they keep. */
let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
let pump: number;
let shaft: number;
let body: number;
let steel: number;
let screw: number;

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '泵业公司');
  b = await enterpriseWithAdmin(t.client, '别的工厂');
  const c = a.admin.client;
  pump = await product(c, { code: 'CP-306', name: '齿轮泵' });
  shaft = await product(c, { code: 'BC-01', name: '主动齿轮轴' });
  body = await product(c, { code: 'BC-02', name: '泵体' });
  steel = await product(c, { code: 'YL-45', name: '45#圆钢' });
  screw = await product(c, { code: 'YL-M8', name: '内六角螺钉' });
});
afterAll(async () => { await t?.close(); });

async function readBook(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as never);
  const sheet = book.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => rows.push(Array.from({ length: width }, (_, i) => String(row.getCell(i + 1).value ?? ''))));
  return rows;
}
async function writeBook(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function importInto(client: SignedClient, file: Buffer, language: 1 | 2 = 1) {
  const started = await client.upload('/boms/import', file, 'bom.xlsx', xlsx, { language });
  expect(started.code, started.msg).toBe(2000);
  await t.app.jobs.settle();
  return { taskId: started.data.task_id as number, task: (await client.get(`/tasks/${started.data.task_id}`)).data };
}
const componentsOf = async (c: SignedClient, productId: number) =>
  (await c.get(`/boms?product_id=${productId}&page_size=100`)).data.list.map((r: { component_name: string; quantity: string; loss_rate: string }) =>
    [r.component_name, r.quantity, r.loss_rate]);

describe('bills of materials', () => {
  it('a finished product’s components are added, listed by product or component, edited and removed', async () => {
    const c = a.admin.client;
    const first = await c.post('/boms', { product_id: pump, component_id: shaft, quantity: '1', sort: 1 });
    expect(first.code, first.msg).toBe(2000);
    expect((await c.post('/boms', { product_id: pump, component_id: body, quantity: '1', loss_rate: '0.5', remark: '精加工后' })).code).toBe(2000);
    expect((await c.post('/boms', { product_id: shaft, component_id: steel, quantity: '1.2500', loss_rate: '3' })).code).toBe(2000);

    expect(await c.get(`/boms/${first.data.id}`)).toMatchObject({ code: 2000, data: { product_name: '齿轮泵', component_name: '主动齿轮轴', quantity: '1.0000', loss_rate: '0.0000' } });
    // The default order groups the rows by finished product.
    const all = (await c.get('/boms')).data;
    expect(all.list.map((r: { product_name: string }) => r.product_name)).toEqual(['齿轮泵', '齿轮泵', '主动齿轮轴']);
    expect(await componentsOf(c, pump)).toEqual([['主动齿轮轴', '1.0000', '0.0000'], ['泵体', '1.0000', '0.5000']]);
    // Where a component is used, and a keyword on the remark.
    expect((await c.get(`/boms?component_id=${steel}`)).data.list).toEqual([expect.objectContaining({ product_name: '主动齿轮轴' })]);
    expect((await c.get(`/boms?keyword=${encodeURIComponent('精加工')}`)).data.total).toBe(1);

    expect((await c.put(`/boms/${first.data.id}`, { quantity: '2', remark: '双联' })).code).toBe(2000);
    expect((await c.get(`/boms/${first.data.id}`)).data).toMatchObject({ quantity: '2.0000', remark: '双联' });

    const extra = (await c.post('/boms', { product_id: pump, component_id: screw, quantity: '4' })).data.id;
    expect((await c.delete(`/boms/${extra}`)).code).toBe(2000);
    expect((await c.get(`/boms/${extra}`)).code).toBe(4004);
  });

  it('refuses a product as its own component, a product inside itself, a repeated component and impossible amounts', async () => {
    const c = a.admin.client;
    expect(await c.post('/boms', { product_id: pump, component_id: pump, quantity: '1' })).toMatchObject({ code: 4220, msg: '成品不能作为自己的组件', data: { fields: { component_id: '成品不能作为自己的组件' } } });
    expect((await c.post('/boms', { product_id: pump, component_id: pump, quantity: '1' }, { language: 2 })).data.fields).toEqual({ component_id: 'A product cannot be a component of itself' });
    const row = (await c.get(`/boms?product_id=${pump}&component_id=${shaft}`)).data.list[0];
    expect((await c.put(`/boms/${row.id}`, { component_id: pump })).data.fields).toEqual({ component_id: '成品不能作为自己的组件' });

    // 齿轮泵 needs 主动齿轮轴, which needs 45#圆钢: neither may need 齿轮泵 back.
    expect((await c.post('/boms', { product_id: shaft, component_id: pump, quantity: '1' })).data.fields).toEqual({ component_id: '该组件的物料清单中已用到此成品，二者不能互为组件' });
    expect((await c.post('/boms', { product_id: steel, component_id: pump, quantity: '1' }, { language: 2 })).data.fields)
      .toEqual({ component_id: 'This component already needs the finished product in its own BOM; they cannot contain each other' });

    expect((await c.post('/boms', { product_id: pump, component_id: shaft, quantity: '1' })).data.fields).toEqual({ component_id: '已存在相同的值' });
    expect((await c.post('/boms', { product_id: pump, component_id: screw, quantity: '0' })).data.fields).toEqual({ quantity: '数量必须大于0' });
    expect((await c.post('/boms', { product_id: pump, component_id: screw, quantity: '1', loss_rate: '100.5' })).data.fields).toEqual({ loss_rate: '数值超出范围' });
    expect((await c.post('/boms', { product_id: pump, quantity: '1' })).data.fields).toEqual({ component_id: '不能为空' });
    expect(await componentsOf(c, pump)).toHaveLength(2);
  });

  it('keeps the products it names: deleting one is refused with 4090 naming the BOM, in either language', async () => {
    const c = a.admin.client;
    expect(await c.delete(`/products/${pump}`)).toMatchObject({ code: 4090, msg: '无法删除：物料清单中仍有记录引用它' });
    expect(await c.delete(`/products/${steel}`, undefined, { language: 2 })).toMatchObject({ code: 4090, msg: 'Cannot delete: records in Bills of materials still refer to it' });
    expect((await c.post('/products/batch-delete', { ids: [screw, body] })).code).toBe(4090);
    expect((await c.get(`/products/${pump}`)).data.code).toBe('CP-306');
    // A product no BOM names goes to the recycle bin as before, and then cannot be put into a BOM.
    const spare = await product(c, { code: 'YL-SPARE', name: '备用料' });
    expect((await c.delete(`/products/${spare}`)).code).toBe(2000);
    expect((await c.post('/boms', { product_id: pump, component_id: spare, quantity: '1' })).data.fields).toEqual({ component_id: '所选记录不存在' });
  });

  it('copies a finished product’s BOM onto another with the copy right; components it has keep their quantities', async () => {
    const c = a.admin.client;
    const bigger = await product(c, { code: 'CP-310', name: '齿轮泵' });
    expect((await c.post('/boms', { product_id: bigger, component_id: shaft, quantity: '3' })).code).toBe(2000);
    expect(await c.post('/boms/copy', { from_product_id: pump, to_product_id: bigger })).toMatchObject({ code: 2000, data: { copied: 1, skipped: 1 } });
    expect(await componentsOf(c, bigger)).toEqual([['主动齿轮轴', '3.0000', '0.0000'], ['泵体', '1.0000', '0.5000']]);
    expect((await c.post('/boms/copy', { from_product_id: pump, to_product_id: bigger })).data).toEqual({ copied: 0, skipped: 2 });
    // Onto one of its own components, or onto a material one of them is made of: the target would contain itself.
    expect((await c.post('/boms/copy', { from_product_id: pump, to_product_id: shaft })).data.fields).toEqual({ to_product_id: '成品不能作为自己的组件' });
    expect((await c.post('/boms/copy', { from_product_id: pump, to_product_id: steel })).data.fields).toEqual({ to_product_id: '该组件的物料清单中已用到此成品，二者不能互为组件' });
    expect(await componentsOf(c, steel)).toEqual([]);
    expect((await c.post('/boms/copy', { from_product_id: pump, to_product_id: pump })).data.fields).toEqual({ to_product_id: '格式不正确' });
    expect((await b.admin.client.post('/boms/copy', { from_product_id: pump, to_product_id: bigger })).data.fields).toEqual({ from_product_id: '所选记录不存在', to_product_id: '所选记录不存在' });
    expect(await componentsOf(c, shaft)).toEqual([['45#圆钢', '1.2500', '3.0000']]);
    for (const row of (await c.get(`/boms?product_id=${bigger}`)).data.list) await c.delete(`/boms/${row.id}`);
    expect((await c.delete(`/products/${bigger}`)).code).toBe(2000);
  });

  it('imports a workbook: good rows are added, bad ones reported by spreadsheet row with an error workbook', async () => {
    const c = a.admin.client;
    const header = (await readBook((await c.download('/boms/import-template')).body))[0];
    expect(header).toEqual(['ID', '成品*', '组件*', '用量*', '损耗率(%)', '发料方式', '发料仓库', '排序', '备注']);
    const { taskId, task } = await importInto(c, await writeBook([
      header!,
      ['', '泵体', 'YL-99', 1, '', '', '', '', ''],
      ['', '泵体', '45#圆钢', 3.5, 2, '倒冲', '', 1, '毛坯'],
      ['', '泵体', '泵体', 1, '', '', '', '', ''],
      ['', '泵体', '内六角螺钉', 6, '', '', '', 2, ''],
      ['', '内六角螺钉', '齿轮泵', 1, '', '', '', '', ''],
    ]));
    expect(task.status).toBe('done');
    expect(task.result).toMatchObject({ success: 2, failed: 3 });
    expect(task.result.errors).toEqual([
      { row: 2, message: '组件: 所选记录不存在' },
      { row: 4, message: '组件: 成品不能作为自己的组件' },
      { row: 6, message: '组件: 该组件的物料清单中已用到此成品，二者不能互为组件' },
    ]);
    expect(await componentsOf(c, body)).toEqual([['45#圆钢', '3.5000', '2.0000'], ['内六角螺钉', '6.0000', '0.0000']]);
    // The issue method by its label: 倒冲 (2) where given, else 领料 (1).
    expect((await c.get(`/boms?product_id=${body}&page_size=100`)).data.list.map((r: { issue_method: number }) => r.issue_method)).toEqual([2, 1]);
    const errors = await readBook((await c.download(`/tasks/${taskId}/file`)).body);
    expect(errors[0]!.at(-1)).toBe('错误原因');
    expect(errors.slice(1).map((r) => [r[2], r.at(-1)])).toEqual([
      ['YL-99', '组件: 所选记录不存在'], ['泵体', '组件: 成品不能作为自己的组件'], ['齿轮泵', '组件: 该组件的物料清单中已用到此成品，二者不能互为组件'],
    ]);

    // Two rows of one batch that would contain each other pass the rules one by one (neither is written yet); the
    // database refuses the batch and the row-by-row retry names the second, in the importer's language.
    const gear = await product(c, { code: 'BC-03', name: '从动齿轮' });
    const en = await importInto(c, await writeBook([
      ['ID', 'Finished product', 'Component', 'Quantity per unit'],
      ['', '从动齿轮', '45#圆钢', 0.8],
      ['', '45#圆钢', '从动齿轮', 1],
    ]), 2);
    expect(en.task.result).toMatchObject({ success: 1, failed: 1 });
    expect(en.task.result.errors).toEqual([
      { row: 3, message: 'Component: This component already needs the finished product in its own BOM; they cannot contain each other' },
    ]);
    expect(await componentsOf(c, gear)).toEqual([['45#圆钢', '0.8000', '0.0000']]);
    expect(await componentsOf(c, steel)).toEqual([]);
  });

  it('a product is named by its code, or by a name no other product has: a shared name is refused, never guessed', async () => {
    const c = a.admin.client;
    const gearbox = await product(c, { code: 'JS-50', name: '蜗轮减速机' });
    await product(c, { code: '6204', name: '深沟球轴承' });
    const b6205 = await product(c, { code: '6205', name: '深沟球轴承' });
    const { task } = await importInto(c, await writeBook([
      ['ID', '成品*', '组件*', '用量*'],
      ['', '蜗轮减速机', '深沟球轴承', 2],
      ['', 'JS-50', '6205', 2],
    ]));
    expect(task.result).toMatchObject({ success: 1, failed: 1 });
    expect(task.result.errors).toEqual([{ row: 2, message: '组件: 有多条名为“深沟球轴承”的记录，请填写编码' }]);
    const rows = (await c.get(`/boms?product_id=${gearbox}`)).data.list;
    expect(rows.map((r: { component_id: number }) => r.component_id)).toEqual([b6205]);
  });

  it('an export re-imports: a row with its ID updates that BOM row', async () => {
    const c = a.admin.client;
    const [header, ...rows] = await readBook((await c.download(`/boms/export?product_id=${body}`)).body);
    expect(rows.map((r) => r.slice(1, 4))).toEqual([['泵体', '45#圆钢', '3.5'], ['泵体', '内六角螺钉', '6']]);
    const edited = rows.map((r) => (r[2] === '内六角螺钉' ? [...r.slice(0, 3), '8', ...r.slice(4)] : r));
    const { task } = await importInto(c, await writeBook([header!, ...edited]));
    expect(task.result).toMatchObject({ success: 2, failed: 0 });
    expect(await componentsOf(c, body)).toEqual([['45#圆钢', '3.5000', '2.0000'], ['内六角螺钉', '8.0000', '0.0000']]);
  });

  it('belongs to its enterprise: another one neither sees, changes, imports over nor names its products', async () => {
    const mine = (await a.admin.client.get(`/boms?product_id=${pump}`)).data.list[0];
    const other = b.admin.client;
    expect((await other.get('/boms')).data.total).toBe(0);
    expect((await other.get(`/boms/${mine.id}`)).code).toBe(4004);
    expect((await other.put(`/boms/${mine.id}`, { quantity: '9' })).code).toBe(4004);
    expect((await other.delete(`/boms/${mine.id}`)).code).toBe(4004);
    expect((await other.post('/boms', { product_id: pump, component_id: shaft, quantity: '1' })).data.fields).toEqual({ product_id: '所选记录不存在', component_id: '所选记录不存在' });
    expect((await other.get(`/products?ids=${pump},${shaft}`)).data.total).toBe(0);
    const foreign = await importInto(other, await writeBook([['ID', '成品', '组件', '用量'], [String(mine.id), '齿轮泵', '泵体', 9]]));
    expect(foreign.task.result).toMatchObject({ success: 0, failed: 1 });
    expect((await a.admin.client.get(`/boms/${mine.id}`)).data.quantity).toBe(mine.quantity);
  });

  it('staff need the BOM page to read it; the BOM import page’s right alone imports; products are read by ids', async () => {
    const c = a.admin.client;
    expect((await c.get(`/products?ids=${pump},${steel},x`)).data.list.map((p: { code: string }) => p.code).sort()).toEqual(['CP-306', 'YL-45']);
    const clerk = await joinedMember(t.client, a, '计划员');
    expect((await clerk.client.get('/boms')).code).toBe(4003);
    expect((await clerk.client.upload('/boms/import', await writeBook([['ID']]), 'x.xlsx', xlsx)).code).toBe(4003);
    const group = (await c.post('/permission-groups', { name: 'BOM导入' })).data.id;
    await c.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'bomImport', funs: ['bom_import_run'], cols: [] }] });
    await c.post(`/permission-groups/${group}/employees`, { employee_ids: [clerk.employeeId] });
    const { task } = await importInto(clerk.client, await writeBook([['ID', '成品', '组件', '用量'], ['', '齿轮泵', '内六角螺钉', 4]]));
    expect(task.result).toMatchObject({ success: 1, failed: 0 });
    expect((await clerk.client.post('/boms', { product_id: pump, component_id: steel, quantity: '1' })).code).toBe(4003);
    expect((await clerk.client.post('/boms/copy', { from_product_id: pump, to_product_id: steel })).code).toBe(4003);
  });
});
