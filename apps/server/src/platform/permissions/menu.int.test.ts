import { menuTree } from '@zf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/accounts.ts';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { nowSeconds } from '../db/types.ts';

interface Node {
  id: number; parent_id: number; name: string; module: string; path: string; action: string; group: number; menu: number; system: number;
  meta: { title: string; icon: string; affix: boolean; noCache: boolean; hidden: boolean };
  fun?: string; all_col?: string; cols?: string; funs_detail?: { code: string; title: string }[]; cols_detail?: { key: string; title: string }[];
  children: Node[];
}

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const byName = (nodes: Node[], name: string) => flatten(nodes).find((n) => n.name === name);

let t: TestApp;
let e: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '华东汽配');
});
afterAll(async () => { await t?.close(); });

describe('GET /menus for the admin', () => {
  it('has every level-1 area, system flag first, titles in Chinese, and every page with all its rights', async () => {
    const res = await e.admin.client.get<{ list: Node[] }>('/menus');
    expect(res.code).toBe(2000);
    const list = res.data.list;
    expect(list.map((s) => s.name)).toEqual(menuTree.map((s) => s.name));
    // SPEC §6: the web app clears the token if the first stored route entry has no system flag.
    expect(list[0]).toMatchObject({ name: 'home', system: 1, parent_id: 0, path: '/home', meta: { title: '首页', icon: 'HomeOutlined' } });
    for (const s of list) expect(s).toMatchObject({ system: 1, parent_id: 0, menu: 1 });
    for (const n of flatten(list)) for (const c of n.children) expect(c.parent_id).toBe(n.id);

    const order = byName(list, 'purchaseOrder')!;
    expect(order).toMatchObject({ module: 'purchase', path: 'purchaseOrder', action: 'purchase/purchaseOrder', group: 0, menu: 1, system: 0, meta: { title: '采购订单', hidden: false } });
    expect(order.fun!.split(',')).toEqual(expect.arrayContaining(['purchase_order_add', 'purchase_order_audit', 'purchase_order_reverse', 'purchase_order_void']));
    expect(order.cols).toBe(order.all_col);
    expect(order.all_col!.split(',')).toEqual(expect.arrayContaining(['bill_sn', 'partner_name', 'total_amount']));
    expect(order.funs_detail).toContainEqual({ code: 'purchase_order_add', title: '新增' });
    expect(order.cols_detail).toContainEqual({ key: 'partner_name', title: '供应商' });

    // Hidden routes are listed out of the menu, not cached, and carry the rights of the page they open from.
    const detail = byName(list, 'purchaseOrderDetail')!;
    expect(detail).toMatchObject({ group: 1, menu: 0, meta: { hidden: true, noCache: true } });
    expect(detail.fun).toBe(order.fun);
    expect(detail.all_col).toBe(order.all_col);
    expect(byName(list, 'dashboard')!.meta).toMatchObject({ affix: true, noCache: true });
  });

  it('answers in English for language 2', async () => {
    const { data } = await e.admin.client.get<{ list: Node[] }>('/menus', { language: 2 });
    expect(data.list.slice(0, 3).map((s) => s.meta.title)).toEqual(['Home', 'Purchase', 'Sales']);
    const order = byName(data.list, 'purchaseOrder')!;
    expect(order.meta.title).toBe('Purchase orders');
    expect(order.funs_detail).toContainEqual({ code: 'purchase_order_audit', title: 'Audit' });
    expect(order.cols_detail).toContainEqual({ key: 'partner_name', title: 'Supplier' });
  });

  it('keeps ids stable from call to call and across languages', async () => {
    const zh = flatten((await e.admin.client.get<{ list: Node[] }>('/menus')).data.list);
    const en = flatten((await e.admin.client.get<{ list: Node[] }>('/menus', { language: 2 })).data.list);
    expect(en.map((n) => [n.name, n.id])).toEqual(zh.map((n) => [n.name, n.id]));
    expect(new Set(zh.map((n) => n.id)).size).toBe(zh.length);
  });

  it('offers the system maintenance tools only in enterprise 91 (SPEC §2)', async () => {
    expect(byName((await e.admin.client.get<{ list: Node[] }>('/menus')).data.list, 'setupCenter')).toBeUndefined();
    const owner = await registerUser(t.client, '平台运维');
    const db = t.database.db;
    const now = nowSeconds();
    await db.insertInto('enterprise').values({ id: 91, code: 'E000091', name: '账房平台', create_time: now, update_time: now }).execute();
    await db.insertInto('employee').values({ enterprise_id: 91, user_id: owner.userId, name: '平台运维', phone: owner.phone, is_admin: true, account_type: 1, create_time: now, update_time: now }).execute();
    await db.updateTable('user_session').set({ enterprise_id: 91 }).where('user_id', '=', owner.userId).execute();
    const tools = byName((await owner.client.get<{ list: Node[] }>('/menus')).data.list, 'setupCenter');
    expect(tools).toMatchObject({ path: '/setup/setupCenter', group: 0, meta: { title: '系统维护' } });
  });
});

