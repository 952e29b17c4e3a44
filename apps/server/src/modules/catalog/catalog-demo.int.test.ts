import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { SignedClient } from '../../testing/signed-client.ts';
import { demoLogin, seedDemo } from '../setup/index.ts';

let t: TestApp;
let demo: SignedClient;
let enterprises: Array<{ enterprise_id: number; name: string }>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, pino({ level: 'silent' }));
  const login = await t.client.post('/auth/login', demoLogin());
  demo = t.client.withToken(login.data.token);
  enterprises = login.data.enterprises;
});
afterAll(async () => { await t?.close(); });

const total = async (path: string) => (await demo.get(path)).data.total as number;

describe('the product-centre demo data', () => {
  it('the trading company: ≥ 200 auto parts in a category tree and ~15 brands, linked to ~40 vehicle models', async () => {
    await demo.post('/enterprises/select', { enterprise_id: enterprises[0]!.enterprise_id });
    expect(await total('/products?is_draft=0')).toBeGreaterThanOrEqual(200);
    expect(await total('/brands')).toBeGreaterThanOrEqual(15);
    expect(await total('/product-categories?parent_id=0')).toBe(8);
    expect(await total('/vehicle-models')).toBeGreaterThanOrEqual(40);

    // A parts counter finds the oil filters for a customer's 2019 朗逸 by brand and OE number.
    const lavida = (await demo.get(`/vehicle-models?keyword=${encodeURIComponent('2019款 1.5L 自动舒适版')}`)).data.list[0];
    expect(lavida.range_name).toBe('朗逸');
    const fits = (await demo.get(`/products?vehicle_model_id=${lavida.id}&page_size=100`)).data;
    expect(fits.total).toBeGreaterThanOrEqual(15);
    const filters = fits.list.filter((p: { name: string }) => p.name.includes('机油滤清器'));
    expect(filters.map((p: { brand_name: string }) => p.brand_name).sort()).toEqual(['博世 BOSCH', '曼牌 MANN', '马勒 MAHLE']);
    const mann = (await demo.get(`/products/${filters.find((p: { brand_name: string }) => p.brand_name === '曼牌 MANN').id}`)).data;
    expect(mann).toMatchObject({ oe_code: '04E 115 561 H', unit_name: '个', category_name: '机油滤清器' });
    expect(mann.code).toMatch(/^MAN-W\d+$/);
    expect(mann.barcode).toMatch(/^4011558\d{6}$/);
    expect((await demo.get(`/products/${mann.id}/units`)).data.list).toMatchObject([{ unit_name: '箱', ratio: '24.000000' }]);
    expect((await demo.get(`/products/${mann.id}/associations`)).data.list).toHaveLength(2);

    // Every product was classified, and the history holds each product's first prices.
    const abc = (await demo.get('/smart-classification')).data;
    expect(abc.counts.A + abc.counts.B + abc.counts.C).toBe(await total('/products?is_draft=0'));
    expect(abc.counts.A).toBeGreaterThan(0);
    expect((await demo.get(`/products/${mann.id}/price-history`)).data.total).toBe(1);
  });

  it('the manufacturer: raw materials, semi-finished and finished goods, steel kept in kilograms', async () => {
    await demo.post('/enterprises/select', { enterprise_id: enterprises[1]!.enterprise_id });
    const types = (await demo.get('/product-types')).data.list;
    const typeId = (name: string) => types.find((x: { name: string }) => x.name === name).id;
    expect(await total(`/products?type_id=${typeId('原材料')}`)).toBeGreaterThanOrEqual(15);
    expect(await total(`/products?type_id=${typeId('半成品')}`)).toBeGreaterThanOrEqual(3);
    expect(await total(`/products?type_id=${typeId('产成品')}`)).toBeGreaterThanOrEqual(5);
    expect(await total('/vehicle-models')).toBe(0);
    const plate = (await demo.get('/products?keyword=Q235B')).data.list[0];
    expect(plate.unit_name).toBe('千克');
    expect((await demo.get(`/products/${plate.id}/units`)).data.list.map((u: { unit_name: string; ratio: string }) => `${u.unit_name}=${u.ratio}`)).toEqual(['吨=1000.000000', '张=423.900000']);
  });

  it('the manufacturer’s bills of materials: a gear pump two levels deep and a worm gearbox; their products stay', async () => {
    await demo.post('/enterprises/select', { enterprise_id: enterprises[1]!.enterprise_id });
    const byCode = async (code: string) => (await demo.get(`/products?keyword=${code}`)).data.list.find((p: { code: string }) => p.code === code);
    const pump = await byCode('CP-CBN-E306');
    const body = await byCode('BC-CBN306-02');
    const rows = (await demo.get(`/boms?product_id=${pump.id}&sort=sort&order=asc`)).data.list;
    expect(rows.map((r: { component_name: string; quantity: string }) => `${r.component_name}×${r.quantity}`)).toEqual([
      '主动齿轮轴×1.0000', '泵体（精加工）×1.0000', '深沟球轴承×2.0000', 'O型密封圈×2.0000', '骨架油封×1.0000', '内六角圆柱头螺钉×8.0000', '五层瓦楞纸箱×0.2500',
    ]);
    expect((await demo.get(`/boms?product_id=${body.id}`)).data.list).toEqual([expect.objectContaining({ component_name: 'HT250铸铁毛坯（泵体）', loss_rate: '1.5000' })]);
    expect((await demo.get('/boms')).data.total).toBe(19);
    expect((await demo.delete(`/products/${body.id}`)).code).toBe(4090);
  });
});
