import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Issue 18 item 1, documents and photos: a machine's files are drive files in the folder 设备资料/<code> <name>,
 * counted against the drive quota and downloaded as the same bytes; the machine's rights govern them (its page to
 * see, its edit right to change); removing one from the card deletes it from the drive; a scrapped machine keeps
 * them; another enterprise gets 404 for every id of them.
 */
let t: TestApp;
let a: EnterpriseFixture;
let lathe: number;

// A real 1×1 PNG (70 bytes) and a small PDF-like document.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const manual = Buffer.from('%PDF-1.4 数控车床操作手册 '.repeat(40));

beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '设备资料企业');
  const made = await a.admin.client.post('/equipment', { code: 'SB-001', name: '数控车床', model: 'CK6140' });
  expect(made.code, made.msg).toBe(2000);
  lathe = made.data.id;
});
afterAll(async () => { await t?.close(); });

const drive = async (folder = 0) => (await a.admin.client.get(`/drive?folder_id=${folder}`)).data;
const files = async (c = a.admin.client, id = lathe) => c.get(`/equipment/${id}/files`);

describe('equipment documents and photos', () => {
  it('keeps uploads as drive files in the machine\'s folder, photos first, within the quota, downloaded as the same bytes', async () => {
    const c = a.admin.client;
    const photo = await c.upload(`/equipment/${lathe}/files`, png, '正面.png', 'image/png');
    expect(photo.code, photo.msg).toBe(2000);
    expect(photo.data).toMatchObject({ kind: 1, name: '正面.png', size: png.length });
    const doc = await c.upload(`/equipment/${lathe}/files`, manual, '操作手册.pdf', 'application/pdf');
    expect(doc.data).toMatchObject({ kind: 2, name: '操作手册.pdf', size: manual.length });
    // A second photo of the same name gets the next free name; a .png that is no image is a document.
    expect((await c.upload(`/equipment/${lathe}/files`, png, '正面.png', 'image/png')).data).toMatchObject({ kind: 1, name: '正面 (2).png' });
    expect((await c.upload(`/equipment/${lathe}/files`, Buffer.from('not an image'), 'fake.png')).data).toMatchObject({ kind: 2, name: 'fake.png', size: 12 });

    const list = (await files()).data.list;
    expect(list.map((f: { kind: number; name: string; size: number; uploader: string }) => [f.kind, f.name, f.size, f.uploader])).toEqual([
      [1, '正面.png', png.length, '管理员'], [1, '正面 (2).png', png.length, '管理员'], [2, '操作手册.pdf', manual.length, '管理员'], [2, 'fake.png', 12, '管理员'],
    ]);

    // The drive holds them: 设备资料 / SB-001 数控车床, and counts them against the quota.
    const root = await drive();
    const parent = root.folders.find((f: { name: string }) => f.name === '设备资料');
    expect(parent).toBeDefined();
    const own = (await drive(parent.id)).folders;
    expect(own.map((f: { name: string }) => f.name)).toEqual(['SB-001 数控车床']);
    const inFolder = await drive(own[0].id);
    expect(inFolder.files.map((f: { name: string }) => f.name).sort()).toEqual(['fake.png', '操作手册.pdf', '正面 (2).png', '正面.png'].sort());
    expect(inFolder.quota.used_bytes).toBe(2 * png.length + manual.length + 12);
    expect(list[0].file_id).toBe(photo.data.file_id);

    const got = await c.download(`/equipment-files/${photo.data.id}/download`);
    expect([got.status, got.contentType]).toEqual([200, 'image/png']);
    expect(got.body.equals(png)).toBe(true);
    const pdf = await c.download(`/equipment-files/${doc.data.id}/download`);
    expect(pdf.contentType).toBe('application/octet-stream');
    expect(pdf.body.equals(manual)).toBe(true);

    // Renaming the machine keeps its folder (remembered by id): the next upload goes into the same one.
    expect((await c.put(`/equipment/${lathe}`, { name: '数控车床（一车间）' })).code).toBe(2000);
    await c.upload(`/equipment/${lathe}/files`, Buffer.from('保养记录'), '保养记录.txt');
    expect((await drive(parent.id)).folders.map((f: { name: string }) => f.name)).toEqual(['SB-001 数控车床']);
    expect((await drive(own[0].id)).files).toHaveLength(5);
  });

  it('removing a file from the card deletes it from the drive and frees its space; a scrapped machine keeps its files', async () => {
    const c = a.admin.client;
    const before = (await files()).data.list as Array<{ id: number; file_id: number; name: string; size: number }>;
    const used = (await drive()).quota.used_bytes as number;
    const fake = before.find((f) => f.name === 'fake.png')!;
    expect((await c.delete(`/equipment-files/${fake.id}`)).code).toBe(2000);
    expect((await files()).data.list.map((f: { name: string }) => f.name)).not.toContain('fake.png');
    expect((await drive()).quota.used_bytes).toBe(used - 12);
    expect((await c.download(`/drive/files/${fake.file_id}/download`)).json?.code).toBe(4004);
    expect((await c.delete(`/equipment-files/${fake.id}`)).code).toBe(4004);

    // Deleting a file on the drive page drops its link too.
    const log = before.find((f) => f.name === '保养记录.txt')!;
    expect((await c.delete(`/drive/files/${log.file_id}`)).code).toBe(2000);
    expect((await files()).data.list).toHaveLength(3);

    expect((await c.put(`/equipment/${lathe}`, { status: 4 })).code).toBe(2000);
    expect((await files()).data.list.map((f: { name: string }) => f.name)).toEqual(['正面.png', '正面 (2).png', '操作手册.pdf']);
  });

  it('needs the machine\'s page to see the files and its edit right to change them; the drive\'s rights are not asked', async () => {
    const c = a.admin.client;
    const photo = (await files()).data.list[0] as { id: number };
    const staff = await joinedMember(t.client, a, '设备员');
    expect((await files(staff.client)).code).toBe(4003);
    expect((await staff.client.download(`/equipment-files/${photo.id}/download`)).json?.code).toBe(4003);
    expect((await staff.client.upload(`/equipment/${lathe}/files`, png, 'x.png')).code).toBe(4003);

    const group = (await c.post('/permission-groups', { name: '设备卡片只读' })).data.id as number;
    await c.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'equipmentCard', funs: [], cols: null }] });
    await c.post(`/permission-groups/${group}/employees`, { employee_ids: [staff.employeeId] });
    expect((await files(staff.client)).data.list).toHaveLength(3);
    expect((await staff.client.download(`/equipment-files/${photo.id}/download`)).body.equals(png)).toBe(true);
    expect((await staff.client.upload(`/equipment/${lathe}/files`, png, 'x.png')).code).toBe(4003);
    expect((await staff.client.delete(`/equipment-files/${photo.id}`)).code).toBe(4003);

    await c.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'equipmentCard', funs: ['equipment_card_edit'], cols: null }] });
    const added = await staff.client.upload(`/equipment/${lathe}/files`, png, '背面.png', 'image/png');
    expect(added.code, added.msg).toBe(2000);
    expect(added.data).toMatchObject({ kind: 1, name: '背面.png' });
    expect((await staff.client.get('/drive')).code).toBe(4003);
    expect((await files()).data.list.find((f: { name: string }) => f.name === '背面.png').uploader).toBe('设备员');
  });

  it('gives another enterprise 404 for every id of them, and its own folder in its first uploader\'s language', async () => {
    const b = await enterpriseWithAdmin(t.client, '别家工厂');
    const photo = (await files()).data.list[0] as { id: number };
    expect((await files(b.admin.client)).code).toBe(4004);
    expect((await b.admin.client.download(`/equipment-files/${photo.id}/download`)).json?.code).toBe(4004);
    expect((await b.admin.client.delete(`/equipment-files/${photo.id}`)).code).toBe(4004);
    expect((await b.admin.client.upload(`/equipment/${lathe}/files`, png, 'x.png')).code).toBe(4004);
    expect((await files()).data.list).toHaveLength(4);

    const press = (await b.admin.client.post('/equipment', { name: 'Press' })).data.id as number;
    expect((await b.admin.client.upload(`/equipment/${press}/files`, png, 'press.png', 'image/png', { language: 2 })).code).toBe(2000);
    const root = (await b.admin.client.get('/drive')).data;
    expect(root.folders.map((f: { name: string }) => f.name)).toEqual(['Equipment files']);
    expect((await b.admin.client.get(`/drive?folder_id=${root.folders[0].id}`)).data.folders.map((f: { name: string }) => f.name)).toEqual([`Press #${press}`]);
    expect(root.quota.used_bytes).toBe(png.length);
  });
});