describe('GET /menus for a staff member', () => {
  it('shows only the granted page branch with the granted function and column, plus home and personal centre', async () => {
    const staff = await joinedMember(t.client, e, '采购员小李');
    const group = await e.admin.client.post('/permission-groups', { name: '采购员', remark: '只做采购订单' });
    expect(group.code).toBe(2000);
    const gid = group.data.id;
    expect((await e.admin.client.put(`/permission-groups/${gid}/pages`, { pages: [{ page: 'purchaseOrder', funs: ['purchase_order_add'], cols: ['bill_sn'] }] })).code).toBe(2000);
    expect((await e.admin.client.post(`/permission-groups/${gid}/employees`, { employee_ids: [staff.employeeId] })).code).toBe(2000);

    const { data } = await staff.client.get<{ list: Node[] }>('/menus');
    expect(data.list.map((s) => s.name)).toEqual(['home', 'purchase', 'personal']);
    expect(data.list[0]!.system).toBe(1);
    const purchase = data.list[1]!;
    expect(purchase.children.map((m) => m.name)).toEqual(['purchaseBillMenu']);
    const pages = purchase.children[0]!.children;
    expect(pages.filter((p) => p.group === 0).map((p) => p.name)).toEqual(['purchaseOrder']);
    const order = pages.find((p) => p.name === 'purchaseOrder')!;
    expect(order.fun).toBe('purchase_order_add');
    expect(order.cols).toBe('bill_sn');
    expect(order.cols_detail).toEqual([{ key: 'bill_sn', title: '单据编号' }]);
    expect(order.all_col!.split(',').length).toBeGreaterThan(5);
    // The order's detail screen opens with the same rights; the purchase bill's detail does not open at all.
    expect(pages.find((p) => p.name === 'purchaseOrderDetail')).toMatchObject({ fun: 'purchase_order_add', cols: 'bill_sn' });
    expect(pages.find((p) => p.name === 'purchaseBillDetail')).toBeUndefined();

    const admins = flatten((await e.admin.client.get<{ list: Node[] }>('/menus')).data.list);
    expect(order.id).toBe(admins.find((n) => n.name === 'purchaseOrder')!.id);

    // A mutation declared with a function code the staff member lacks answers 4003, in the request language.
    const refused = await staff.client.post('/permission-groups', { name: '越权' }, { language: 2 });
    expect(refused).toMatchObject({ code: 4003, msg: 'You do not have permission for this action' });
    expect((await staff.client.get('/permission-tree')).code).toBe(4003);
  });

  it('without a group sees only home and the personal centre', async () => {
    const staff = await joinedMember(t.client, e, '新员工');
    await t.database.db.updateTable('employee').set({ permission_group_id: null }).where('id', '=', staff.employeeId).execute();
    const { data } = await staff.client.get<{ list: Node[] }>('/menus');
    expect(data.list.map((s) => s.name)).toEqual(['home', 'personal']);
    expect(flatten(data.list).filter((n) => n.group === 0 && n.system === 0 && n.children.length === 0).map((n) => n.name)).toContain('dashboard');
    expect(byName(data.list, 'adminTransfer')).toBeUndefined();
  });
});

describe('GET /permission-tree', () => {
  it('gives the editor every page with every function and column it may grant', async () => {
    const { code, data } = await e.admin.client.get<{ list: Node[] }>('/permission-tree');
    expect(code).toBe(2000);
    const goods = byName(data.list, 'goodsList')!;
    expect(goods.all_col!.split(',')).toEqual(expect.arrayContaining(['purchase_price', 'sale_price', 'cost_price']));
    expect(goods.funs_detail!.map((f) => f.code)).toContain('goods_add');
    // A hidden page offers only its own functions, so what the editor shows is what PUT accepts.
    expect(byName(data.list, 'purchaseOrderDetail')!.fun).toBe('');
    expect(byName(data.list, 'permissionGroup')!.fun).toBe('permission_group_add,permission_group_edit,permission_group_del');
  });
});
