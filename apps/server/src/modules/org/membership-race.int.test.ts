import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts.ts';
import { enterpriseWithAdmin } from '../../testing/enterprises.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

// Real PostgreSQL only: PGlite has one connection, so two requests never interleave and there is no race to lose.
describe.skipIf(testDbKind !== 'postgres')('double clicks on real PostgreSQL', () => {
  it('asking to join twice at once leaves one request and one message for the admin', async () => {
    const e = await enterpriseWithAdmin(t.client, '并发加入');
    for (let round = 0; round < 8; round++) {
      const u = await registerUser(t.client);
      const answers = await Promise.all([u.client.post('/enterprises/join', { code: e.code }), u.client.post('/enterprises/join', { code: e.code })]);
      expect(answers.map((r) => r.code).sort()).toEqual([2000, 4090]);
    }
    expect((await e.admin.client.get('/enterprise/join-requests')).data.total).toBe(8);
    expect((await e.admin.client.get('/messages/count')).data.message_count).toBe(8);
  });

  it('approve and reject of one request at once: exactly one decides, the applicant hears once', async () => {
    const e = await enterpriseWithAdmin(t.client, '并发审批');
    const u = await registerUser(t.client);
    await u.client.post('/enterprises/join', { code: e.code });
    const id = (await e.admin.client.get('/enterprise/join-requests')).data.list[0].id;
    const answers = await Promise.all([
      e.admin.client.post(`/enterprise/join-requests/${id}/approve`),
      e.admin.client.post(`/enterprise/join-requests/${id}/reject`),
    ]);
    expect(answers.map((r) => r.code).sort()).toEqual([2000, 4004]);
    expect((await u.client.get('/messages/count')).data.message_count).toBe(1);
  });
});
