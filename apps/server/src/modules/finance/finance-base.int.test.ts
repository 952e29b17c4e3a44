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

describe('currencies', () => {
  it('every enterprise starts with the base currency CNY at rate 1, which keeps its rate and cannot be deleted', async () => {
    const [cny] = (await a.admin.client.get('/currencies')).data.list;
    expect(cny).toMatchObject({ code: 'CNY', name: '人民币', rate: '1.000000', is_base: 1 });
    expect((await a.admin.client.put(`/currencies/${cny.id}`, { rate: '1.1' })).data.fields).toEqual({ rate: '本位币的汇率固定为1' });
    expect((await a.admin.client.put(`/currencies/${cny.id}`, { is_base: 0 })).data.fields).toEqual({ is_base: '本位币不能更改' });
    expect((await a.admin.client.put(`/currencies/${cny.id}`, { name: '人民币元' })).code).toBe(2000);
    expect(await a.admin.client.delete(`/currencies/${cny.id}`)).toMatchObject({ code: 4090, msg: '本位币不能删除' });
  });

  it('other currencies carry a rate with up to 6 decimals, above 0, and never become the base', async () => {
    const admin = a.admin.client;
    const usd = await admin.post('/currencies', { code: 'USD', name: '美元', symbol: '$', rate: '7.123456' });
    expect((await admin.get(`/currencies/${usd.data.id}`)).data).toMatchObject({ rate: '7.123456', is_base: 0 });
    expect((await admin.post('/currencies', { code: 'EUR', name: '欧元', rate: '7.1234567' })).data.fields).toEqual({ rate: '数字格式不正确' });
    expect((await admin.post('/currencies', { code: 'EUR', name: '欧元', rate: '0' })).data.fields).toEqual({ rate: '汇率必须大于0' });
    expect((await admin.post('/currencies', { code: 'EUR', name: '欧元', rate: '7.75', is_base: 1 })).data.fields).toEqual({ is_base: '本位币不能更改' });
    expect((await admin.post('/currencies', { code: 'USD', name: '美金', rate: '7' })).data.fields).toEqual({ code: '已存在相同的值' });
  });
});

describe('settlement accounts', () => {
  it('cash and bank accounts keep an opening balance to the cent in a currency that then cannot be deleted', async () => {
    const admin = a.admin.client;
    const hkd = (await admin.post('/currencies', { code: 'HKD', name: '港币', rate: '0.91' })).data.id;
    const cash = await admin.post('/settlement-accounts', { name: '现金', account_type: 1, opening_balance: '5000' });
    const bank = await admin.post('/settlement-accounts', {
      name: '工商银行基本户', account_type: 2, bank_name: '中国工商银行上海闵行支行', account_number: '1001234509006789012', currency_id: hkd, opening_balance: '268500.5',
    });
    expect([cash.code, bank.code]).toEqual([2000, 2000]);
    expect((await admin.get(`/settlement-accounts/${bank.data.id}`)).data).toMatchObject({ opening_balance: '268500.50', currency_name: '港币', account_type: 2 });
    expect((await admin.post('/settlement-accounts', { name: '微信', account_type: 3, opening_balance: '1.005' })).data.fields).toEqual({ opening_balance: '数字格式不正确' });
    expect((await admin.post('/settlement-accounts', { name: '支付宝', account_type: 9 })).data.fields).toEqual({ account_type: '格式不正确' });
    expect(await admin.delete(`/currencies/${hkd}`)).toMatchObject({ code: 4090, msg: '无法删除：结算账户中仍有记录引用它' });
    expect((await admin.get('/settlement-accounts?account_type=2')).data.list.map((x: { name: string }) => x.name)).toEqual(['工商银行基本户']);
  });
});

describe('expense categories and projects, accounting items', () => {
  it('projects sit in categories; a category with projects cannot be deleted', async () => {
    const admin = a.admin.client;
    const freight = (await admin.post('/expense-categories', { name: '运输费用', direction: 1 })).data.id;
    const income = (await admin.post('/expense-categories', { name: '其他收入', direction: 2 })).data.id;
    expect((await admin.post('/expense-projects', { name: '快递费', code: 'FY101', category_id: freight })).code).toBe(2000);
    expect((await admin.get(`/expense-projects?category_id=${freight}`)).data.list[0]).toMatchObject({ name: '快递费', category_name: '运输费用' });
    expect((await admin.delete(`/expense-categories/${freight}`)).code).toBe(4090);
    expect((await admin.delete(`/expense-categories/${income}`)).code).toBe(2000);
    expect((await admin.post('/accounting-items', { code: 'XM001', name: '门店扩张项目', item_type: 1 })).code).toBe(2000);
    expect((await admin.post('/accounting-items', { code: 'XM001', name: '重复' })).data.fields).toEqual({ code: '已存在相同的值' });
  });
});

describe('the chart of accounts', () => {
  it('is seeded per enterprise (小企业会计准则) and read-only, in the reader\'s language', async () => {
    const all = (await a.admin.client.get('/subjects?page_size=500')).data;
    expect(all.total).toBeGreaterThanOrEqual(70);
    expect(all.list.slice(0, 2).map((s: { code: string; name: string }) => [s.code, s.name])).toEqual([['1001', '库存现金'], ['1002', '银行存款']]);
    expect(all.list.find((s: { code: string }) => s.code === '1602')).toMatchObject({ name: '累计折旧', category: 1, direction: 2 });
    expect(all.list.find((s: { code: string }) => s.code === '222101')).toMatchObject({ level: 2, parent_code: '2221' });
    expect((await a.admin.client.get('/subjects?category=3')).data.list.map((s: { code: string }) => s.code)).toEqual(['3001', '3002', '3101', '3103', '3104', '310401', '310402', '310403', '310404']);
    expect((await a.admin.client.get('/subjects?keyword=1405', { language: 2 })).data.list[0].name).toBe('Inventory goods');
    expect((await a.admin.client.post('/subjects', { code: '9999', name: '乱加' })).code).not.toBe(2000);
    expect((await b.admin.client.get('/subjects')).data.total).toBe(all.total);
    const staff = await joinedMember(t.client, a, '出纳');
    expect((await staff.client.get('/subjects')).code).toBe(4003);
  });
});

describe('tenant isolation', () => {
  it("B neither reads nor changes A's currencies and accounts, nor points at them", async () => {
    const usd = (await a.admin.client.get('/currencies?keyword=USD')).data.list[0];
    expect((await b.admin.client.get(`/currencies/${usd.id}`)).code).toBe(4004);
    expect((await b.admin.client.put(`/currencies/${usd.id}`, { rate: '1' })).code).toBe(4004);
    expect((await b.admin.client.post('/settlement-accounts', { name: '借用', account_type: 1, currency_id: usd.id })).data.fields).toEqual({ currency_id: '所选记录不存在' });
    expect((await a.admin.client.get(`/currencies/${usd.id}`)).data.rate).toBe(usd.rate);
  });
});
