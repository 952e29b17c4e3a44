import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import type { SignedClient } from '../../testing/signed-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';

/**
 * Codes left empty are numbered by the enterprise's rule (issue 12 item 4): products SP000001…, customers KH00001…,
 * suppliers GYS00001…, each on its own, after the highest code of that shape already used; the administrator (or a
 * group with the 编码规则 page's edit right) changes the rule; an import numbers its rows the same way; concurrent creates never share a code.
 */
let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
let unit: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '自动编号');
  b = await enterpriseWithAdmin(t.client, '另一家编号');
  unit = (await a.admin.client.get('/units')).data.list[0].id;
});
afterAll(async () => { await t?.close(); });

const product = async (client: SignedClient, body: Record<string, unknown>) => {
  const res = await client.post('/products', { unit_id: unit, ...body });
  expect(res.code, res.msg).toBe(2000);
  return (await client.get(`/products/${res.data.id}`)).data.code as string;
};
const partner = async (client: SignedClient, type: 1 | 2, name: string) => {
  const res = await client.post('/partners', { type, name });
  expect(res.code, res.msg).toBe(2000);
  return (await client.get(`/partners/${res.data.id}`)).data.code as string;
};

describe('codes left empty', () => {
  it('are numbered per rule, after the highest code of that shape, per enterprise', async () => {
    expect(await product(a.admin.client, { name: '刹车片' })).toBe('SP000001');
    expect(await product(a.admin.client, { name: '刹车盘' })).toBe('SP000002');
    expect(await product(a.admin.client, { name: '手填编码', code: 'SP000010' })).toBe('SP000010');
    expect(await product(a.admin.client, { name: '其他编码', code: 'BOSCH-1' })).toBe('BOSCH-1');
    expect(await product(a.admin.client, { name: '机油' })).toBe('SP000011');
    expect(await partner(a.admin.client, 1, '张师傅修理厂')).toBe('KH00001');
    expect(await partner(a.admin.client, 2, '博世供应商')).toBe('GYS00001');
    expect(await partner(a.admin.client, 1, '李师傅修理厂')).toBe('KH00002');
    const bUnit = (await b.admin.client.get('/units')).data.list[0].id;
    expect(await product(b.admin.client, { name: '别家商品', unit_id: bUnit })).toBe('SP000001');
  });

  it('a deleted product keeps its number: the next one does not reuse it', async () => {
    const id = (await a.admin.client.post('/products', { name: '将删除', unit_id: unit })).data.id;
    expect((await a.admin.client.get(`/products/${id}`)).data.code).toBe('SP000012');
    expect((await a.admin.client.delete(`/products/${id}`)).code).toBe(2000);
    expect(await product(a.admin.client, { name: '删除之后' })).toBe('SP000013');
  });

  it('follow the rule the administrator sets; staff of a numbered page read it but cannot change it; a bad rule is refused on its field', async () => {
    expect((await a.admin.client.get('/code-rules')).data.rules).toEqual({
      products: { prefix: 'SP', digits: 6 }, 'partners:1': { prefix: 'KH', digits: 5 }, 'partners:2': { prefix: 'GYS', digits: 5 },
    });
    const staff = await joinedMember(t.client, a, '普通员工');
    // Reading is granted by 编码规则 or a page whose form numbers an empty code (issue 29 item 7), not by membership.
    expect((await staff.client.get('/code-rules')).code).toBe(4003);
    const goods = (await a.admin.client.post('/permission-groups', { name: '商品查看' })).data.id;
    await a.admin.client.put(`/permission-groups/${goods}/pages`, { pages: [{ page: 'goodsList', funs: [], cols: null }] });
    await a.admin.client.post(`/permission-groups/${goods}/employees`, { employee_ids: [staff.employeeId] });
    expect((await staff.client.get('/code-rules')).code).toBe(2000);
    expect((await staff.client.put('/code-rules', { rules: { products: { prefix: 'X', digits: 4 } } })).code).toBe(4003);
    const bad = await a.admin.client.put('/code-rules', { rules: { products: { prefix: 'SP 空格', digits: 2 } } });
    expect([bad.code, Object.keys(bad.data.fields).sort()]).toEqual([4220, ['rules.products.digits', 'rules.products.prefix']]);
    expect((await a.admin.client.put('/code-rules', { rules: { warehouses: { prefix: 'CK', digits: 3 } } })).code).toBe(4220);
    expect((await a.admin.client.put('/code-rules', { rules: { products: { prefix: 'P-', digits: 4 } } })).code).toBe(2000);
    expect(await product(a.admin.client, { name: '新规则' })).toBe('P-0001');
    expect(await partner(a.admin.client, 1, '王师傅修理厂')).toBe('KH00003');
    expect((await b.admin.client.get('/code-rules')).data.rules.products).toEqual({ prefix: 'SP', digits: 6 });
  });

  it('a member whose group has the 编码规则 page’s edit right changes the rules too', async () => {
    const c = await enterpriseWithAdmin(t.client, '编码规则权限');
    const keeper = await joinedMember(t.client, c, '编码管理员');
    expect((await keeper.client.put('/code-rules', { rules: { 'partners:2': { prefix: 'GY', digits: 4 } } })).code).toBe(4003);
    const group = (await c.admin.client.post('/permission-groups', { name: '编码规则' })).data.id;
    expect((await c.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'codeRule', funs: ['code_rule_edit'] }] })).code).toBe(2000);
    await c.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [keeper.employeeId] });
    const saved = await keeper.client.put('/code-rules', { rules: { 'partners:2': { prefix: 'GY', digits: 4 } } });
    expect(saved.code, saved.msg).toBe(2000);
    expect(await partner(c.admin.client, 2, '博世配件')).toBe('GY0001');
  });

  it('an import numbers the rows that have no code', async () => {
    const header = await headerOf(a.admin.client, '/partners/import-template');
    const rows = [header, ...[['导入客户一', ''], ['导入客户二', 'KH-OWN'], ['导入客户三', '']].map(([name, code]) => header.map((h) => (h.startsWith('类型') ? '客户' : h.startsWith('编码') ? code : h.startsWith('名称') ? name : '')))];
    const file = await workbook(rows as string[][]);
    const started = await a.admin.client.upload('/partners/import?type=1', file, 'import.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(started.code, started.msg).toBe(2000);
    await t.app.jobs.settle();
    const task = (await a.admin.client.get(`/tasks/${started.data.task_id}`)).data;
    expect(task.result, JSON.stringify(task.result)).toMatchObject({ success: 3, failed: 0 });
    const list = (await a.admin.client.get(`/partners?type=1&keyword=${encodeURIComponent('导入客户')}`)).data.list as Array<{ name: string; code: string }>;
    expect(Object.fromEntries(list.map((p) => [p.name, p.code]))).toEqual({ 导入客户一: 'KH00004', 导入客户二: 'KH-OWN', 导入客户三: 'KH00005' });
  });
});

// On PostgreSQL the ten race for real (the advisory lock makes them take turns); PGlite serialises them, which still
// checks the numbering of a burst. Run on both so neither step skips it.
describe(`concurrent creates (${testDbKind})`, () => {
  it('ten at once get ten different codes in a row', async () => {
    const codes = await Promise.all(Array.from({ length: 10 }, (_, i) => partner(a.admin.client, 2, `并发供应商${i}`)));
    expect([...codes].sort()).toEqual(Array.from({ length: 10 }, (_, i) => `GYS${String(i + 2).padStart(5, '0')}`));
  });
});

async function headerOf(client: SignedClient, path: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await client.download(path)).body as never);
  const row = book.worksheets[0]!.getRow(1);
  return Array.from({ length: row.cellCount }, (_, i) => String(row.getCell(i + 1).value ?? ''));
}
async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
