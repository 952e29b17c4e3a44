import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '华东汽配');
  b = await enterpriseWithAdmin(t.client, '华东汽配');
});
afterAll(async () => { await t?.close(); });

const defaults = async (e: EnterpriseFixture) =>
  (await e.admin.client.get('/warehouses?is_default=1')).data.list.map((w: { name: string }) => w.name);

describe('warehouses', () => {
  it('exactly one is the default: a new default takes the flag, the default cannot drop it, be disabled or be deleted', async () => {
    const admin = a.admin.client;
    expect(await defaults(a)).toEqual(['默认仓库']);
    const first = (await admin.get('/warehouses')).data.list[0].id;
    const suzhou = (await admin.post('/warehouses', { name: '苏州分仓', code: 'CK002', contact: '钱国栋', address: '苏州市相城区太阳路2288号' })).data.id;
    expect((await admin.get(`/warehouses/${suzhou}`)).data).toMatchObject({ is_default: 0, status: 1, contact: '钱国栋' });

    expect((await admin.put(`/warehouses/${suzhou}`, { is_default: 1 })).code).toBe(2000);
    expect(await defaults(a)).toEqual(['苏州分仓']);
    expect((await admin.post('/warehouses', { name: '杭州分仓', is_default: 1 })).code).toBe(2000);
    expect(await defaults(a)).toEqual(['杭州分仓']);

    const hangzhou = (await admin.get('/warehouses?is_default=1')).data.list[0].id;
    expect((await admin.put(`/warehouses/${hangzhou}`, { is_default: 0 })).data.fields).toEqual({ is_default: '必须有一个默认仓库：请把另一个仓库设为默认' });
    expect((await admin.put(`/warehouses/${hangzhou}`, { status: 0 })).data.fields).toEqual({ status: '默认仓库不能停用' });
    expect((await admin.post('/warehouses', { name: '停用仓', is_default: 1, status: 0 })).code).toBe(4220);
    expect(await admin.delete(`/warehouses/${hangzhou}`)).toMatchObject({ code: 4090, msg: '默认仓库不能删除' });
    expect(await defaults(a)).toEqual(['杭州分仓']);
    expect((await admin.put(`/warehouses/${first}`, { status: 0 })).code).toBe(2000);
    expect((await admin.post('/warehouses', { name: '苏州分仓' })).data.fields).toEqual({ name: '已存在相同的值' });
    expect((await admin.post('/warehouses', { name: '另一个', code: 'CK002' })).data.fields).toEqual({ code: '已存在相同的值' });
  });

  it("one enterprise's default never touches another's", async () => {
    await a.admin.client.post('/warehouses', { name: '宁波分仓', is_default: 1 });
    expect(await defaults(b)).toEqual(['默认仓库']);
  });
});

describe('shelves', () => {
  it('belong to a warehouse, named like A-01-01 once per warehouse; a warehouse with shelves cannot be deleted', async () => {
    const admin = a.admin.client;
    const w1 = (await admin.post('/warehouses', { name: '上海一号仓' })).data.id;
    const w2 = (await admin.post('/warehouses', { name: '上海二号仓' })).data.id;
    expect((await admin.post('/shelves', { warehouse_id: w1, name: 'A-01-01' })).code).toBe(2000);
    expect((await admin.post('/shelves', { warehouse_id: w2, name: 'A-01-01' })).code).toBe(2000);
    expect((await admin.post('/shelves', { warehouse_id: w1, name: 'A-01-01' })).code).toBe(4090);
    expect((await admin.post('/shelves', { name: 'A-01-02' })).data.fields).toEqual({ warehouse_id: '不能为空' });
    expect((await admin.get(`/shelves?warehouse_id=${w1}`)).data.list).toEqual([expect.objectContaining({ name: 'A-01-01', warehouse_name: '上海一号仓' })]);

    expect(await admin.delete(`/warehouses/${w1}`)).toMatchObject({ code: 4090, msg: '无法删除：货架中仍有记录引用它' });
    const shelf = (await admin.get(`/shelves?warehouse_id=${w2}`)).data.list[0].id;
    expect((await admin.delete(`/shelves/${shelf}`)).code).toBe(2000);
    expect((await admin.delete(`/warehouses/${w2}`)).code).toBe(2000);
  });

  it("cannot be put into another enterprise's warehouse, nor be changed by it", async () => {
    const theirs = (await b.admin.client.post('/warehouses', { name: '乙的仓库' })).data.id;
    expect((await a.admin.client.post('/shelves', { warehouse_id: theirs, name: 'B-01-01' })).data.fields).toEqual({ warehouse_id: '所选记录不存在' });
    const mine = (await a.admin.client.get('/shelves')).data.list[0];
    expect((await b.admin.client.put(`/shelves/${mine.id}`, { name: 'Z-99-99' })).code).toBe(4004);
    expect((await b.admin.client.delete(`/warehouses/${mine.warehouse_id}`)).code).toBe(4004);
    expect((await a.admin.client.get(`/shelves/${mine.id}`)).data.name).toBe(mine.name);
  });
});

describe('logistics companies', () => {
  it('are a plain list with unique names', async () => {
    expect((await a.admin.client.post('/logistics-companies', { name: '顺丰速运', code: 'SF', phone: '95338' })).code).toBe(2000);
    expect((await a.admin.client.post('/logistics-companies', { name: '顺丰速运' })).data.fields).toEqual({ name: '已存在相同的值' });
    expect((await b.admin.client.post('/logistics-companies', { name: '顺丰速运' })).code).toBe(2000);
  });
});
