import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts.ts';
import { enterpriseWithAdmin, joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('GET /enterprise/employees (whom the admin may transfer the role to)', () => {
  it('lists the other active employees of this enterprise only, for the admin only', async () => {
    const e = await enterpriseWithAdmin(t.client, '转让候选');
    const other = await enterpriseWithAdmin(t.client, '别家');
    const staff = await joinedMember(t.client, e, '小王');
    await joinedMember(t.client, other, '别家员工');
    const applicant = await registerUser(t.client, '申请人');
    await applicant.client.post('/enterprises/join', { code: e.code });

    const res = await e.admin.client.get('/enterprise/employees');
    expect(res.data.list).toEqual([{ employee_id: staff.employeeId, name: '小王', phone: staff.phone }]);
    expect((await staff.client.get('/enterprise/employees')).code).toBe(4003);
  });
});
