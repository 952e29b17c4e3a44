import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts.ts';
import { enterpriseWithAdmin, joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { monthOf } from './accounting-period.service.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('all-status dictionary', () => {
  it('lists every status in the request language', async () => {
    const u = await registerUser(t.client);
    const zh = (await u.client.get('/common/all-status')).data;
    expect(Object.keys(zh).sort()).toEqual(['auditStatus', 'instoreStatus', 'outstoreStatus', 'payStatus', 'returnStatus', 'tradeStatus']);
    expect(zh.auditStatus).toEqual([{ id: 1, name: '待审核' }, { id: 2, name: '已审核' }, { id: 3, name: '已驳回' }, { id: 4, name: '已作废' }]);
    expect(zh.outstoreStatus.map((s: { id: number }) => s.id)).toEqual([1, 2, 3]); // SPEC §4: 1 not out, 2 partly, 3 all
    const en = (await u.client.get('/common/all-status', { language: 2 })).data;
    expect(en.payStatus).toEqual([{ id: 1, name: 'Unpaid' }, { id: 2, name: 'Partially paid' }, { id: 3, name: 'Fully paid' }]);
  });

  it('needs a login', async () => {
    expect((await t.client.get('/common/all-status')).code).toBe(4001);
  });
});

describe('current accounting period', () => {
  it('is 5000 with locked_account 2 and dashes until initialized, then 2000 with the month', async () => {
    const e = await enterpriseWithAdmin(t.client, '期间测试');
    const before = await e.admin.client.get('/finance/current-period');
    expect(before.code).toBe(5000);
    expect(before.msg).toBe('财务尚未初始化，请先完成初始化向导');
    expect(before.data).toEqual({
      locked_account: 2, info: '财务尚未初始化，请先完成初始化向导',
      business_period: { fiscal_period: '-' }, finance_period: { fiscal_period: '-' },
    });
    const en = await e.admin.client.get('/finance/current-period', { language: 2 });
    expect(en.data.info).toBe('Accounting is not initialized; please complete the initialization guide first');

    const staff = await joinedMember(t.client, e);
    expect((await staff.client.post('/finance/initialize')).code).toBe(4003);
    expect((await e.admin.client.post('/finance/initialize')).code).toBe(2000);
    const month = monthOf();
    const after = await staff.client.get('/finance/current-period');
    expect(after.code).toBe(2000);
    expect(after.data).toEqual({ locked_account: 1, info: '', business_period: { fiscal_period: month }, finance_period: { fiscal_period: month } });
    expect((await e.admin.client.post('/finance/initialize')).code).toBe(4090);
  });

  it('starts at the period the administrator chooses, and refuses one that is no month', async () => {
    const e = await enterpriseWithAdmin(t.client, '期初期间');
    const bad = await e.admin.client.post('/finance/initialize', { start_period: '2026-13' });
    expect([bad.code, Object.keys(bad.data.fields)]).toEqual([4220, ['start_period']]);
    expect((await e.admin.client.post('/finance/initialize', { start_period: '2026-01' })).code).toBe(2000);
    const period = await e.admin.client.get('/finance/current-period');
    expect([period.data.business_period.fiscal_period, period.data.finance_period.fiscal_period]).toEqual(['2026-01', '2026-01']);
  });

  it('belongs to an enterprise: a user acting in none is asked to pick one', async () => {
    const u = await registerUser(t.client);
    const res = await u.client.get('/finance/current-period');
    expect(res.code).toBe(4003);
    expect(res.msg).toBe('请先选择企业');
  });
});
