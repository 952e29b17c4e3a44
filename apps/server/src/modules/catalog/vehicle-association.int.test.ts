import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { created, product } from './catalog.fixture.ts';

let t: TestApp;
let e: EnterpriseFixture;
let lavida19: number;
let lavida21: number;
let corolla: number;
let pads: number;
let disc: number;
beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '车型关联');
  const c = e.admin.client;
  const vw = await created(c, '/vehicle-brands', { name: '大众', initial: 'D' });
  const toyota = await created(c, '/vehicle-brands', { name: '丰田', initial: 'F' });
  const lavida = await created(c, '/vehicle-ranges', { brand_id: vw, name: '朗逸' });
  const corollaRange = await created(c, '/vehicle-ranges', { brand_id: toyota, name: '卡罗拉' });
  lavida19 = await created(c, '/vehicle-models', { range_id: lavida, name: '2019款 1.5L', year: 2019 });
  lavida21 = await created(c, '/vehicle-models', { range_id: lavida, name: '2021款 280TSI', year: 2021 });
  corolla = await created(c, '/vehicle-models', { range_id: corollaRange, name: '2021款 1.2T', year: 2021 });
  pads = await product(c, { code: 'VA-PAD', name: '前刹车片', oe_code: '5QD698151' });
  disc = await product(c, { code: 'VA-DISC', name: '前刹车盘' });
});
afterAll(async () => { await t?.close(); });

const codes = (res: { data: { list: Array<{ code: string }> } }) => res.data.list.map((p) => p.code).sort();

