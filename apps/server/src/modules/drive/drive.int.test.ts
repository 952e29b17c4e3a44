import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;

beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '网盘企业');
});
afterAll(async () => { await t?.close(); });

const browse = async (folder = 0, c = a.admin.client) => (await c.get(`/drive?folder_id=${folder}`)).data;

describe('the enterprise file drive', () => {
  it('keeps folders and files, counts them against the quota, downloads the same bytes, renames, moves and deletes', async () => {
    const c = a.admin.client;
    const contracts = (await c.post('/drive/folders', { parent_id: 0, name: '合同' })).data.id as number;
    const y2026 = (await c.post('/drive/folders', { parent_id: contracts, name: '2026' })).data.id as number;
    expect((await c.post('/drive/folders', { parent_id: 0, name: '合同' })).msg).toBe('该文件夹中已有同名的文件或文件夹');

    const bytes = Buffer.from('供货合同第一版 — 甲方乙方'.repeat(100));
    const up = await c.upload(`/drive/files?folder_id=${y2026}`, bytes, '供货合同.pdf', 'application/pdf');
    expect(up.code, up.msg).toBe(2000);
    expect(up.data).toMatchObject({ name: '供货合同.pdf', size: bytes.length });

    const view = await browse(y2026);
    expect(view.path).toEqual([{ id: contracts, name: '合同' }, { id: y2026, name: '2026' }]);
    expect(view.files).toEqual([expect.objectContaining({ id: up.data.id, name: '供货合同.pdf', size: bytes.length, uploader: '管理员' })]);
    expect(view.quota).toEqual({ quota_bytes: 1024 * 1024 * 1024, used_bytes: bytes.length });
    expect((await browse(0)).folders.map((f: { name: string }) => f.name)).toEqual(['合同']);

    const got = await c.download(`/drive/files/${up.data.id}/download`);
    expect(got.status).toBe(200);
    expect(got.body.equals(bytes)).toBe(true);

    expect((await c.put(`/drive/files/${up.data.id}`, { name: '供货合同-终版.pdf', folder_id: contracts })).code).toBe(2000);
    expect((await browse(contracts)).files.map((f: { name: string }) => f.name)).toEqual(['供货合同-终版.pdf']);
    expect((await c.delete(`/drive/folders/${contracts}`)).msg).toBe('文件夹不为空，请先删除其中的文件和文件夹');
    expect((await c.delete(`/drive/files/${up.data.id}`)).code).toBe(2000);
    expect((await browse(0)).quota.used_bytes).toBe(0);
    expect((await c.download(`/drive/files/${up.data.id}/download`)).json?.code).toBe(4004);
    expect((await c.delete(`/drive/folders/${y2026}`)).code).toBe(2000);
    expect((await c.delete(`/drive/folders/${contracts}`)).code).toBe(2000);
  });

  it('refuses an upload past the quota and leaves the usage as it was', async () => {
    await t.database.db.updateTable('drive_quota').set({ quota_bytes: 1000, used_bytes: 900 }).where('enterprise_id', '=', a.enterpriseId).execute();
    const refused = await a.admin.client.upload('/drive/files', Buffer.alloc(200, 1), 'big.bin');
    expect(refused).toMatchObject({ code: 4090, msg: '网盘空间不足：剩余 100B，文件 200B' });
    const fits = await a.admin.client.upload('/drive/files', Buffer.alloc(100, 1), 'fits.bin');
    expect(fits.code).toBe(2000);
    expect((await browse(0)).quota).toEqual({ quota_bytes: 1000, used_bytes: 1000 });
    await a.admin.client.delete(`/drive/files/${fits.data.id}`);
    await t.database.db.updateTable('drive_quota').set({ quota_bytes: 1024 * 1024 * 1024 }).where('enterprise_id', '=', a.enterpriseId).execute();
  });

  it('needs the page to look and the functions to change; another enterprise sees and touches nothing', async () => {
    const file = (await a.admin.client.upload('/drive/files', Buffer.from('secret'), 'plan.txt')).data.id as number;
    const staff = await joinedMember(t.client, a, '普通员工');
    expect((await staff.client.get('/drive')).code).toBe(4003);
    expect((await staff.client.upload('/drive/files', Buffer.from('x'), 'x.txt')).code).toBe(4003);
    const group = (await a.admin.client.post('/permission-groups', { name: '网盘只读' })).data.id as number;
    await a.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'fileDrive', funs: ['file_drive_download'], cols: null }] });
    await a.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [staff.employeeId] });
    expect((await staff.client.get('/drive')).data.files.map((f: { name: string }) => f.name)).toEqual(['plan.txt']);
    expect((await staff.client.download(`/drive/files/${file}/download`)).body.toString()).toBe('secret');
    expect((await staff.client.delete(`/drive/files/${file}`)).code).toBe(4003);

    const b = await enterpriseWithAdmin(t.client, '别家企业');
    expect((await browse(0, b.admin.client)).files).toEqual([]);
    expect((await b.admin.client.download(`/drive/files/${file}/download`)).json?.code).toBe(4004);
    expect((await b.admin.client.put(`/drive/files/${file}`, { name: 'mine.txt' })).code).toBe(4004);
    expect((await b.admin.client.delete(`/drive/files/${file}`)).code).toBe(4004);
    expect((await b.admin.client.upload(`/drive/files?folder_id=1`, Buffer.from('x'), 'x.txt')).code).toBe(4004);
    expect((await browse(0)).files.map((f: { name: string }) => f.name)).toEqual(['plan.txt']);
  });
});
