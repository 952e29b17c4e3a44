import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { makeNonce, sign } from '@zf/shared';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * ISSUE 11 items 1 and 2, as a client sees them: malformed values are refused with a 4220 that names the field
 * before anything reaches the database, and every error (transport ones included) is the envelope in the
 * request's language.
 */
let t: TestApp;
let e: EnterpriseFixture;
let unit: number;
beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '输入校验企业');
  unit = (await e.admin.client.post('/units', { name: '校验套' })).data.id;
});
afterAll(async () => { await t?.close(); });

/** A signed request with any body bytes and content type (API.md: the signature covers the bytes sent). */
async function raw(method: string, url: string, body: string, contentType: string, headers: Record<string, string> = {}, signedOver?: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = makeNonce((n) => randomBytes(n));
  const signed = signedOver ?? (contentType.startsWith('multipart/') ? '' : body);
  return t.app.inject({
    method: method as 'POST', url, payload: body,
    headers: {
      'content-type': contentType, appkey: 'zf-web', client: 'web', timestamp: String(timestamp), nonce, authorization: e.admin.client.token!,
      sign: sign('zf-web-dev-secret', { appkey: 'zf-web', client: 'web', nonce, timestamp, method, pathWithQuery: url, body: signed }),
      ...headers,
    },
  });
}

describe('malformed values never reach the database', () => {
  it('an id beyond the INTEGER column, in a path, a body or a list, is a 4220 naming it', async () => {
    const c = e.admin.client;
    expect(await c.get('/products/2147483648')).toMatchObject({ status: 200, code: 4220, msg: '编号超出范围', data: { fields: { id: '编号超出范围' } } });
    expect(await c.post('/enterprises/select', { enterprise_id: 2147483648 }, { language: 2 }))
      .toMatchObject({ code: 4220, msg: 'Enterprise: The id is out of range', data: { fields: { enterprise_id: 'The id is out of range' } } });
    expect((await c.post('/products', { name: '刹车片', code: 'BP-1', unit_id: 2147483648 })).data.fields).toEqual({ unit_id: '编号超出范围' });
    expect((await c.post('/brands/batch-delete', { ids: [1, 2147483648] })).data.fields).toEqual({ 'ids.1': '编号超出范围' });
    // The largest id a row can have is still an id: simply not found.
    expect((await c.get('/products/2147483647')).code).toBe(4004);
  });

  it('NUL and lone surrogates in any string are refused, keys included', async () => {
    const c = e.admin.client;
    expect(await c.post('/products', { name: 'a\u0000b', code: 'X-1' })).toMatchObject({ code: 4220, msg: '商品名称：含有不允许的字符（空字符或残缺的Unicode字符）' });
    expect((await c.put('/user/info', { name: 'x\ud800y' }, { language: 2 })).data.fields).toEqual({ name: 'Contains characters that are not allowed (NUL or a broken Unicode character)' });
    expect((await c.get('/products?keyword=a%00b')).data.fields).toEqual({ keyword: '含有不允许的字符（空字符或残缺的Unicode字符）' });
    expect((await c.post('/brands', { name: 'ok', 'r\u0000': 1 })).code).toBe(4220);
    // A paired surrogate (an emoji) is an ordinary character.
    expect((await c.post('/brands', { name: '刹车😀' })).code).toBe(2000);
  });

  it('a date that passes the format but is not on the calendar is a 4220 naming it', async () => {
    const c = e.admin.client;
    const bill = await c.post('/bills/other-ins', { bill_date: '2026-02-30', lines: [] });
    expect(bill).toMatchObject({ code: 4220, msg: '单据日期：日期不存在' });
    expect((await c.get('/bills/sale-bills?date_from=9999-99-99', { language: 2 })).msg).toBe('Start date: No such date');
  });

  it('a broken multipart body on an import or upload route is a 4220, not a server error', async () => {
    const cut = '--zf\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK';
    for (const url of ['/api/v1/brands/import', '/api/v1/common/upload']) {
      const res = await raw('POST', url, cut, 'multipart/form-data; boundary=zf');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 4220, msg: '上传的内容不完整或格式错误，请重新上传' });
    }
  });

  it('a list or a boolean where a number belongs is refused, not stored as 0 or 1', async () => {
    const c = e.admin.client;
    expect(await c.post('/products', { name: '机油滤芯', code: 'OF-1', unit_id: unit, brand_id: [] }, { language: 2 }))
      .toMatchObject({ code: 4220, msg: 'Brand: Must be a number', data: { fields: { brand_id: 'Must be a number' } } });
    expect((await c.post('/products', { name: '机油滤芯', code: 'OF-1', unit_id: unit, brand_id: true })).data.fields).toEqual({ brand_id: '必须是数字' });
    const made = await c.post('/products', { name: '机油滤芯', code: 'OF-1', unit_id: unit, brand_id: null });
    expect(made.code).toBe(2000);
    expect((await c.get(`/products/${made.data.id}`)).data.brand_id).toBe(0);
  });
});