describe('brand, range, model and product association', () => {
  it('a model is found by its range (series) and brand, alone or with the model name (issue 12 item 7)', async () => {
    const c = e.admin.client;
    const models = async (keyword: string) => ((await c.get(`/vehicle-models?keyword=${encodeURIComponent(keyword)}`)).data.list as Array<{ name: string; range_name: string }>)
      .map((m) => `${m.range_name} ${m.name}`).sort();
    expect(await models('朗逸')).toEqual(['朗逸 2019款 1.5L', '朗逸 2021款 280TSI']);
    expect(await models('朗逸 2019')).toEqual(['朗逸 2019款 1.5L']);
    expect(await models('大众 朗逸 2021款')).toEqual(['朗逸 2021款 280TSI']);
    expect(await models('丰田')).toEqual(['卡罗拉 2021款 1.2T']);
    expect(await models('2021款')).toEqual(['卡罗拉 2021款 1.2T', '朗逸 2021款 280TSI']);
    await c.put(`/products/${disc}/vehicle-models`, { vehicle_model_ids: [corolla] });
    expect(codes(await c.get(`/products?keyword=${encodeURIComponent('卡罗拉 2021款')}`))).toEqual(['VA-DISC']);
    await c.put(`/products/${disc}/vehicle-models`, { vehicle_model_ids: [] });
  });

  it('the catalogue is one tree, brands by initial, each model with the number of products fitting it', async () => {
    const c = e.admin.client;
    await c.put(`/products/${pads}/vehicle-models`, { vehicle_model_ids: [lavida19] });
    const tree = (await c.get('/vehicle-association/catalogue')).data.list;
    expect(tree.map((b: { name: string }) => b.name)).toEqual(['大众', '丰田']);
    expect(tree[0].ranges[0]).toMatchObject({ name: '朗逸', models: [{ id: lavida21, products: 0 }, { id: lavida19, products: 1 }] });
  });

  it('adds products to a model from the model side, lists them and their candidates, removes them; the log says so', async () => {
    const c = e.admin.client;
    expect((await c.post('/vehicle-association', { vehicle_model_id: lavida19, product_ids: [pads, disc] })).code).toBe(2000);
    expect(codes(await c.get(`/vehicle-association/products?vehicle_model_id=${lavida19}`))).toEqual(['VA-DISC', 'VA-PAD']);
    // The same link the product list filters by and the product form shows.
    expect(codes(await c.get(`/products?vehicle_model_id=${lavida19}`))).toEqual(['VA-DISC', 'VA-PAD']);
    expect(codes(await c.get(`/vehicle-association/products?vehicle_model_id=${lavida19}&keyword=5QD698`))).toEqual(['VA-PAD']);
    expect(codes(await c.get(`/vehicle-association/products?vehicle_model_id=${corolla}&fitted=0`))).toEqual(['VA-DISC', 'VA-PAD']);

    expect((await c.post('/vehicle-association/batch-delete', { vehicle_model_id: lavida19, product_ids: [disc] })).code).toBe(2000);
    expect(codes(await c.get(`/vehicle-association/products?vehicle_model_id=${lavida19}`))).toEqual(['VA-PAD']);
    expect(codes(await c.get(`/vehicle-association/products?vehicle_model_id=${lavida19}&fitted=0`))).toEqual(['VA-DISC']);
    const log = await t.database.db.selectFrom('change_log').select(['changes', 'summary']).where('enterprise_id', '=', e.enterpriseId)
      .where('resource', '=', 'vehicle-models').where('record_id', '=', lavida19).where('action', '=', 'update').orderBy('id').execute();
    expect(log.map((l) => l.changes)).toEqual([{ products: [[], [disc]] }, { products: [[disc], []] }]);
    expect(log[0]!.summary).toBe('大众 朗逸 2019款 1.5L');
  });

  it('exports the links in the vehicle product import layout, for a model or everything', async () => {
    const c = e.admin.client;
    await c.post('/vehicle-association', { vehicle_model_id: corolla, product_ids: [disc] });
    const rows = async (query: string) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await c.download(`/vehicle-association/export${query}`)).body as never);
      const out: string[] = [];
      book.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1).join('|')));
      return out;
    };
    expect(await rows(`?vehicle_model_id=${corolla}`)).toEqual(['商品编码*|汽车品牌*|车系*|车型', 'VA-DISC|丰田|卡罗拉|2021款 1.2T']);
    expect(await rows('')).toEqual(['商品编码*|汽车品牌*|车系*|车型', 'VA-PAD|大众|朗逸|2019款 1.5L', 'VA-DISC|丰田|卡罗拉|2021款 1.2T']);
  });

  it('needs the page to read and its function codes to change; another enterprise’s ids are not found', async () => {
    const clerk = await joinedMember(t.client, e, '车型关联员');
    const group = await e.admin.client.post('/permission-groups', { name: '只看车型关联' });
    await e.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: [{ page: 'vehicleAssociation', funs: ['vehicle_association_add'], cols: null }] });
    await e.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [clerk.employeeId] });
    expect((await clerk.client.get('/vehicle-association/catalogue')).code).toBe(2000);
    expect((await clerk.client.post('/vehicle-association', { vehicle_model_id: lavida21, product_ids: [pads] })).code).toBe(2000);
    expect((await clerk.client.post('/vehicle-association/batch-delete', { vehicle_model_id: lavida21, product_ids: [pads] })).code).toBe(4003);
    expect((await clerk.client.get('/vehicle-association/export')).code).toBe(4003);

    const other = await enterpriseWithAdmin(t.client, '别家车型');
    expect((await other.admin.client.get(`/vehicle-association/products?vehicle_model_id=${lavida19}`)).code).toBe(4004);
    expect((await other.admin.client.post('/vehicle-association', { vehicle_model_id: lavida19, product_ids: [pads] })).code).toBe(4004);
    const theirs = await product(other.admin.client, { code: 'THEIRS' });
    expect((await e.admin.client.post('/vehicle-association', { vehicle_model_id: lavida19, product_ids: [theirs] })).code).toBe(4004);
    expect((await other.admin.client.get('/vehicle-association/catalogue')).data.list).toEqual([]);
  });
});
