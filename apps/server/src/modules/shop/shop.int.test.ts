import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin } from '../../testing/enterprises.ts';
import type { SignedClient } from '../../testing/signed-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let b: TradingBooks;
let shopId: number;
let belt: number;
let pump: number;
let cash: number;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '门店总部');
  belt = await b.product('正时皮带', { sale_price: '45.50' });
  pump = await b.product('水泵', { sale_price: '120' });
  cash = (await b.admin.client.post('/settlement-accounts', { name: '现金', account_type: 1 })).data.id;
  const made = await b.admin.client.post('/shops', {
    name: '李记汽修', shop_type: 1, shop_kind: 1, country_code: '86', address: '上海市浦东新区1号', account: 'liji01', password: 'ab12cd', partner_id: b.customer,
  });
  expect(made.code, made.msg).toBe(2000);
  shopId = made.data.id;
});
afterAll(async () => { await t?.close(); });

const shopLogin = async (account: string, password: string, code = b.code) => t.client.post('/shop-view/login', { enterprise_code: code, account, password });
const asShop = async (account = 'liji01', password = 'ab12cd'): Promise<SignedClient> => {
  const res = await shopLogin(account, password);
  expect(res.code, res.msg).toBe(2000);
  return t.client.withToken(res.data.token);
};

describe('shops (SPEC §3, §5)', () => {
  it('refuses a shop without country code, type, name, address or login account, and a password that is not 6 letters or digits', async () => {
    const res = await b.admin.client.post('/shops', { name: '', country_code: '', address: '', account: '', password: 'abc' });
    expect(res.code).toBe(4220);
    expect(Object.keys(res.data.fields).sort()).toEqual(['account', 'address', 'country_code', 'name', 'password', 'shop_type'].sort());
    expect(res.data.fields.password).toBe('密码为6位字母或数字');
    const seven = await b.admin.client.post('/shops', { name: '七位', shop_type: 2, address: '某地', account: 'seven', password: 'abc1234' });
    expect(seven.code).toBe(4220);
  });

  it('keeps the password as a hash, never answers it, and lets the shop log in with it; a login account is one across shops and accounts', async () => {
    const got = (await b.admin.client.get(`/shops/${shopId}`)).data;
    expect(got).toMatchObject({ name: '李记汽修', shop_type: 1, online: 1, account: 'liji01' });
    expect(JSON.stringify(got)).not.toMatch(/ab12cd|argon/);
    expect((await shopLogin('liji01', 'wrong1')).code).toBe(4003);
    expect((await shopLogin('liji01', 'ab12cd')).data).toMatchObject({ shop_id: shopId, shop_name: '李记汽修', account_type: 1 });
    const clash = await b.admin.client.post('/shop-accounts', { shop_id: shopId, account: 'liji01', password: 'qq1234' });
    expect(clash).toMatchObject({ code: 4220, data: { fields: { account: '登录账号已被使用' } } });
  });

  it('an offline shop cannot log in or order; back online it can', async () => {
    const shop = await asShop();
    const version = (await b.admin.client.get(`/shops/${shopId}`)).data.version;
    expect((await b.admin.client.put(`/shops/${shopId}`, { online: 0, version })).code).toBe(2000);
    expect((await shopLogin('liji01', 'ab12cd')).code).toBe(4090);
    expect((await shop.post('/shop-view/orders', { lines: [{ product_id: belt, number: '1' }] })).code).toBe(4090);
    expect((await b.admin.client.put(`/shops/${shopId}`, { online: 1, version: version + 1 })).code).toBe(2000);
    expect((await shopLogin('liji01', 'ab12cd')).code).toBe(2000);
  });
});