describe('every error is the envelope, localized, naming the field and the rule', () => {
  it('a missing name: "商品名称不能为空" / "Product name is required"', async () => {
    expect(await e.admin.client.post('/products', { code: 'N-1' })).toMatchObject({ code: 4220, msg: '商品名称不能为空', data: { fields: { name: '不能为空' } } });
    expect((await e.admin.client.post('/products', { code: 'N-1' }, { language: 2 })).msg).toBe('Product name is required');
    expect((await t.client.post('/auth/login', { phone: '13800000000' }, { language: 2 })).msg).toBe('Password is required');
  });

  it('a negative price says it must not be negative', async () => {
    const zh = await e.admin.client.post('/products', { name: '雨刮', code: 'W-1', unit_id: unit, sale_price: '-5' });
    expect(zh).toMatchObject({ code: 4220, msg: '销售价：不能为负数', data: { fields: { sale_price: '不能为负数' } } });
    expect((await e.admin.client.post('/products', { name: '雨刮', code: 'W-1', unit_id: unit, sale_price: '-5' }, { language: 2 })).msg).toBe('Sale price: Must not be negative');
  });

  it('a non-JSON content type is a 415 envelope in the client\'s language', async () => {
    const zh = await raw('POST', '/api/v1/brands', '<brand/>', 'application/xml', { language: '1' });
    expect(zh.statusCode).toBe(415);
    expect(zh.json()).toEqual({ code: 4220, msg: '不支持的请求内容类型“application/xml”，请以 application/json 发送', data: {} });
    const en = await raw('POST', '/api/v1/brands', '<brand/>', 'application/xml', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.json().msg).toBe('Unsupported content type "application/xml"; send application/json');
  });

  it('an over-long path parameter is a 414 envelope, a bad path encoding a 400 envelope', async () => {
    const long = await t.app.inject({ url: `/api/v1/products/${'9'.repeat(300)}`, headers: { language: '2' } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 4220, msg: 'A parameter in the request path is too long', data: {} });
    const bad = await t.app.inject({ url: '/api/v1/products/%ED%A0%80' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 4220, msg: '请求路径无效', data: {} });
  });

  it('an unknown route answers in the language of Accept-Language when the client sends no language header', async () => {
    const res = await t.app.inject({ url: '/api/v1/no/such/route', headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(res.json()).toEqual({ code: 4004, msg: 'No such API', data: {} });
  });

  it('a text/plain body signed over its bytes passes the signature (and is then refused as not JSON data)', async () => {
    const res = await raw('POST', '/api/v1/brands', 'name=刹车', 'text/plain; charset=utf-8');
    expect(res.json().code).toBe(4220);
    // The bytes are what is signed: other bytes under the same signature are refused.
    const forged = await raw('POST', '/api/v1/brands', 'name=刹车', 'text/plain', {}, 'name=x');
    expect(forged.json().code).toBe(4005);
  });
});
