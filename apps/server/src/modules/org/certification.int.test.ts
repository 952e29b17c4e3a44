import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type Account } from '../../testing/accounts.ts';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { seedEnterpriseDefaults } from './enterprise-defaults.ts';

let t: TestApp;
let a: EnterpriseFixture;
let operator: Account;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '华东汽配');
  // The platform operator: enterprise 91 (SPEC §2 system maintenance), created the way an installation would.
  operator = await registerUser(t.client, '运维');
  await t.database.db.transaction().execute(async (tx) => {
    const now = nowSeconds();
    await tx.insertInto('enterprise').values({ id: 91, code: 'E000091', name: '账房运营', create_time: now, update_time: now } as never).execute();
    const { adminGroupId } = await seedEnterpriseDefaults(tx, 91);
    await tx.insertInto('employee').values({ enterprise_id: 91, user_id: operator.userId, name: '运维', phone: operator.phone, is_admin: true, account_type: 1, permission_group_id: adminGroupId, create_time: now, update_time: now }).execute();
  });
  await operator.client.post('/enterprises/select', { enterprise_id: 91 });
});
afterAll(async () => { await t?.close(); });

const good = { company_name: '华东汽配贸易有限公司', license_number: '91310112ma1gbq3x7r', license_image: '/api/v1/files/abc.png', legal_person: '陈老板' };

describe('enterprise certification', () => {
  it('is a record the admin submits and the platform operator reviews', async () => {
    expect((await a.admin.client.get('/enterprise/certification')).data.status).toBe(0);
    const bad = await a.admin.client.post('/enterprise/certification', { ...good, license_number: '12345', license_image: '' });
    expect(bad.data.fields).toEqual({ license_number: '请输入18位统一社会信用代码或15位注册号', license_image: '不能为空' });

    const submitted = await a.admin.client.post('/enterprise/certification', good);
    expect(submitted.data).toMatchObject({ status: 1, company_name: '华东汽配贸易有限公司', license_number: '91310112MA1GBQ3X7R', review_time: 0 });

    // Only the operator enterprise reviews, and only what waits for review.
    expect((await a.admin.client.post(`/setup/certifications/${a.enterpriseId}/review`, { approve: true })).code).toBe(4003);
    expect((await operator.client.post(`/setup/certifications/${a.enterpriseId}/review`, { approve: true })).code).toBe(2000);
    expect((await operator.client.post(`/setup/certifications/${a.enterpriseId}/review`, { approve: true })).code).toBe(4004);
    expect((await a.admin.client.get('/enterprise/certification')).data).toMatchObject({ status: 2, review_time: expect.any(Number) });
    expect((await a.admin.client.get('/messages')).data.list[0]).toMatchObject({ title: '企业认证结果', content: '华东汽配的企业认证已通过。' });

    // Changing the data after approval means a new review.
    expect((await a.admin.client.post('/enterprise/certification', { ...good, company_name: '华东汽配贸易（集团）有限公司' })).data.status).toBe(1);
    await operator.client.post(`/setup/certifications/${a.enterpriseId}/review`, { approve: false, remark: '执照图片不清晰' });
    expect((await a.admin.client.get('/enterprise/certification')).data).toMatchObject({ status: 3, review_remark: '执照图片不清晰' });
  });

  it('staff need the certification page to read it and its submit code to change it', async () => {
    const staff = await joinedMember(t.client, a, '文员');
    expect((await staff.client.get('/enterprise/certification')).code).toBe(4003);
    expect((await staff.client.post('/enterprise/certification', good)).code).toBe(4003);
  });
});
