import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, sendCode, type Account } from '../../testing/accounts.ts';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { notify } from '../messages/index.ts';

/**
 * Two enterprises with the same names everywhere (enterprise, admin, staff, applicants, messages). Every route of
 * the org and message modules that takes an id is asked by A with B's ids: the answer is 4004 and B is unchanged.
 */
let t: TestApp;
interface Side { e: EnterpriseFixture; staff: Account & { employeeId: number }; applicant: Account; requestId: number; messageId: number }
let a: Side;
let b: Side;

async function side(): Promise<Side> {
  const e = await enterpriseWithAdmin(t.client, '同名汽配', { org_name: '同名汽配有限公司', adminName: '老板' });
  const staff = await joinedMember(t.client, e, '小王');
  const applicant = await registerUser(t.client, '申请人');
  await applicant.client.post('/enterprises/join', { code: e.code });
  const requestId = (await e.admin.client.get('/enterprise/join-requests')).data.list[0].id;
  const messageId = await notify(t.database.db, e.enterpriseId, e.admin.userId, '同名消息', '');
  return { e, staff, applicant, requestId, messageId };
}

/** What B looks like in the database; compared before and after A's attempts. */
async function snapshotOf(s: Side) {
  const db = t.database.db;
  const id = s.e.enterpriseId;
  return {
    enterprise: await db.selectFrom('enterprise').selectAll().where('id', '=', id).executeTakeFirst(),
    employees: await db.selectFrom('employee').selectAll().where('enterprise_id', '=', id).orderBy('id').execute(),
    messages: await db.selectFrom('message').select(['id', 'user_id', 'is_read']).where('enterprise_id', '=', id).orderBy('id').execute(),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await side();
  b = await side();
});
afterAll(async () => { await t?.close(); });

describe('tenant isolation: A asks with B\'s ids', () => {
  it('every id-taking route answers 4004 and B does not change', async () => {
    const before = await snapshotOf(b);
    const adminA = a.e.admin.client;
    const code = await sendCode(t.client, t.database.db, a.e.admin.phone, 'transfer');
    const attempts = {
      approve: await adminA.post(`/enterprise/join-requests/${b.requestId}/approve`),
      reject: await adminA.post(`/enterprise/join-requests/${b.requestId}/reject`),
      transferToBStaff: await adminA.post('/enterprise/transfer-admin', { employee_id: b.staff.employeeId, code }),
      readBMessage: await adminA.post('/messages/read', { ids: [b.messageId] }),
      selectB: await adminA.post('/enterprises/select', { enterprise_id: b.e.enterpriseId }),
      staffSelectsB: await a.staff.client.post('/enterprises/select', { enterprise_id: b.e.enterpriseId }),
    };
    for (const [name, res] of Object.entries(attempts)) expect({ name, code: res.code }).toEqual({ name, code: 4004 });
    expect(await snapshotOf(b)).toEqual(before);
    // A's code was not spent on the refused transfer: A can still use it in A.
    expect((await adminA.post('/enterprise/transfer-admin', { employee_id: a.staff.employeeId, code })).code).toBe(2000);
  });

  it('lists and info show only the caller\'s enterprise', async () => {
    const c = await side(); // a fresh pair of twins for read-only checks
    const requests = (await c.e.admin.client.get('/enterprise/join-requests')).data.list;
    expect(requests.map((r: { id: number }) => r.id)).toEqual([c.requestId]);
    expect((await c.e.admin.client.get('/enterprise/info')).data.enterprise_id).toBe(c.e.enterpriseId);
    const messages = (await c.e.admin.client.get('/messages')).data.list.map((m: { id: number }) => m.id);
    expect(messages).not.toContain(b.messageId);
    expect((await c.staff.client.get('/employee/info')).data.employee_id).toBe(c.staff.employeeId);
    const mine = (await c.e.admin.client.get('/user/enterprises')).data.list.map((x: { enterprise_id: number }) => x.enterprise_id);
    expect(mine).toEqual([c.e.enterpriseId]);
  });

  it('writes without ids (read-all, rename, initialize) touch only the caller\'s enterprise', async () => {
    const before = await snapshotOf(b);
    const c = await side();
    await c.e.admin.client.post('/messages/read-all');
    await c.e.admin.client.put('/enterprise/info', { name: '改名', org_name: '', alias_name: '' });
    await c.e.admin.client.post('/finance/initialize');
    expect(await snapshotOf(b)).toEqual(before);
    expect((await b.e.admin.client.get('/finance/current-period')).code).toBe(5000);
    expect((await b.e.admin.client.get('/messages/count')).data.message_count).toBeGreaterThan(0);
  });

  it('an applicant of B cannot act in B, nor read B\'s messages through another enterprise', async () => {
    expect((await b.applicant.client.post('/enterprises/select', { enterprise_id: b.e.enterpriseId })).code).toBe(4004);
    expect((await b.applicant.client.get('/messages')).data.total).toBe(0);
  });
});
