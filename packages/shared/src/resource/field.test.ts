import { describe, expect, it } from 'vitest';
import { field, fieldSchema } from './field.ts';

const issues = (schema: ReturnType<typeof fieldSchema>, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('date fields', () => {
  const required = fieldSchema(field.date({ 'zh-CN': '开始日期', 'en-US': 'Start date' }, { required: true }));
  const optional = fieldSchema(field.date({ 'zh-CN': '日期', 'en-US': 'Date' }));

  it('a required date takes a day of the calendar and never null', () => {
    expect(issues(required, '2026-11-30')).toEqual([]);
    expect(issues(required, '2028-02-29')).toEqual([]);
    expect(issues(required, null)).toEqual(['field.required']);
    expect(issues(required, '')).toEqual(['field.required']);
    expect(issues(required, undefined)).toEqual(['field.required']);
    expect(issues(required, '2026-02-30')).toEqual(['date.noSuchDay']);
    expect(issues(required, '9999-99-99')).toEqual(['date.noSuchDay']);
    expect(issues(required, '2026-11-3')).toEqual(['dateRange.format']);
    expect(issues(required, 20261130)).toEqual(['dateRange.format']);
  });

  it('an optional date may be left out or cleared (null)', () => {
    expect(issues(optional, undefined)).toEqual([]);
    expect(issues(optional, null)).toEqual([]);
    expect(issues(optional, '2027-02-29')).toEqual(['date.noSuchDay']);
  });
});

describe('number fields take numbers, not whatever coerces to one', () => {
  const brand = fieldSchema(field.ref({ 'zh-CN': '品牌', 'en-US': 'Brand' }, 'brands'));
  const year = fieldSchema(field.integer({ 'zh-CN': '年款', 'en-US': 'Model year' }));
  const onSale = fieldSchema(field.switch({ 'zh-CN': '上架', 'en-US': 'On sale' }));
  const price = fieldSchema(field.decimal({ 'zh-CN': '单价', 'en-US': 'Price' }, 6));

  it('refuses a list or a boolean for a reference instead of storing 0 or 1', () => {
    expect(issues(brand, [])).toEqual(['number.type']);
    expect(issues(brand, true)).toEqual(['number.type']);
    expect(brand.parse('12')).toBe(12);
    expect(brand.parse(null)).toBe(0);
    expect(issues(brand, 2147483648)).toEqual(['id.range']);
  });

  it('integers stay within the INTEGER column; switches are 0 or 1, not true', () => {
    expect(issues(year, 2147483648)).toEqual(['number.range']);
    expect(issues(year, false)).toEqual(['number.type']);
    expect(issues(onSale, true)).toEqual(['field.invalid']);
    expect(onSale.parse(1)).toBe(1);
  });

  it('a negative price says so, not "wrong number format"', () => {
    expect(issues(price, '-1')).toEqual(['decimal.negative']);
    expect(issues(price, '1.2.3')).toEqual(['decimal.format']);
  });
});
