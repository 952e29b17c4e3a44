import { describe, expect, it } from 'vitest';
import { brandResource, defineResource, field, productResource } from '@zf/shared';
import { bodyOf, editableKeys, initialValues, readableDecimal, validateBody } from './form-model.ts';

const staff = defineResource({
  name: 'people', table: 'people', label: { 'zh-CN': '人', 'en-US': 'People' }, permission: { page: 'x' },
  fields: {
    name: field.text({ 'zh-CN': '姓名', 'en-US': 'Name' }, { required: true }),
    mobile: field.phone({ 'zh-CN': '手机', 'en-US': 'Mobile' }),
    email: field.email({ 'zh-CN': '邮箱', 'en-US': 'Email' }),
    id_card: field.idCard({ 'zh-CN': '身份证', 'en-US': 'ID card' }),
    enabled: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    password: field.password({ 'zh-CN': '密码', 'en-US': 'Password' }),
  },
  list: { columns: ['name'], defaultSort: ['name', 'asc'] }, deleteMode: 'hard', importExport: false,
});

describe('the generated form', () => {
  it('starts a new record with the definition defaults', () => {
    const keys = editableKeys(productResource, { is_draft: 0 }, new Set());
    expect(keys).not.toContain('is_draft');
    const v = initialValues(productResource, keys);
    expect(v).toMatchObject({ status: 1, serial_tracking: false, purchase_price: '0', img_urls: [], brand_id: undefined });
  });

  it('sends switches as 1/0, photos comma-separated, an empty ref as 0 and the fixed scope on create', () => {
    const keys = editableKeys(productResource, { is_draft: 0 }, new Set());
    const values = { ...initialValues(productResource, keys), code: 'BP-1', name: '刹车片', unit_id: 3, serial_tracking: true, img_urls: ['/a.png', '/b.png'], sale_price: '12.5' };
    const body = bodyOf(productResource, keys, values, { is_draft: 0 }, 'create');
    expect(body).toMatchObject({ code: 'BP-1', unit_id: 3, brand_id: 0, serial_tracking: 1, img_urls: '/a.png,/b.png', sale_price: '12.5', is_draft: 0 });
    expect(validateBody(productResource, body, 'create', 'zh-CN')).toEqual({});
  });

  it('shows the shared SPEC §5 messages in the UI language', () => {
    const keys = editableKeys(brandResource, {}, new Set());
    const body = bodyOf(brandResource, keys, { name: '', sort: 10000, logo: '', remark: '' }, {}, 'create');
    expect(validateBody(brandResource, body, 'create', 'en-US')).toEqual({ name: 'Cannot be empty', sort: 'Sort must be an integer from 1 to 9999' });
    expect(validateBody(brandResource, body, 'create', 'zh-CN').sort).toBe('排序须为1到9999的整数');
  });

  it('checks phones, e-mail, ID cards and decimals by the shared rules', () => {
    const keys = editableKeys(staff, {}, new Set());
    const body = bodyOf(staff, keys, { name: '张三', mobile: '12345678901', email: 'a@b', id_card: '1234', enabled: true, password: '' }, {}, 'create');
    expect(body.password).toBeUndefined();
    expect(validateBody(staff, body, 'create', 'en-US')).toEqual({
      mobile: 'Please enter a mobile number starting with 9 or 1', email: 'Incorrect email format.', id_card: 'Incorrect ID card number.',
    });
    const price = bodyOf(productResource, ['sale_price'], { sale_price: '1.1234567' }, {}, 'update', { id: 1, sale_price: '1' });
    expect(validateBody(productResource, price, 'update', 'en-US')).toEqual({ sale_price: 'Incorrect number format' });
  });

  it('never sends a column the user may not see when editing', () => {
    const keys = editableKeys(productResource, { is_draft: 0 }, new Set());
    const record = { id: 7, code: 'X', name: 'Y', unit_id: 1 };
    const body = bodyOf(productResource, keys, initialValues(productResource, keys, record), {}, 'update', record);
    expect(Object.keys(body).sort()).toEqual(['code', 'name', 'unit_id']);
  });
});

describe('decimals as people read them', () => {
  it('drop the padding zeros of NUMERIC but keep two places, without going through a float', () => {
    expect(readableDecimal('521.500000')).toBe('521.50');
    expect(readableDecimal('2.0000')).toBe('2.00');
    expect(readableDecimal('0.123456')).toBe('0.123456');
    expect(readableDecimal('12345678901234567.120000')).toBe('12345678901234567.12');
    expect(readableDecimal('7')).toBe('7');
    expect(readableDecimal('-3.10')).toBe('-3.10');
  });
});