describe('shop orders flow into sales orders and receipts', () => {
  it('a sub account orders for its shop at its prices; the back office makes one sales order and takes the money in two receipts', async () => {
    expect((await b.admin.client.post('/shop-accounts', { shop_id: shopId, account: 'liji-a', name: '小王', account_type: 2, password: 'xw2026' })).code).toBe(2000);
    const shop = await asShop('liji-a', 'xw2026');
    const answer = await shop.get(`/shop-view/goods?keyword=${encodeURIComponent('皮带')}`);
    expect(answer.code, answer.msg).toBe(2000);
    const goods = answer.data.list;
    expect(goods).toEqual([expect.objectContaining({ id: belt, price: '45.500000' })]);
    const placed = await shop.post('/shop-view/orders', { order_type: 2, lines: [{ product_id: belt, number: '4' }, { product_id: pump, number: '1' }] });
    expect(placed.code, placed.msg).toBe(2000);
    expect(placed.data.sub_order_sn).toMatch(/^MDDD-\d{12}$/);
    expect(placed.data.order_amount).toBe('302.00');
    const id = placed.data.id as number;

    const list = (await b.admin.client.get('/shop-orders?order_status=1')).data;
    expect(list.list[0]).toMatchObject({ id, shop_name: '李记汽修', order_type: 2, order_status: 1, pay_status: 1, original_amount: '302.00', order_amount: '302.00', receipt_amount: '0.00' });
    expect((await b.admin.client.post(`/shop-orders/${id}/receipt`, { amount: '10', account_id: cash })).code).toBe(4090);

    // Two clicks at once: one sales order.
    const [x, y] = await Promise.all([b.admin.client.post(`/shop-orders/${id}/sale-order`), b.admin.client.post(`/shop-orders/${id}/sale-order`)]);
    const made = [x, y].filter((r) => r.code === 2000);
    expect(made).toHaveLength(1);
    expect([x, y].map((r) => r.code).sort()).toEqual([2000, 4090]);
    const saleOrder = (await b.admin.client.get(`/bills/sale-orders/${made[0]!.data.sale_order_id}`)).data;
    expect(saleOrder).toMatchObject({ partner_id: b.customer, audit_status: 1, remark: placed.data.sub_order_sn });
    expect(saleOrder.lines.map((l: { product_id: number; number: string; price: string }) => [l.product_id, l.number, l.price])).toEqual([[belt, '4.0000', '45.500000'], [pump, '1.0000', '120.000000']]);
    expect(saleOrder.bill_sn).toMatch(/^XSDD-/);

    const first = await b.admin.client.post(`/shop-orders/${id}/receipt`, { amount: '200', account_id: cash, bank_serial: 'BK20261126001' });
    expect(first.code, first.msg).toBe(2000);
    expect(first.data).toMatchObject({ receipt_amount: '200.00', pay_status: 2 });
    expect(first.data.receipt_bill_sn).toMatch(/^SKD-/);
    const receipt = (await b.admin.client.get(`/bills/receipts/${first.data.receipt_bill_id}`)).data;
    expect(receipt).toMatchObject({ partner_id: b.customer, total_amount: '200.00' });
    const over = await b.admin.client.post(`/shop-orders/${id}/receipt`, { amount: '102.01', account_id: cash });
    expect(over).toMatchObject({ code: 4090, msg: '收款金额超过未收金额 102.00' });
    expect((await b.admin.client.post(`/shop-orders/${id}/receipt`, { amount: '102', account_id: cash, bank_serial: 'BK20261126002' })).data).toMatchObject({ receipt_amount: '302.00', pay_status: 3 });
    expect((await b.admin.client.post(`/shop-orders/${id}/ship`, { logistics_sn: 'SF1234567890' })).code).toBe(2000);
    const detail = (await b.admin.client.get(`/shop-orders/${id}`)).data;
    expect(detail).toMatchObject({ order_status: 3, pay_status: 3, receipt_amount: '302.00', bank_serial: 'BK20261126002', logistics_sn: 'SF1234567890' });
    expect(detail.receipts.map((r: { amount: string }) => r.amount)).toEqual(['200.00', '102.00']);
    expect((await b.admin.client.post(`/shop-orders/${id}/cancel`, { reason: '不要了' })).code).toBe(4090);

    // The shop sees its order as the back office left it.
    expect((await shop.get(`/shop-view/orders/${id}`)).data).toMatchObject({ order_status: 3, logistics_sn: 'SF1234567890' });
  });

  it('cancels only with a reason of two characters or more', async () => {
    const shop = await asShop();
    const id = (await shop.post('/shop-view/orders', { lines: [{ product_id: pump, number: '2' }] })).data.id;
    expect((await b.admin.client.post(`/shop-orders/${id}/cancel`, { reason: '不' })).data.fields).toEqual({ reason: '取消原因至少两个字' });
    expect((await b.admin.client.post(`/shop-orders/${id}/cancel`, { reason: '门店重复下单' })).code).toBe(2000);
    expect((await b.admin.client.get(`/shop-orders/${id}`)).data).toMatchObject({ order_status: 5, cancel_reason: '门店重复下单' });
    expect((await b.admin.client.post(`/shop-orders/${id}/sale-order`)).code).toBe(4090);
  });
});

