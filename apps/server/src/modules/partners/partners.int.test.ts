import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '华东汽配');
  b = await enterpriseWithAdmin(t.client, '华东汽配');
});
afterAll(async () => { await t?.close(); });

const names = (res: { data: { list: Array<{ name: string }> } }) => res.data.list.map((r) => r.name);

/** A member of staff whose permission group grants exactly these pages. */
async function staffWith(e: EnterpriseFixture, name: string, pages: Array<{ page: string; funs: string[]; cols?: string[] | null }>) {
  const staff = await joinedMember(t.client, e, name);
  const group = await e.admin.client.post('/permission-groups', { name: `${name}组` });
  await e.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: pages.map((p) => ({ cols: null, ...p })) });
  await e.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [staff.employeeId] });
  return staff;
}

describe('customers and suppliers: one partners resource, scoped by type', () => {
  it('lists customers with type=1 and suppliers with type=2; a name may be both a customer and a supplier, not twice one of them', async () => {
    const admin = a.admin.client;
    expect((await admin.post('/partners', { type: 1, name: '上海宏达汽车修理厂', code: 'KH001', contact: '王建国', mobile: '13916582341' })).code).toBe(2000);
    expect((await admin.post('/partners', { type: 2, name: '广州骏达汽车配件有限公司', code: 'GYS001' })).code).toBe(2000);
    expect((await admin.post('/partners', { type: 2, name: '上海宏达汽车修理厂', code: 'GYS002' })).code).toBe(2000);
    expect((await admin.post('/partners', { type: 1, name: '上海宏达汽车修理厂' })).code).toBe(4090);
    expect((await admin.post('/partners', { type: 1, name: '另一家', code: 'GYS001' })).data.fields).toEqual({ code: '已存在相同的值' });

    expect(names(await admin.get('/partners?type=1'))).toEqual(['上海宏达汽车修理厂']);
    expect(names(await admin.get('/partners?type=2')).sort()).toEqual(['上海宏达汽车修理厂', '广州骏达汽车配件有限公司'].sort());
    expect((await admin.get('/partners')).data.total).toBe(3);
    expect((await admin.get('/partners?type=1&keyword=13916582341')).data.list[0]).toMatchObject({ contact: '王建国', type: 1, status: 1 });
  });

  it('validates like the form: the type, a mobile number and an e-mail', async () => {
    const bad = await a.admin.client.post('/partners', { type: 3, name: '坏数据', mobile: '12345', email: 'x@' });
    expect(bad.code).toBe(4220);
    expect(bad.data.fields).toMatchObject({ type: '格式不正确', mobile: '请输入以9或1开头的手机号码', email: '邮箱格式不正确' });
  });

  it('a supplier clerk reads and changes suppliers only', async () => {
    const clerk = await staffWith(a, '采购员', [{ page: 'supplierList', funs: ['supplier_add', 'supplier_edit', 'supplier_del'] }]);
    const customer = (await a.admin.client.post('/partners', { type: 1, name: '杭州顺通汽车维修有限公司' })).data.id;
    const supplier = (await clerk.client.post('/partners', { type: 2, name: '台州恒驰制动系统有限公司' })).data.id;
    expect(supplier).toBeGreaterThan(0);

    expect((await clerk.client.get('/partners?type=2')).code).toBe(2000);
    expect((await clerk.client.get('/partners?type=1')).code).toBe(4003);
    expect((await clerk.client.get('/partners')).code).toBe(4003);
    expect((await clerk.client.get(`/partners/${customer}`)).code).toBe(4003);
    expect((await clerk.client.post('/partners', { type: 1, name: '冒充的客户' })).code).toBe(4003);
    expect((await clerk.client.put(`/partners/${customer}`, { name: '改名' })).code).toBe(4003);
    expect((await clerk.client.put(`/partners/${supplier}`, { type: 1 })).code).toBe(4003);
    expect((await clerk.client.delete(`/partners/${customer}`)).code).toBe(4003);
    expect((await clerk.client.post('/partners/batch-delete', { ids: [supplier, customer] })).code).toBe(4003);

    expect((await a.admin.client.get(`/partners/${customer}`)).data.name).toBe('杭州顺通汽车维修有限公司');
    expect((await clerk.client.put(`/partners/${supplier}`, { contact: '蒋海' })).code).toBe(2000);
    expect((await clerk.client.delete(`/partners/${supplier}`)).code).toBe(2000);
    expect((await clerk.client.post('/partners/restore', { ids: [supplier] })).code).toBe(2000);
  });

  it('column rights of the customer page hide the columns a group may not see', async () => {
    const viewer = await staffWith(a, '客户查看', [{ page: 'customerList', funs: [], cols: ['name', 'contact'] }]);
    const [row] = (await viewer.client.get('/partners?type=1&keyword=%E5%AE%8F%E8%BE%BE')).data.list;
    expect(row).toMatchObject({ name: '上海宏达汽车修理厂', contact: '王建国', type: 1 });
    expect(row).not.toHaveProperty('mobile');
    expect(row).not.toHaveProperty('code');
  });
});

