import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { exportEnterpriseData, finishDueDeregistrations } from './deregistration.service.ts';

let t: TestApp;
let a: EnterpriseFixture;

beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '将要注销的企业');
});
afterAll(async () => { await t?.close(); });

const state = async () => (await a.admin.client.get('/enterprise/deregistration')).data;

describe('enterprise deregistration', () => {
  it('is the administrator\'s alone: a member can neither export nor apply', async () => {
    const staff = await joinedMember(t.client, a, '员工甲');
    expect((await staff.client.post('/enterprise/deregistration/export')).code).toBe(4003);
    expect((await staff.client.post('/enterprise/deregistration', { confirm_name: '将要注销的企业', reason: '停业' })).code).toBe(4003);
  });

  it('needs a fresh data export, the name typed out and a reason; then cools off 15 days and can be undone', async () => {
    const c = a.admin.client;
    await c.post('/partners', { type: 1, name: '导出里的客户' });
    expect((await c.post('/enterprise/deregistration', { confirm_name: '将要注销的企业', reason: '停止经营' })).msg).toBe('请先导出企业数据（24小时内）再申请注销');

    const exported = await c.post('/enterprise/deregistration/export');
    expect(exported).toMatchObject({ status: 200, msg: 'file: application/octet-stream' });
    expect((await state()).export_fresh).toBe(true);
    // What the file holds (JSON), read from the same function the route sends.
    const doc = JSON.parse((await exportEnterpriseData(t.database.db, a.enterpriseId, 0)).toString('utf8')) as { enterprise: object; tables: Record<string, Array<{ name: string }>> };
    expect(doc.enterprise).toMatchObject({ id: a.enterpriseId, name: '将要注销的企业' });
    expect(doc.tables.partner!.map((p) => p.name)).toContain('导出里的客户');
    expect(doc.tables.employee!.length).toBe(2);
    expect(JSON.stringify(doc)).not.toMatch(/password_hash|token_hash/);

    expect((await c.post('/enterprise/deregistration', { confirm_name: '别的名字', reason: '停止经营' })).data.fields).toEqual({ confirm_name: '请输入完整的企业名称以确认' });
    expect((await c.post('/enterprise/deregistration', { confirm_name: '将要注销的企业', reason: '停' })).data.fields).toEqual({ reason: '注销原因至少两个字' });
    const applied = await c.post('/enterprise/deregistration', { confirm_name: '将要注销的企业', reason: '停止经营' });
    expect(applied.data).toMatchObject({ status: 1, reason: '停止经营', days_left: 15 });
    expect(applied.data.due_time - applied.data.apply_time).toBe(15 * 86_400);
    expect((await c.post('/enterprise/deregistration', { confirm_name: '将要注销的企业', reason: '停止经营' })).msg).toBe('企业已在注销冷静期中');
    // Cooling off, the enterprise still works.
    expect((await c.get('/partners?type=1')).code).toBe(2000);

    expect((await c.post('/enterprise/deregistration/undo')).data).toMatchObject({ status: 0 });
    expect((await c.post('/enterprise/deregistration/undo')).msg).toBe('企业没有待撤销的注销申请');
  });

  it('closes the enterprise when the cooling-off has run out: nobody acts in it any more, other enterprises carry on', async () => {
    const c = a.admin.client;
    const other = await enterpriseWithAdmin(t.client, '照常经营的企业');
    const applied = await c.post('/enterprise/deregistration', { confirm_name: '将要注销的企业', reason: '公司解散' });
    expect(applied.code, applied.msg).toBe(2000);
    expect(await finishDueDeregistrations(t.database.db, applied.data.due_time - 1)).toBe(0);
    expect(await finishDueDeregistrations(t.database.db, applied.data.due_time)).toBe(1);
    const after = await c.get('/partners?type=1');
    expect(after.code).toBe(4002);
    expect((await other.admin.client.get('/partners?type=1')).code).toBe(2000);
    const row = await t.database.db.selectFrom('enterprise_deregistration').select(['status', 'finish_time']).where('enterprise_id', '=', a.enterpriseId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.status).toBe(3);
  });
});