describe('the shop cancels before acceptance; the back office completes shipped and paid orders', () => {
  it('a shop cancels its own pending order with a reason; an accepted one or another shop\'s is refused', async () => {
    const shop = await asShop();
    const id = (await shop.post('/shop-view/orders', { lines: [{ product_id: belt, number: '2' }] })).data.id as number;
    expect((await shop.post(`/shop-view/orders/${id}/cancel`, { reason: '错' })).data.fields).toEqual({ reason: '取消原因至少两个字' });
    expect((await shop.post(`/shop-view/orders/${id}/cancel`, { reason: '买错了型号' })).code).toBe(2000);
    expect((await shop.get(`/shop-view/orders/${id}`)).data).toMatchObject({ order_status: 5, cancel_reason: '买错了型号', order_amount: '91.00' });
    expect((await b.admin.client.get(`/shop-orders/${id}`)).data).toMatchObject({ order_status: 5, cancel_reason: '买错了型号' });
    expect((await shop.post(`/shop-view/orders/${id}/cancel`, { reason: '再取消一次' })).code).toBe(4090);

    const accepted = (await shop.post('/shop-view/orders', { lines: [{ product_id: pump, number: '1' }] })).data.id as number;
    expect((await b.admin.client.post(`/shop-orders/${accepted}/sale-order`)).code).toBe(2000);
    expect(await shop.post(`/shop-view/orders/${accepted}/cancel`, { reason: '不想要了' })).toMatchObject({ code: 4090, msg: '订单已被接单，不能再取消，请联系商家' });
    expect((await shop.get(`/shop-view/orders/${accepted}`)).data).toMatchObject({ order_status: 2, cancel_reason: '' });

    // Another shop of the same enterprise cannot cancel it, nor can a caller without a shop login.
    expect((await b.admin.client.post('/shops', { name: '王记快修', shop_type: 1, country_code: '86', address: '苏州', account: 'wang01', password: 'ww1234' })).code).toBe(2000);
    const wang = await asShop('wang01', 'ww1234');
    const pending = (await shop.post('/shop-view/orders', { lines: [{ product_id: belt, number: '1' }] })).data.id as number;
    expect((await wang.post(`/shop-view/orders/${pending}/cancel`, { reason: '别家的订单' })).code).toBe(4004);
    expect((await t.client.post(`/shop-view/orders/${pending}/cancel`, { reason: '没有登录' })).code).toBe(4001);
    expect((await b.admin.client.get(`/shop-orders/${pending}`)).data.order_status).toBe(1);
  });

  it('completes an order only once it is shipped and fully paid (240.00 in 200.00 + 40.00)', async () => {
    const shop = await asShop();
    const id = (await shop.post('/shop-view/orders', { lines: [{ product_id: pump, number: '2' }] })).data.id as number;
    const complete = () => b.admin.client.post(`/shop-orders/${id}/complete`);
    expect(await complete()).toMatchObject({ code: 4090, msg: '订单发货后才能完成' });
    expect((await b.admin.client.post(`/shop-orders/${id}/sale-order`)).code).toBe(2000);
    expect((await b.admin.client.post(`/shop-orders/${id}/receipt`, { amount: '200', account_id: cash })).code).toBe(2000);
    expect(await complete()).toMatchObject({ code: 4090, msg: '订单发货后才能完成' });
    expect((await b.admin.client.post(`/shop-orders/${id}/ship`, { logistics_sn: 'YT8800' })).code).toBe(2000);
    expect(await complete()).toMatchObject({ code: 4090, msg: '订单尚未全部收款（未收 40.00），不能完成' });
    expect((await b.admin.client.post(`/shop-orders/${id}/receipt`, { amount: '40', account_id: cash })).data).toMatchObject({ receipt_amount: '240.00', pay_status: 3 });
    expect((await complete()).code).toBe(2000);
    expect((await b.admin.client.get(`/shop-orders/${id}`)).data).toMatchObject({ order_status: 4, pay_status: 3, receipt_amount: '240.00', logistics_sn: 'YT8800' });
    expect(await complete()).toMatchObject({ code: 4090, msg: '订单已完成' });
    expect((await b.admin.client.post(`/shop-orders/${id}/ship`, { logistics_sn: 'YT9900' })).code).toBe(4090);
    expect((await b.admin.client.post(`/shop-orders/${id}/cancel`, { reason: '完成后取消' })).code).toBe(4090);
    expect((await shop.get(`/shop-view/orders/${id}`)).data.order_status).toBe(4);
  });
});

describe('tenancy and the shop view\'s limits', () => {
  it('another shop sees only its own orders; another enterprise sees no shop, order or contract of this one', async () => {
    const other = await b.admin.client.post('/shops', { name: '张氏配件', shop_type: 2, country_code: '86', address: '杭州', account: 'zhang1', password: 'zz9999' });
    expect(other.code).toBe(2000);
    const zhang = await asShop('zhang1', 'zz9999');
    const mine = (await b.admin.client.get('/shop-orders')).data.list as Array<{ id: number; shop_id: number }>;
    expect(mine.length).toBeGreaterThan(0);
    expect((await zhang.get('/shop-view/orders')).data.total).toBe(0);
    expect((await zhang.get(`/shop-view/orders/${mine[0]!.id}`)).code).toBe(4004);
    expect((await t.client.get('/shop-view/orders')).code).toBe(4001);

    const contract = await b.admin.client.post('/contracts', { contract_sn: 'HT-001', name: '年度供货合同', shop_id: shopId, amount: '50000', status: 2 });
    expect(contract.code, contract.msg).toBe(2000);

    const stranger = await enterpriseWithAdmin(t.client, '别家企业');
    const c = stranger.admin.client;
    expect((await c.get('/shops')).data.total).toBe(0);
    expect((await c.get(`/shops/${shopId}`)).code).toBe(4004);
    expect((await c.get('/shop-orders')).data.total).toBe(0);
    expect((await c.get(`/shop-orders/${mine[0]!.id}`)).code).toBe(4004);
    expect((await c.post(`/shop-orders/${mine[0]!.id}/cancel`, { reason: '别人的订单' })).code).toBe(4004);
    expect((await c.get('/contracts')).data.total).toBe(0);
    // Its code does not log this enterprise's shops in.
    expect((await shopLogin('liji01', 'ab12cd', stranger.code)).code).toBe(4003);
  });
});
