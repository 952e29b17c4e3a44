import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import type { SignedClient } from '../../testing/signed-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '华东汽配');
});
afterAll(async () => { await t?.close(); });

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function headerOf(client: SignedClient, path: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await client.download(path)).body as never);
  const row = book.worksheets[0]!.getRow(1);
  return Array.from({ length: row.cellCount }, (_, i) => String(row.getCell(i + 1).value ?? ''));
}
async function workbook(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function importInto(client: SignedClient, path: string, file: Buffer) {
  const started = await client.upload(`${path}/import`, file, 'import.xlsx', xlsx);
  expect(started.code, started.msg).toBe(2000);
  await t.app.jobs.settle();
  return (await client.get(`/tasks/${started.data.task_id}`)).data;
}

describe('enterprise contact import (partner contacts through the engine)', () => {
  it('imports the good rows, matching partners by name, and reports the bad ones by spreadsheet row', async () => {
    await a.admin.client.post('/partners', { type: 1, name: '上海宏达汽车修理厂' });
    await a.admin.client.post('/partners', { type: 2, name: '广州骏达汽车配件有限公司' });
    const header = await headerOf(a.admin.client, '/partner-contacts/import-template');
    expect(header).toEqual(['ID', '往来单位*', '姓名*', '手机号码', '电话', '邮箱', '职务', '主联系人', '备注']);
    const file = await workbook([
      header,
      ['', '上海宏达汽车修理厂', '王建国', '13916582341', '021-64183320', '', '老板', '是', ''],
      ['', '广州骏达汽车配件有限公司', '黄志明', '13802431156', '', 'hzm@example.com', '销售经理', '否', ''],
      ['', '不存在的公司', '某人', '', '', '', '', '', ''],
      ['', '上海宏达汽车修理厂', '李四', '1234', '', '', '', '', ''],
    ]);
    const task = await importInto(a.admin.client, '/partner-contacts', file);
    expect(task.status, JSON.stringify(task.result)).toBe('done');
    expect(task.result).toMatchObject({ success: 2, failed: 2 });
    expect(task.result.errors).toEqual([
      { row: 4, message: '往来单位: 所选记录不存在' },
      { row: 5, message: '手机号码: 请输入以9或1开头的手机号码' },
    ]);
    const contacts = (await a.admin.client.get('/partner-contacts')).data.list;
    expect(contacts.map((c: { partner_name: string; name: string; is_primary: number }) => [c.partner_name, c.name, c.is_primary])).toEqual([
      ['上海宏达汽车修理厂', '王建国', 1],
      ['广州骏达汽车配件有限公司', '黄志明', 0],
    ]);
    const log = await a.admin.client.get('/enterprise-logs?resource=partner-contacts&action=import');
    expect(log.data.list[0]).toMatchObject({ summary: '2', resource_name: '联系人', employee_name: '管理员' });
  });

  it("a supplier clerk's partner import writes suppliers only", async () => {
    const clerk = await joinedMember(t.client, a, '采购员');
    const group = await a.admin.client.post('/permission-groups', { name: '采购' });
    await a.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: [{ page: 'supplierList', funs: ['supplier_import', 'supplier_export'], cols: null }] });
    await a.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [clerk.employeeId] });
    const header = await headerOf(clerk.client, '/partners/import-template');
    expect(header.slice(0, 4)).toEqual(['ID', '类型*', '编码', '名称*']);
    const file = await workbook([header, ['', '供应商', 'GYS009', '台州恒驰制动系统有限公司'], ['', '客户', 'KH009', '混进来的客户']]);
    const task = await importInto(clerk.client, '/partners', file);
    expect(task.result).toMatchObject({ success: 1, failed: 1, errors: [{ row: 3, message: '类型: 您没有此操作的权限' }] });
    expect((await a.admin.client.get('/partners?keyword=%E6%B7%B7%E8%BF%9B%E6%9D%A5')).data.total).toBe(0);
    expect((await clerk.client.download('/partners/export')).json?.code).toBe(4003);
    expect((await clerk.client.download('/partners/export?type=2')).contentType).toBe(xlsx);
  });

  it('reports every problem of a row, not just the first (issue 12 item 5)', async () => {
    const header = await headerOf(a.admin.client, '/partner-contacts/import-template');
    const file = await workbook([header, ['', '没有这家公司', '', '1234', '', 'not-an-email', '', '', '']]);
    const task = await importInto(a.admin.client, '/partner-contacts', file);
    expect(task.result).toMatchObject({ success: 0, failed: 1 });
    expect(task.result.errors).toEqual([{ row: 2, message: '往来单位: 所选记录不存在；姓名: 不能为空；手机号码: 请输入以9或1开头的手机号码；邮箱: 邮箱格式不正确' }]);
  });
});
