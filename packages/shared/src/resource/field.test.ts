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
    expect(issues(required, '2026-02-30')).toEqual(['dateRange.format']);
    expect(issues(required, '2026-11-3')).toEqual(['dateRange.format']);
    expect(issues(required, 20261130)).toEqual(['dateRange.format']);
  });

  it('an optional date may be left out or cleared (null)', () => {
    expect(issues(optional, undefined)).toEqual([]);
    expect(issues(optional, null)).toEqual([]);
    expect(issues(optional, '2027-02-29')).toEqual(['dateRange.format']);
  });
});
