import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { created, product } from './catalog.fixture.ts';

let t: TestApp;
let e: EnterpriseFixture;
let m: Record<string, number>;
let vw: number;
let lavida: number;
beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '汽配城');
  const c = e.admin.client;
  vw = await created(c, '/vehicle-brands', { name: '大众', initial: 'D' });
  const toyota = await created(c, '/vehicle-brands', { name: '丰田', initial: 'F' });
  lavida = await created(c, '/vehicle-ranges', { brand_id: vw, name: '朗逸' });
  const sagitar = await created(c, '/vehicle-ranges', { brand_id: vw, name: '速腾' });
  const corolla = await created(c, '/vehicle-ranges', { brand_id: toyota, name: '卡罗拉' });
  m = {
    lavida19: await created(c, '/vehicle-models', { range_id: lavida, name: '2019款 1.5L 自动舒适版', year: 2019, engine: '1.5L EA211' }),
    lavida21: await created(c, '/vehicle-models', { range_id: lavida, name: '2021款 280TSI DSG豪华版', year: 2021, engine: '1.4T EA211' }),
    sagitar: await created(c, '/vehicle-models', { range_id: sagitar, name: '2020款 280TSI DSG舒适型', year: 2020, engine: '1.4T EA211' }),
    corolla: await created(c, '/vehicle-models', { range_id: corolla, name: '2021款 1.2T S-CVT精英版', year: 2021, engine: '1.2T 9NR' }),
  };
});
afterAll(async () => { await t?.close(); });

const codes = (list: Array<{ code: string }>) => list.map((p) => p.code).sort();

describe('vehicle catalogue and fitment', () => {
  it('brand → range → model: each level names the one above, and models filter by range or brand', async () => {
    const c = e.admin.client;
    const model = (await c.get(`/vehicle-models/${m.lavida19}`)).data;
    expect(model).toMatchObject({ range_id: lavida, range_name: '朗逸', name: '2019款 1.5L 自动舒适版', year: 2019, engine: '1.5L EA211' });
    expect((await c.get(`/vehicle-ranges?brand_id=${vw}`)).data.list.map((r: { name: string; brand_name: string }) => `${r.brand_name} ${r.name}`)).toEqual(['大众 朗逸', '大众 速腾']);
    expect((await c.get(`/vehicle-models?range_id=${lavida}`)).data.total).toBe(2);
    expect((await c.get(`/vehicle-models?brand_id=${vw}`)).data.total).toBe(3);
    expect((await c.get('/vehicle-models?brand_id=abc')).data.total).toBe(0);
    // A range is unique within its brand; a brand with ranges cannot go.
    expect((await c.post('/vehicle-ranges', { brand_id: vw, name: '朗逸' })).code).toBe(4090);
    expect((await c.delete(`/vehicle-brands/${vw}`)).msg).toBe('无法删除：车系中仍有记录引用它');
  });

  it('a product fits several models; the list reads brand, range and model', async () => {
    const c = e.admin.client;
    const pads = await product(c, { code: 'FIT-PAD', name: '前刹车片' });
    expect((await c.put(`/products/${pads}/vehicle-models`, { vehicle_model_ids: [m.lavida19, m.sagitar, m.lavida19] })).code).toBe(2000);
    const fit = (await c.get(`/products/${pads}/vehicle-models`)).data.list;
    expect(fit.map((f: { brand_name: string; range_name: string; model_name: string }) => `${f.brand_name} ${f.range_name} ${f.model_name}`))
      .toEqual(['大众 朗逸 2019款 1.5L 自动舒适版', '大众 速腾 2020款 280TSI DSG舒适型']);
    // Replacing the set removes what is no longer listed.
    await c.put(`/products/${pads}/vehicle-models`, { vehicle_model_ids: [m.lavida19, m.lavida21] });
    expect((await c.get(`/products/${pads}/vehicle-models`)).data.list.map((f: { vehicle_model_id: number }) => f.vehicle_model_id).sort()).toEqual([m.lavida19, m.lavida21].sort());
    expect((await c.put(`/products/${pads}/vehicle-models`, { vehicle_model_ids: [999999] })).data.fields).toEqual({ vehicle_model_ids: '所选记录不存在' });
  });

  it('finds products by the customer’s car: by model, by range, by brand, with keyword and in exports', async () => {
    const c = e.admin.client;
    const oil = await product(c, { code: 'FIT-OIL', name: '机油滤清器 W712/94' });
    const plug = await product(c, { code: 'FIT-PLUG', name: '火花塞 ILKAR7B11' });
    await product(c, { code: 'FIT-NONE', name: '通用玻璃水' });
    await c.put(`/products/${oil}/vehicle-models`, { vehicle_model_ids: [m.lavida19, m.sagitar, m.corolla] });
    await c.put(`/products/${plug}/vehicle-models`, { vehicle_model_ids: [m.corolla] });

    expect(codes((await c.get(`/products?vehicle_model_id=${m.corolla}`)).data.list)).toEqual(['FIT-OIL', 'FIT-PLUG']);
    expect(codes((await c.get(`/products?vehicle_model_id=${m.lavida19}`)).data.list)).toEqual(['FIT-OIL', 'FIT-PAD']);
    expect(codes((await c.get(`/products?vehicle_range_id=${lavida}`)).data.list)).toEqual(['FIT-OIL', 'FIT-PAD']);
    expect(codes((await c.get(`/products?vehicle_brand_id=${vw}`)).data.list)).toEqual(['FIT-OIL', 'FIT-PAD']);
    expect(codes((await c.get(`/products?vehicle_model_id=${m.corolla}&keyword=${encodeURIComponent('火花塞')}`)).data.list)).toEqual(['FIT-PLUG']);
    expect((await c.get(`/products?vehicle_model_id=${m.corolla}`)).data.total).toBe(2);
    // The keyword alone finds parts by the car's range, brand or model name (the bill editor's product search).
    expect(codes((await c.get(`/products?keyword=${encodeURIComponent('卡罗拉')}`)).data.list)).toEqual(['FIT-OIL', 'FIT-PLUG']);
    expect(codes((await c.get(`/products?keyword=${encodeURIComponent('S-CVT精英')}`)).data.list)).toEqual(['FIT-OIL', 'FIT-PLUG']);
    expect(codes((await c.get(`/products?keyword=${encodeURIComponent('W712')}`)).data.list)).toEqual(['FIT-OIL']);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await c.download(`/products/export?vehicle_model_id=${m.corolla}`)).body as never);
    const exported: string[] = [];
    book.worksheets[0]!.eachRow((row, n) => { if (n > 1) exported.push(String(row.getCell(2).value)); });
    expect(exported.sort()).toEqual(['FIT-OIL', 'FIT-PLUG']);
  });

  it('a model products fit cannot be deleted; once unlinked it can', async () => {
    const c = e.admin.client;
    expect(await c.delete(`/vehicle-models/${m.corolla}`)).toMatchObject({ code: 4090, msg: '无法删除：商品适用车型中仍有记录引用它' });
    const linked = (await c.get(`/products?vehicle_model_id=${m.corolla}`)).data.list;
    for (const p of linked) await c.put(`/products/${p.id}/vehicle-models`, { vehicle_model_ids: [] });
    expect((await c.delete(`/vehicle-models/${m.corolla}`)).code).toBe(2000);
  });
});