describe('partner categories', () => {
  it('form a tree; a category in use or with children cannot be deleted, naming what refers to it', async () => {
    const admin = a.admin.client;
    const root = (await admin.post('/partner-categories', { name: '客户' })).data.id;
    const shops = (await admin.post('/partner-categories', { name: '修理厂', parent_id: root })).data.id;
    const empty = (await admin.post('/partner-categories', { name: '4S店', parent_id: root })).data.id;
    expect((await admin.post('/partner-categories', { name: '修理厂', parent_id: root })).code).toBe(4090);
    expect((await admin.get(`/partner-categories?parent_id=${root}`)).data.total).toBe(2);
    await admin.post('/partners', { type: 1, name: '苏州驰诚汽修服务中心', category_id: shops });
    expect((await admin.get(`/partners?type=1&category_id=${shops}`)).data.list[0]).toMatchObject({ name: '苏州驰诚汽修服务中心', category_name: '修理厂' });

    expect(await admin.delete(`/partner-categories/${shops}`)).toMatchObject({ code: 4090, msg: '无法删除：往来单位中仍有记录引用它' });
    expect((await admin.delete(`/partner-categories/${root}`)).code).toBe(4090);
    expect((await admin.put(`/partner-categories/${root}`, { parent_id: shops })).data.fields).toEqual({ parent_id: '格式不正确' });
    expect((await admin.delete(`/partner-categories/${empty}`)).code).toBe(2000);
    expect((await admin.get(`/partner-categories/${shops}`)).data.name).toBe('修理厂');
  });
});

describe('contacts of a partner', () => {
  it('belong to one partner, one of them primary, and never keep the partner from being deleted', async () => {
    const admin = a.admin.client;
    const partner = (await admin.post('/partners', { type: 1, name: '南京安驰汽车修理有限公司' })).data.id;
    const first = (await admin.post('/partner-contacts', { partner_id: partner, name: '赵海涛', mobile: '13813986652', is_primary: 1 })).data.id;
    const second = (await admin.post('/partner-contacts', { partner_id: partner, name: '钱敏', position: '财务', is_primary: 1 })).data.id;
    const list = (await admin.get(`/partner-contacts?partner_id=${partner}`)).data.list;
    expect(list.map((c: { id: number; is_primary: number }) => [c.id, c.is_primary])).toEqual([[first, 0], [second, 1]]);
    expect(list[0].partner_name).toBe('南京安驰汽车修理有限公司');
    expect((await admin.delete(`/partners/${partner}`)).code).toBe(2000);
  });

  it('the supplier page opens the contact list without a grant of its own', async () => {
    const clerk = await staffWith(a, '联系人查看', [{ page: 'supplierList', funs: [] }]);
    expect((await clerk.client.get('/partner-contacts')).code).toBe(2000);
    expect((await clerk.client.post('/partner-contacts', { partner_id: 1, name: 'x' })).code).toBe(4003);
  });
});

