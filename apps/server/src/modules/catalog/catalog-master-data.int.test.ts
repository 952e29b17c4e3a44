import { catalogResources } from '@zf/shared';
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

const names = (list: Array<{ name: string }>) => list.map((x) => x.name);

describe('product-centre master data', () => {
  it('every catalogue resource lists for the admin', async () => {
    for (const r of catalogResources) {
      const res = await e.admin.client.get(`/${r.name}`);
      expect(res.code, r.name).toBe(2000);
    }
    // A new enterprise starts with its base units.
    expect(names((await e.admin.client.get('/units?page_size=50')).data.list)).toEqual(expect.arrayContaining(['个', '套', '千克']));
  });

  it('categories form a tree: children by parent, no cycles, no deleting a node with children', async () => {
    const c = e.admin.client;
    const brakes = await created(c, '/product-categories', { name: '制动系统', code: 'ZD', sort: 1 });
    const pads = await created(c, '/product-categories', { name: '刹车片', parent_id: brakes, sort: 2 });
    const discs = await created(c, '/product-categories', { name: '刹车盘', parent_id: brakes, sort: 1 });
    const filters = await created(c, '/product-categories', { name: '滤清器', sort: 2 });
    expect(names((await c.get('/product-categories?parent_id=0')).data.list)).toEqual(['制动系统', '滤清器']);
    expect((await c.get(`/product-categories?parent_id=${brakes}`)).data.list.map((x: { id: number; parent_id: number }) => [x.id, x.parent_id]))
      .toEqual([[discs, brakes], [pads, brakes]]);

    expect((await c.put(`/product-categories/${brakes}`, { parent_id: pads })).data.fields).toEqual({ parent_id: '格式不正确' });
    expect((await c.delete(`/product-categories/${brakes}`)).code).toBe(4090);
    // The same name may sit under another parent, not twice under one.
    expect((await c.post('/product-categories', { name: '刹车片', parent_id: filters })).code).toBe(2000);
    expect((await c.post('/product-categories', { name: '刹车片', parent_id: brakes })).code).toBe(4090);
    // Moving a node elsewhere works and takes it out of the old parent.
    expect((await c.put(`/product-categories/${discs}`, { parent_id: 0 })).code).toBe(2000);
    expect(names((await c.get(`/product-categories?parent_id=${brakes}`)).data.list)).toEqual(['刹车片']);
  });

  it('units: unique names, deleted for good unless used', async () => {
    const c = e.admin.client;
    const barrel = await created(c, '/units', { name: '桶', sort: 20, remark: '机油 4L 装' });
    expect((await c.post('/units', { name: '桶' })).data.fields).toEqual({ name: '已存在相同的值' });
    expect((await c.get(`/units/${barrel}`)).data).toMatchObject({ name: '桶', sort: 20, remark: '机油 4L 装' });
    expect((await c.delete(`/units/${barrel}`)).code).toBe(2000);
    expect((await c.get(`/units/${barrel}`)).code).toBe(4004);
    expect((await c.get(`/units?keyword=${encodeURIComponent('桶')}`)).data.total).toBe(0);
  });

  it('attribute values belong to one attribute; a value repeats across attributes, not within one', async () => {
    const c = e.admin.client;
    const colour = await created(c, '/product-attributes', { name: '颜色' });
    const position = await created(c, '/product-attributes', { name: '安装位置' });
    await created(c, '/product-attribute-values', { attribute_id: colour, name: '黑色' });
    await created(c, '/product-attribute-values', { attribute_id: position, name: '前轮', sort: 1 });
    await created(c, '/product-attribute-values', { attribute_id: position, name: '后轮', sort: 2 });
    await created(c, '/product-attribute-values', { attribute_id: colour, name: '通用' });
    await created(c, '/product-attribute-values', { attribute_id: position, name: '通用', sort: 3 });
    expect((await c.post('/product-attribute-values', { attribute_id: position, name: '前轮' })).code).toBe(4090);
    const values = (await c.get(`/product-attribute-values?attribute_id=${position}`)).data.list;
    expect(values.map((v: { name: string; attribute_name: string }) => `${v.attribute_name}:${v.name}`)).toEqual(['安装位置:前轮', '安装位置:后轮', '安装位置:通用']);
    // An attribute with values cannot be deleted; a value needs a live attribute.
    expect((await c.delete(`/product-attributes/${colour}`)).msg).toBe('无法删除：属性值中仍有记录引用它');
    expect((await c.post('/product-attribute-values', { attribute_id: 999999, name: '蓝色' })).data.fields).toEqual({ attribute_id: '所选记录不存在' });
  });

  it('industries carry their attributes; types have a nature; labels and custom categories are named lists', async () => {
    const c = e.admin.client;
    const autoParts = await created(c, '/industries', { name: '汽车配件' });
    await created(c, '/industry-attributes', { industry_id: autoParts, name: 'OE号', is_required: 1 });
    await created(c, '/industry-attributes', { industry_id: autoParts, name: '适用车型' });
    expect((await c.get(`/industry-attributes?industry_id=${autoParts}`)).data.list.map((a: { name: string; is_required: number; industry_name: string }) => [a.industry_name, a.name, a.is_required]))
      .toEqual([['汽车配件', 'OE号', 1], ['汽车配件', '适用车型', 0]]);

    const raw = await created(c, '/product-types', { name: '钢材', nature: 2 });
    expect((await c.get(`/product-types/${raw}`)).data.nature).toBe(2);
    expect((await c.post('/product-types', { name: '怪类', nature: 9 })).data.fields).toEqual({ nature: '格式不正确' });
    const hot = await created(c, '/product-labels', { name: '热销', color: '#f5222d' });
    const season = await created(c, '/custom-categories', { name: '冬季保养' });
    const p = await product(c, { type_id: raw, label_id: hot, custom_category_id: season, unit_id: await unitId(c, '千克') });
    expect((await c.get(`/products/${p}`)).data).toMatchObject({ type_name: '钢材', label_name: '热销', custom_category_name: '冬季保养', unit_name: '千克' });
    expect((await c.get(`/products?label_id=${hot}`)).data.total).toBe(1);
  });

  it('staff see master data only with its page and change it only with its function codes', async () => {
    const { joinedMember } = await import('../../testing/enterprises.ts');
    const staff = await joinedMember(t.client, e, '采购员');
    expect((await staff.client.get('/vehicle-models')).code).toBe(4003);
    const group = await e.admin.client.post('/permission-groups', { name: '车型维护' });
    await e.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: [{ page: 'vehicleModel', funs: ['vehicle_model_add'], cols: null }] });
    await e.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [staff.employeeId] });
    expect((await staff.client.post('/vehicle-brands', { name: '大众', initial: 'D' })).code).toBe(2000);
    expect((await staff.client.get('/vehicle-brands')).data.total).toBe(1);
    const brand = (await staff.client.get('/vehicle-brands')).data.list[0].id;
    expect((await staff.client.delete(`/vehicle-brands/${brand}`)).code).toBe(4003);
    expect((await staff.client.get('/products')).code).toBe(4003);
  });
});
