import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createGadgetTables, gadgetRoutes } from './gadgets.fixture.ts';

let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp({}, { beforeApp: createGadgetTables, extraRoutes: gadgetRoutes });
  a = await enterpriseWithAdmin(t.client, '甲公司');
  b = await enterpriseWithAdmin(t.client, '乙公司');
});
afterAll(async () => { await t?.close(); });

const G = '/test-gadgets';
const M = '/test-makers';

describe('a resource from its definition', () => {
  it('creates with defaults, reads back with the ref name, lists, searches, filters and sorts', async () => {
    const maker = await a.admin.client.post(M, { name: '博世' });
    expect(maker.code).toBe(2000);
    const one = await a.admin.client.post(G, { name: '刹车片 前', code: 'BP-001', maker_id: maker.data.id, price: '12.5', sort: 2 });
    const two = await a.admin.client.post(G, { name: '机油滤清器', code: 'OF-002', price: '30', status: 2, sort: 1 });
    expect([one.code, two.code]).toEqual([2000, 2000]);

    const got = await a.admin.client.get(`${G}/${one.data.id}`);
    expect(got.data).toMatchObject({ name: '刹车片 前', maker_id: maker.data.id, maker_name: '博世', price: '12.500000', weight: '0.0000', status: 1, enabled: 1, sort: 2 });

    const all = await a.admin.client.get(G);
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((g: { code: string }) => g.code)).toEqual(['OF-002', 'BP-001']);
    expect((await a.admin.client.get(`${G}?keyword=bp-0`)).data.list.map((g: { code: string }) => g.code)).toEqual(['BP-001']);
    expect((await a.admin.client.get(`${G}?status=2`)).data.list.map((g: { code: string }) => g.code)).toEqual(['OF-002']);
    expect((await a.admin.client.get(`${G}?sort=price&order=desc`)).data.list.map((g: { code: string }) => g.code)).toEqual(['OF-002', 'BP-001']);
    expect((await a.admin.client.get(`${G}?keyword=${encodeURIComponent('100%')}`)).data.total).toBe(0);
  });

  it('validates with the SPEC §5 rules and messages, in the request language', async () => {
    const zh = await a.admin.client.post(G, { name: '', price: '1.1234567', sort: 0, mobile: '123', email: 'x@', status: 9 });
    expect(zh.code).toBe(4220);
    expect(zh.data.fields).toMatchObject({ name: '不能为空', price: '数字格式不正确', sort: '排序须为1到9999的整数', mobile: '请输入以9或1开头的手机号码', email: '邮箱格式不正确', status: '格式不正确' });
    const en = await a.admin.client.post(G, { sort: 10000 }, { language: 2 });
    expect(en.data.fields).toMatchObject({ name: 'Cannot be empty', sort: 'Sort must be an integer from 1 to 9999' });
  });

  it('keeps unique fields unique within the enterprise, not across enterprises', async () => {
    await a.admin.client.post(G, { name: '火花塞', code: 'SP-1' });
    const again = await a.admin.client.post(G, { name: '火花塞', code: 'SP-2' });
    expect(again).toMatchObject({ code: 4220, data: { fields: { name: '已存在相同的值' } } });
    expect((await b.admin.client.post(G, { name: '火花塞', code: 'SP-1' })).code).toBe(2000);
  });

  it('never shows or changes another enterprise’s records (4004) and refuses its refs', async () => {
    const mine = await a.admin.client.post(G, { name: '雨刮片', code: 'WB-1' });
    const theirMaker = await b.admin.client.post(M, { name: '电装' });
    expect((await b.admin.client.get(`${G}/${mine.data.id}`)).code).toBe(4004);
    expect((await b.admin.client.put(`${G}/${mine.data.id}`, { name: '改了' })).code).toBe(4004);
    expect((await b.admin.client.delete(`${G}/${mine.data.id}`)).code).toBe(4004);
    expect((await b.admin.client.post(`${G}/batch-delete`, { ids: [mine.data.id] })).code).toBe(4004);
    expect((await a.admin.client.post(G, { name: '借用', maker_id: theirMaker.data.id })).data.fields).toEqual({ maker_id: '所选记录不存在' });
    expect((await a.admin.client.get(`${G}/${mine.data.id}`)).data.name).toBe('雨刮片');
    expect((await b.admin.client.get(G)).data.list.map((g: { name: string }) => g.name)).not.toContain('雨刮片');
  });

  it('updates only the given fields and writes the enterprise log', async () => {
    const g = await a.admin.client.post(G, { name: '空调滤芯', code: 'AC-1', price: '45' });
    expect((await a.admin.client.put(`${G}/${g.data.id}`, { price: '48.80' })).code).toBe(2000);
    expect((await a.admin.client.get(`${G}/${g.data.id}`)).data).toMatchObject({ name: '空调滤芯', price: '48.800000' });
    const log = await t.database.db.selectFrom('change_log').select(['action', 'changes']).where('enterprise_id', '=', a.enterpriseId).where('resource', '=', 'test-gadgets').where('record_id', '=', g.data.id).orderBy('id').execute();
    expect(log.map((l) => l.action)).toEqual(['create', 'update']);
    expect(log[1]!.changes).toEqual({ price: ['45.000000', '48.80'] });
  });

  it('refuses to delete what others refer to, naming them; a tree node with children too', async () => {
    const parent = await a.admin.client.post(M, { name: '大陆集团' });
    await a.admin.client.post(M, { name: '大陆 中国', parent_id: parent.data.id });
    const used = await a.admin.client.post(M, { name: '马勒' });
    await a.admin.client.post(G, { name: '空气滤芯', maker_id: used.data.id });
    expect(await a.admin.client.delete(`${M}/${used.data.id}`)).toMatchObject({ code: 4090, msg: '无法删除：小工具中仍有记录引用它' });
    expect((await a.admin.client.delete(`${M}/${used.data.id}`, undefined, { language: 2 })).msg).toBe('Cannot delete: records in Gadgets still refer to it');
    expect((await a.admin.client.delete(`${M}/${parent.data.id}`)).code).toBe(4090);
  });

  it('moves deleted records to the recycle bin and restores them; a taken name blocks the restore', async () => {
    const g = await a.admin.client.post(G, { name: '轮胎', code: 'TY-1' });
    const h = await a.admin.client.post(G, { name: '电瓶', code: 'BT-1' });
    expect((await a.admin.client.post(`${G}/batch-delete`, { ids: [g.data.id, h.data.id] })).code).toBe(2000);
    expect((await a.admin.client.get(`${G}?keyword=${encodeURIComponent('轮胎')}`)).data.total).toBe(0);
    expect((await a.admin.client.get(`${G}?deleted=1&keyword=${encodeURIComponent('轮胎')}`)).data.list[0].deleted_time).toBeGreaterThan(0);
    expect((await a.admin.client.get(`${G}/${g.data.id}`)).code).toBe(4004);
    await a.admin.client.post(G, { name: '电瓶', code: 'BT-2' });
    expect((await a.admin.client.post(`${G}/restore`, { ids: [h.data.id] })).data.fields).toEqual({ name: '已存在相同的值' });
    expect((await a.admin.client.post(`${G}/restore`, { ids: [g.data.id] })).code).toBe(2000);
    expect((await a.admin.client.get(`${G}?keyword=${encodeURIComponent('轮胎')}`)).data.total).toBe(1);
  });

  it('a tree refuses to put a node under its own descendant', async () => {
    const top = await a.admin.client.post(M, { name: '顶级' });
    const child = await a.admin.client.post(M, { name: '子级', parent_id: top.data.id });
    expect((await a.admin.client.put(`${M}/${top.data.id}`, { parent_id: child.data.id })).data.fields).toEqual({ parent_id: '格式不正确' });
  });
});
