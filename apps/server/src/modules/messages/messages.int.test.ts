import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts.ts';
import { enterpriseWithAdmin, joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { notify } from './index.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const countOf = async (client: typeof t.client) => (await client.get('/messages/count')).data.message_count;

describe('message count and reading', () => {
  it('a declined applicant in no enterprise sees the answer in the badge of /user/info and in /messages/count alike', async () => {
    const e = await enterpriseWithAdmin(t.client, '婉拒测试');
    const applicant = await registerUser(t.client, '赵六');
    await applicant.client.post('/enterprises/join', { code: e.code });
    const request = (await e.admin.client.get('/enterprise/join-requests')).data.list.find((r: { user_id: number }) => r.user_id === applicant.userId);
    await e.admin.client.post(`/enterprise/join-requests/${request.id}/reject`);
    expect(await countOf(applicant.client)).toBe(1);
    expect((await applicant.client.get('/user/info')).data.message_count).toBe(1);
  });

  it('a join request raises the admin\'s count; reading it lowers it again', async () => {
    const e = await enterpriseWithAdmin(t.client, '消息测试');
    expect(await countOf(e.admin.client)).toBe(0);
    const applicant = await registerUser(t.client, '王五');
    await applicant.client.post('/enterprises/join', { code: e.code });
    expect(await countOf(e.admin.client)).toBe(1);
    expect((await e.admin.client.get('/user/info')).data.message_count).toBe(1);

    const list = (await e.admin.client.get('/messages')).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ title: '新的加入申请', content: `王五（${applicant.phone}）申请加入消息测试，请审核。`, is_read: 0, enterprise_id: e.enterpriseId });
    const en = (await e.admin.client.get('/messages', { language: 2 })).data.list[0];
    expect(en.title).toBe('New join request');

    expect((await e.admin.client.post('/messages/read', { ids: [list.list[0].id] })).code).toBe(2000);
    expect(await countOf(e.admin.client)).toBe(0);
    expect((await e.admin.client.get('/messages?is_read=1')).data.total).toBe(1);
    expect((await e.admin.client.get('/messages?is_read=0')).data.total).toBe(0);
  });

  it('pages, and read-all reads only the current enterprise\'s messages', async () => {
    const a = await enterpriseWithAdmin(t.client, '甲公司');
    const bId = (await a.admin.client.post('/enterprises', { name: '乙公司', type: 1 })).data.enterprise_id;
    const db = t.database.db;
    for (let i = 1; i <= 5; i++) await notify(db, a.enterpriseId, a.admin.userId, `甲 ${i}`, '内容');
    await notify(db, bId, a.admin.userId, '乙 1', '内容');

    const page2 = (await a.admin.client.get('/messages?page=2&page_size=2')).data;
    expect(page2).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(page2.list.map((m: { title: string }) => m.title)).toEqual(['甲 3', '甲 2']);

    expect((await a.admin.client.post('/messages/read-all')).data).toEqual({ updated: 5 });
    expect(await countOf(a.admin.client)).toBe(0);
    await a.admin.client.post('/enterprises/select', { enterprise_id: bId });
    expect(await countOf(a.admin.client)).toBe(1);
  });

  it('marking read is all or nothing: an id that is not yours answers 4004 and reads nothing', async () => {
    const e = await enterpriseWithAdmin(t.client, '全有或全无');
    const staff = await joinedMember(t.client, e);
    const mine = await notify(t.database.db, e.enterpriseId, e.admin.userId, '我的', '');
    const theirs = await notify(t.database.db, e.enterpriseId, staff.userId, '员工的', '');
    expect((await e.admin.client.post('/messages/read', { ids: [mine, theirs] })).code).toBe(4004);
    expect((await e.admin.client.post('/messages/read', { ids: [mine, 987_654] })).code).toBe(4004);
    const rows = await t.database.db.selectFrom('message').select(['id', 'is_read']).where('id', 'in', [mine, theirs]).execute();
    expect(rows.every((r) => !r.is_read)).toBe(true);
    expect((await e.admin.client.post('/messages/read', { ids: [] })).code).toBe(4220);
  });

  it('someone in no enterprise yet still sees the answers to their join requests', async () => {
    const e = await enterpriseWithAdmin(t.client, '等待中');
    const u = await registerUser(t.client);
    await u.client.post('/enterprises/join', { code: e.code });
    expect(await countOf(u.client)).toBe(0);
    const request = (await e.admin.client.get('/enterprise/join-requests')).data.list[0];
    await e.admin.client.post(`/enterprise/join-requests/${request.id}/approve`);
    expect(await countOf(u.client)).toBe(1);
    expect((await u.client.get('/messages')).data.list[0].title).toBe('加入申请已通过');
  });
});
