import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts.ts';
import { employeeRow, enterpriseWithAdmin, joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { defaultUnits } from './enterprise-defaults.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('creating an enterprise', () => {
  it('makes the creator its admin, acting in it at once, with its defaults seeded', async () => {
    const boss = await registerUser(t.client, '王老板');
    expect((await boss.client.get('/enterprise/info')).code).toBe(4003); // no enterprise yet
    const created = await boss.client.post('/enterprises', { name: '华东汽配', type: 1, org_name: '华东汽配贸易有限公司' });
    expect(created.code).toBe(2000);
    const id = created.data.enterprise_id;

    const mine = await boss.client.get('/user/enterprises');
    expect(mine.data.list).toEqual([{ enterprise_id: id, name: '华东汽配', display_name: '华东汽配贸易有限公司', is_admin: true, is_current: true }]);
    const me = await boss.client.get('/employee/info');
    expect(me.data).toMatchObject({ enterprise_id: id, name: '王老板', is_admin: true, account_type: 1, status: 1, permission_group_name: '管理员' });

    const db = t.database.db;
    const groups = await db.selectFrom('permission_group').select('name').where('enterprise_id', '=', id).orderBy('id').execute();
    expect(groups.map((g) => g.name)).toEqual(['管理员', '普通员工']);
    const units = await db.selectFrom('unit').select('name').where('enterprise_id', '=', id).orderBy('sort').execute();
    expect(units.map((u) => u.name)).toEqual(defaultUnits);
    const warehouses = await db.selectFrom('warehouse').select(['name', 'is_default']).where('enterprise_id', '=', id).execute();
    expect(warehouses).toEqual([{ name: '默认仓库', is_default: 1 }]);
    const settings = await db.selectFrom('enterprise_setting').select(['key', 'value']).where('enterprise_id', '=', id).execute();
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toMatchObject({ allow_negative_stock: false, acceptance_days: 15 });
  });

  it('refuses a blank name and an unknown type, in the request language', async () => {
    const u = await registerUser(t.client);
    const blank = await u.client.post('/enterprises', { name: '  ', type: 1 }, { language: 2 });
    expect(blank.code).toBe(4220);
    expect(blank.data.fields).toEqual({ name: 'Please enter the enterprise name' });
    expect((await u.client.post('/enterprises', { name: 'X', type: 3 })).code).toBe(4220);
    expect((await u.client.get('/user/enterprises')).data.list).toEqual([]);
  });

  it('each enterprise gets its own join code', async () => {
    const a = await enterpriseWithAdmin(t.client, '甲');
    const b = await enterpriseWithAdmin(t.client, '甲');
    expect(a.code).toMatch(/^E\d{6}$/);
    expect(a.code).not.toBe(b.code);
  });
});

describe('selecting the current enterprise', () => {
  it('a second enterprise does not switch; selecting does, and the next login starts there', async () => {
    const first = await enterpriseWithAdmin(t.client, '一号公司');
    const u = first.admin;
    const second = (await u.client.post('/enterprises', { name: '二号公司', type: 1 })).data.enterprise_id;
    expect((await u.client.get('/enterprise/info')).data.enterprise_id).toBe(first.enterpriseId);

    expect((await u.client.post('/enterprises/select', { enterprise_id: second })).data).toEqual({ enterprise_id: second });
    expect((await u.client.get('/enterprise/info')).data.name).toBe('二号公司');
    const mine = (await u.client.get('/user/enterprises')).data.list;
    expect(mine.map((e: { is_current: boolean }) => e.is_current)).toEqual([false, true]);

    const login = await t.client.post('/auth/login', { phone: u.phone, password: u.password });
    expect(login.data.user.enterprise_id).toBe(second);
  });

  it('an enterprise the user is not an active member of is "not found" and nothing changes', async () => {
    const mine = await enterpriseWithAdmin(t.client, '自己的');
    const theirs = await enterpriseWithAdmin(t.client, '别人的');
    const other = await mine.admin.client.post('/enterprises/select', { enterprise_id: theirs.enterpriseId });
    expect(other.code).toBe(4004);
    expect((await mine.admin.client.post('/enterprises/select', { enterprise_id: 999_999 })).code).toBe(4004);
    expect((await mine.admin.client.get('/enterprise/info')).data.enterprise_id).toBe(mine.enterpriseId);
    const user = await t.database.db.selectFrom('app_user').select('last_enterprise_id').where('id', '=', mine.admin.userId).executeTakeFirstOrThrow();
    expect(user.last_enterprise_id).toBe(mine.enterpriseId);
  });
});

describe('enterprise info (SPEC §3 display name)', () => {
  it('type 1 shows org_name or name, type 2 alias_name or name', async () => {
    const shown = async (opts: { type: 1 | 2; org_name?: string; alias_name?: string }) =>
      (await (await enterpriseWithAdmin(t.client, '名称', opts)).admin.client.get('/enterprise/info')).data.display_name;
    expect(await shown({ type: 1, org_name: '全称有限公司', alias_name: '别名' })).toBe('全称有限公司');
    expect(await shown({ type: 1, alias_name: '别名' })).toBe('名称');
    expect(await shown({ type: 2, org_name: '全称有限公司', alias_name: '别名' })).toBe('别名');
    expect(await shown({ type: 2, org_name: '全称有限公司' })).toBe('名称');
  });

  it('returns the raw fields, version info and stock accounting method', async () => {
    const e = await enterpriseWithAdmin(t.client, '汽配城', { type: 2, alias_name: '城' });
    const info = (await e.admin.client.get('/enterprise/info')).data;
    expect(info).toMatchObject({ enterprise_id: e.enterpriseId, code: e.code, type: 2, name: '汽配城', org_name: '', alias_name: '城', stock_accounting_method: 1 });
    expect(info.version_info.name).toBe('标准版');
    expect((await e.admin.client.get('/enterprise/info', { language: 2 })).data.version_info.name).toBe('Standard edition');
    const inAYear = Math.floor(Date.now() / 1000) + 365 * 86_400;
    expect(Math.abs(info.version_info.expired_time - inAYear)).toBeLessThan(60);
  });

  it('the admin renames it; a staff member may not', async () => {
    const e = await enterpriseWithAdmin(t.client, '旧名', { type: 1 });
    const renamed = await e.admin.client.put('/enterprise/info', { name: '新名', org_name: '新名有限公司' });
    expect(renamed.data).toMatchObject({ name: '新名', org_name: '新名有限公司', display_name: '新名有限公司' });
    const staff = await joinedMember(t.client, e);
    expect((await staff.client.put('/enterprise/info', { name: '篡改' })).code).toBe(4003);
    expect((await staff.client.get('/enterprise/info')).data.name).toBe('新名');
  });
});

describe('employee info', () => {
  it('with permission summary, and without (name, code, is_login, partner_group)', async () => {
    const e = await enterpriseWithAdmin(t.client, '员工信息');
    const staff = await joinedMember(t.client, e, '李四');
    const info = (await staff.client.get('/employee/info')).data;
    expect(info).toMatchObject({ employee_id: staff.employeeId, name: '李四', phone: staff.phone, is_admin: false, account_type: 2, permission_group_name: '普通员工' });
    const row = await employeeRow(t.database.db, e.enterpriseId, staff.userId);
    expect(info.permission_group_id).toBe(row!.permission_group_id);
    const basic = (await staff.client.get('/employee/basic')).data;
    const user = (await staff.client.get('/user/info')).data;
    expect(basic).toEqual({ name: '李四', code: user.code, is_login: 1, partner_group: 0 });
  });
});