describe('customer accounts', () => {
  it('store a password hash that no answer ever shows, only for customers, one login phone per enterprise', async () => {
    const admin = a.admin.client;
    const customer = (await admin.post('/partners', { type: 1, name: '无锡途安快修连锁梁溪店' })).data.id;
    const supplier = (await admin.post('/partners', { type: 2, name: '上海锦程汽配贸易有限公司' })).data.id;
    const made = await admin.post('/customer-accounts', { partner_id: customer, name: '孙立军', phone: '13706176423', password: 'Order2024x' });
    expect(made.code).toBe(2000);
    expect((await admin.post('/customer-accounts', { partner_id: customer, name: '短密码', phone: '13706176424', password: 'abc' })).data.fields).toEqual({ password: '密码长度在8到32个字符之间' });
    expect((await admin.post('/customer-accounts', { partner_id: supplier, name: '供应商', phone: '13706176425', password: 'Order2024x' })).data.fields).toEqual({ partner_id: '请选择客户' });
    expect((await admin.post('/customer-accounts', { partner_id: customer, name: '重复', phone: '13706176423', password: 'Order2024x' })).data.fields).toEqual({ phone: '已存在相同的值' });

    const answers = [await admin.get('/customer-accounts'), await admin.get(`/customer-accounts/${made.data.id}`)];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toMatch(/password|argon2/);
    expect(answers[1]!.data).toMatchObject({ name: '孙立军', phone: '13706176423', partner_name: '无锡途安快修连锁梁溪店', status: 1 });

    const stored = await t.database.db.selectFrom('customer_account').select('password_hash').where('id', '=', made.data.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect((await admin.put(`/customer-accounts/${made.data.id}`, { remark: '周末下单' })).code).toBe(2000);
    const kept = await t.database.db.selectFrom('customer_account').select('password_hash').where('id', '=', made.data.id).executeTakeFirstOrThrow();
    expect(kept.password_hash).toBe(stored.password_hash);

    expect((await admin.put(`/customer-accounts/${made.data.id}`, { password: 'Edited2025x' })).code).toBe(2000);
    const edited = await admin.get(`/enterprise-logs?resource=customer-accounts&record_id=${made.data.id}&action=update`);
    expect(edited.data.list[0].changes).toEqual({ password: ['******', '******'] });
    expect((await admin.post(`/customer-accounts/${made.data.id}/reset-password`, { password: 'Newpass2025' })).code).toBe(2000);
    const reset = await t.database.db.selectFrom('customer_account').select('password_hash').where('id', '=', made.data.id).executeTakeFirstOrThrow();
    expect(reset.password_hash).not.toBe(stored.password_hash);
    const log = await admin.get(`/enterprise-logs?resource=customer-accounts&record_id=${made.data.id}`);
    expect(JSON.stringify(log.data)).not.toMatch(/argon2|Newpass2025|Edited2025x|Order2024x/);
    expect(log.data.list[0].changes).toEqual({ password: ['******', '******'] });

    expect(await admin.delete(`/partners/${customer}`)).toMatchObject({ code: 4090, msg: '无法删除：客户账号中仍有记录引用它' });
    expect(await admin.put(`/partners/${customer}`, { type: 2 })).toMatchObject({ code: 4090 });
  });
});

describe('cost prices', () => {
  it('one price per supplier and product, 6 decimals, suppliers only', async () => {
    const admin = a.admin.client;
    const unit = (await admin.get('/units')).data.list[0].id;
    const product = (await admin.post('/products', { code: 'BP-1001', name: '前刹车片', unit_id: unit, purchase_price: '85' })).data.id;
    const supplier = (await admin.post('/partners', { type: 2, name: '瑞安市联合汽车零部件有限公司' })).data.id;
    const customer = (await admin.post('/partners', { type: 1, name: '常州汇丰汽配商行' })).data.id;
    const made = await admin.post('/cost-prices', { partner_id: supplier, product_id: product, cost_price: '82.455' });
    expect(made.code).toBe(2000);
    expect((await admin.get(`/cost-prices/${made.data.id}`)).data).toMatchObject({ cost_price: '82.455000', partner_name: '瑞安市联合汽车零部件有限公司', product_name: '前刹车片' });
    expect((await admin.post('/cost-prices', { partner_id: supplier, product_id: product, cost_price: '80' })).code).toBe(4090);
    expect((await admin.post('/cost-prices', { partner_id: customer, product_id: product, cost_price: '80' })).data.fields).toEqual({ partner_id: '请选择供应商' });
    expect((await admin.post('/cost-prices', { partner_id: supplier, product_id: product, cost_price: '1.1234567' })).data.fields).toEqual({ cost_price: '数字格式不正确' });
    expect((await admin.post('/cost-prices', { partner_id: supplier, product_id: product + 999, cost_price: '1' })).data.fields).toEqual({ product_id: '所选记录不存在' });
  });
});

describe('tenant isolation', () => {
  it("B cannot read, change or delete A's partners, contacts or accounts, nor point at them", async () => {
    const partner = (await a.admin.client.post('/partners', { type: 1, name: '上海申宏丰田汽车销售服务有限公司' })).data.id;
    const contact = (await a.admin.client.post('/partner-contacts', { partner_id: partner, name: '周敏' })).data.id;
    const account = (await a.admin.client.post('/customer-accounts', { partner_id: partner, name: '周敏', phone: '13761820937', password: 'Order2024x' })).data.id;
    const other = b.admin.client;
    const before = await t.database.db.selectFrom('customer_account').selectAll().where('id', '=', account).executeTakeFirstOrThrow();
    expect((await other.get(`/partners/${partner}`)).code).toBe(4004);
    expect((await other.put(`/partners/${partner}`, { name: '抢来的' })).code).toBe(4004);
    expect((await other.delete(`/partners/${partner}`)).code).toBe(4004);
    expect((await other.put(`/partner-contacts/${contact}`, { name: '改名' })).code).toBe(4004);
    expect((await other.post(`/customer-accounts/${account}/reset-password`, { password: 'Stolen2025' })).code).toBe(4004);
    expect((await other.post('/partner-contacts', { partner_id: partner, name: '借用' })).data.fields).toEqual({ partner_id: '所选记录不存在' });
    expect((await other.get('/partners')).data.total).toBe(0);
    expect(await t.database.db.selectFrom('customer_account').selectAll().where('id', '=', account).executeTakeFirstOrThrow()).toEqual(before);
    expect((await a.admin.client.get(`/partners/${partner}`)).data.name).toBe('上海申宏丰田汽车销售服务有限公司');
  });
});
