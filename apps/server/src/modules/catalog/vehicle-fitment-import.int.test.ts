import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { created, product } from './catalog.fixture.ts';

let t: TestApp;
let e: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '汽配城');
});
afterAll(async () => { await t?.close(); });

async function book(rows: string[][]): Promise<Buffer> {
  const b = new ExcelJS.Workbook();
  const sheet = b.addWorksheet('车型商品');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await b.xlsx.writeBuffer());
}

describe('vehicle product import', () => {
  it('links products to models by names; a row without a model fits the whole range; bad rows are reported', async () => {
    const c = e.admin.client;
    const vw = await created(c, '/vehicle-brands', { name: '大众', initial: 'D' });
    const lavida = await created(c, '/vehicle-ranges', { brand_id: vw, name: '朗逸' });
    const sagitar = await created(c, '/vehicle-ranges', { brand_id: vw, name: '速腾' });
    const l19 = await created(c, '/vehicle-models', { range_id: lavida, name: '2019款 1.5L 自动舒适版' });
    const l21 = await created(c, '/vehicle-models', { range_id: lavida, name: '2021款 280TSI DSG豪华版' });
    const s20 = await created(c, '/vehicle-models', { range_id: sagitar, name: '2020款 280TSI DSG舒适型' });
    const filter = await product(c, { code: 'MAN-W71294' });
    const plug = await product(c, { code: 'NGK-ILKAR7B11' });

    const template = await c.download('/vehicle-fitment/import-template');
    const t0 = new ExcelJS.Workbook();
    await t0.xlsx.load(template.body as never);
    expect(t0.worksheets[0]!.getRow(1).values).toEqual([undefined, '商品编码*', '汽车品牌*', '车系*', '车型']);

    const started = await c.upload('/vehicle-fitment/import', await book([
      ['商品编码', '汽车品牌', '车系', '车型'],
      ['MAN-W71294', '大众', '朗逸', ''], // row 2: both 朗逸 models
      ['MAN-W71294', '大众', '速腾', '2020款 280TSI DSG舒适型'], // row 3
      ['NGK-ILKAR7B11', '大众', '朗逸', '2021款 280TSI DSG豪华版'], // row 4
      ['NO-SUCH', '大众', '朗逸', ''], // row 5: unknown product
      ['NGK-ILKAR7B11', '大众', '宝来', ''], // row 6: unknown range
      ['NGK-ILKAR7B11', '大众', '', ''], // row 7: range missing
      ['MAN-W71294', '大众', '朗逸', '2019款 1.5L 自动舒适版'], // row 8: already linked, still fine
    ]), 'fitment.xlsx');
    expect(started.code).toBe(2000);
    await t.app.jobs.settle();
    const task = (await c.get(`/tasks/${started.data.task_id}`)).data;
    expect(task.status).toBe('done');
    expect(task.result).toEqual({
      success: 4, failed: 3,
      errors: [{ row: 5, message: '商品编码: 所选记录不存在' }, { row: 6, message: '车系: 所选记录不存在' }, { row: 7, message: '车系: 不能为空' }],
    });
    const ids = async (p: number) => (await c.get(`/products/${p}/vehicle-models`)).data.list.map((f: { vehicle_model_id: number }) => f.vehicle_model_id).sort();
    expect(await ids(filter)).toEqual([l19, l21, s20].sort());
    expect(await ids(plug)).toEqual([l21]);
    expect((await c.download(`/tasks/${started.data.task_id}/file`)).contentType).toContain('spreadsheetml');
  });

  it('needs the import right', async () => {
    const { joinedMember } = await import('../../testing/enterprises.ts');
    const staff = await joinedMember(t.client, e, '店员');
    expect((await staff.client.upload('/vehicle-fitment/import', await book([['商品编码']]), 'x.xlsx')).code).toBe(4003);
  });
});
