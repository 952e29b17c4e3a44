import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createGadgetTables, gadgetRoutes } from './gadgets.fixture.ts';
import { analyzeAfterRows } from './resource-import.ts';

let t: TestApp;
let a: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp({}, { beforeApp: createGadgetTables, extraRoutes: gadgetRoutes });
  a = await enterpriseWithAdmin(t.client, '甲公司');
});
afterAll(async () => { await t?.close(); });

const G = '/test-gadgets';
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readBook(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as never);
  const rows: string[][] = [];
  const sheet = book.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  sheet.eachRow({ includeEmpty: false }, (row) => rows.push(Array.from({ length: width }, (_, i) => {
    const v = row.getCell(i + 1).value;
    return v == null ? '' : String(v);
  })));
  return rows;
}
async function writeBook(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function finishedTask(taskId: number) {
  await t.app.jobs.settle();
  const task = await a.admin.client.get(`/tasks/${taskId}`);
  expect(task.data, JSON.stringify(task.data.result)).toMatchObject({ status: 'done' });
  return task.data;
}

describe('Excel export and import', () => {
  it('the template is the export header; the export carries names for refs and labels for enums', async () => {
    const maker = await a.admin.client.post('/test-makers', { name: '博世' });
    await a.admin.client.post(G, { name: '刹车片', code: 'BP-1', maker_id: maker.data.id, price: '12.5', status: 2, enabled: 0 });
    const template = await a.admin.client.download(`${G}/import-template`);
    expect(template.contentType).toBe(xlsx);
    const exported = await a.admin.client.download(`${G}/export`);
    const [header, ...rows] = await readBook(exported.body);
    expect((await readBook(template.body))[0]).toEqual(header);
    expect(header).toEqual(['ID', '名称*', '编码', '制造商', '单价', '重量', '状态', '启用', '手机', '邮箱', '排序', '备注']);
    expect(rows[0]).toEqual([expect.stringMatching(/^\d+$/), '刹车片', 'BP-1', '博世', '12.5', '0', '下架', '否', '', '', '1', '']);
    const english = await readBook((await a.admin.client.download(`${G}/export`, { language: 2 })).body);
    expect(english[0]![1]).toBe('Name*');
    expect(english[1]![6]).toBe('Removed');
  });

  it('export → edit → import: edited rows update, new rows insert, bad rows are reported by row number with an error workbook', async () => {
    const [header, ...rows] = await readBook((await a.admin.client.download(`${G}/export`)).body);
    const edited = rows.map((r) => r.map((c, i) => (i === 4 ? '13.75' : c)));
    const book = await writeBook([
      header!,
      ...edited,
      ['', '机油滤清器', 'OF-1', '博世', '30', '0.25', '在售', '是', '13800001111', '', '2', '新增'], // row 3: good
      ['', '', 'X-1', '', '1', '', '', '', '', '', '', ''], // row 4: name missing
      ['', '火花塞', 'SP-1', '不存在的厂', '1', '', '', '', '', '', '', ''], // row 5: unknown maker
      ['', '雨刮片', 'WB-1', '', 'abc', '', '', '', '', '', '', ''], // row 6: bad price
      ['', '机油滤清器', 'OF-9', '', '1', '', '', '', '', '', '', ''], // row 7: name repeats row 3
    ]);
    const started = await a.admin.client.upload(`${G}/import`, book, 'gadgets.xlsx');
    expect(started.code).toBe(2000);
    const task = await finishedTask(started.data.task_id);
    expect(task.result).toEqual({
      success: 2,
      failed: 4,
      errors: [
        { row: 4, message: '名称: 不能为空' },
        { row: 5, message: '制造商: 所选记录不存在' },
        { row: 6, message: '单价: 数字格式不正确' },
        { row: 7, message: '名称: 已存在相同的值' },
      ],
    });
    const list = (await a.admin.client.get(`${G}?sort=id`)).data.list;
    expect(list.map((g: { name: string; price: string }) => [g.name, g.price])).toEqual([['刹车片', '13.750000'], ['机油滤清器', '30.000000']]);
    expect(list[1]).toMatchObject({ maker_name: '博世', weight: '0.2500', status: 1, enabled: 1, mobile: '13800001111', sort: 2 });

    const errorBook = await a.admin.client.download(`/tasks/${started.data.task_id}/file`);
    const errorRows = await readBook(errorBook.body);
    expect(errorRows[0]!.at(-1)).toBe('错误原因');
    expect(errorRows.slice(1).map((r) => r.at(-1))).toEqual(['名称: 不能为空', '制造商: 所选记录不存在', '单价: 数字格式不正确', '名称: 已存在相同的值']);
  });

  it('a large import leaves fresh planner statistics of its table behind', async () => {
    const rows = Array.from({ length: analyzeAfterRows }, (_, i) => ['', `统计-${i}`, `ST-${i}`, '', '1', '', '', '', '', '', '', '']);
    const started = await a.admin.client.upload(`${G}/import`, await writeBook([['ID', '名称*', '编码', '制造商', '单价', '重量', '状态', '启用', '手机', '邮箱', '排序', '备注'], ...rows]), 'many.xlsx');
    expect((await finishedTask(started.data.task_id)).result).toMatchObject({ success: analyzeAfterRows, failed: 0 });
    const { rows: [stats] } = await sql<{ reltuples: number }>`SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = 'test_gadget'`.execute(t.database.db);
    expect(stats!.reltuples).toBeGreaterThanOrEqual(analyzeAfterRows);
  });

  it('refuses a file that is not a workbook, and a workbook whose header lacks a required column', async () => {
    expect((await a.admin.client.upload(`${G}/import`, Buffer.from('name,code\n'), 'gadgets.csv')).data.fields).toEqual({ file: '格式不正确' });
    const started = await a.admin.client.upload(`${G}/import`, await writeBook([['编码'], ['X']]), 'gadgets.xlsx');
    await t.app.jobs.settle();
    const task = await a.admin.client.get(`/tasks/${started.data.task_id}`);
    expect(task.data.status).toBe('failed');
  });

  it('lists the user’s tasks in the task centre, newest first', async () => {
    const tasks = await a.admin.client.get('/tasks?mine=1');
    expect(tasks.data.total).toBeGreaterThanOrEqual(2);
    expect(tasks.data.list[0].type).toBe('resource-import');
  });
});
