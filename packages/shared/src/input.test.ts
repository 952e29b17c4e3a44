import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkDay, checkId, checkText, dateSchema, idSchema, isCalendarDay, queryDate, queryFlag, queryId, queryInt, queryPage, queryPageSize, queryRefId } from './input.ts';

describe('the input vocabulary', () => {
  it('text: NUL and half a surrogate pair are refused, whole pairs (emoji) and CJK are not', () => {
    expect(checkText('a\u0000b')).toBe('text.badChars');
    expect(checkText('x\ud800')).toBe('text.badChars');
    expect(checkText('\udc00x')).toBe('text.badChars');
    expect(checkText('刹车片😀')).toBeNull();
  });

  it('ids: up to 2^31 - 1, whether a number or digits', () => {
    expect(checkId(2147483647)).toBeNull();
    expect(checkId(2147483648)).toBe('id.range');
    expect(checkId('99999999999999999999')).toBe('id.range');
    expect(checkId('abc')).toBeNull();
    expect(idSchema().safeParse('2147483648').error?.issues[0]?.message).toBe('id.range');
    expect(idSchema().safeParse(true).error?.issues[0]?.message).toBe('number.type');
    expect(idSchema().parse('42')).toBe(42);
  });

  it('dates: the shape and the calendar', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(checkDay('2026-02-30')).toBe('date.noSuchDay');
    expect(checkDay('9999-99-99')).toBe('date.noSuchDay');
    expect(checkDay('2026-2-3')).toBe('dateRange.format');
    expect(dateSchema().safeParse('2026-04-31').error?.issues.map((i) => i.message)).toEqual(['date.noSuchDay']);
  });
});

describe('query-string parsers', () => {
  const page = z.object({ page: queryPage(), page_size: queryPageSize(100, 20) });
  const errorOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    r.success ? null : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`).join(' ');

  it('take digits only: no exponent, hex, fraction, boolean, padding, list or empty text', () => {
    expect(page.parse({ page: '3', page_size: '50' })).toEqual({ page: 3, page_size: 50 });
    expect(page.parse({})).toEqual({ page: 1, page_size: 20 });
    for (const bad of ['abc', '1e3', '0x1A', '1.5', 'true', ' 1', '1 ', '+1', ['1', '2'], '']) {
      expect(errorOf(page.safeParse({ page: bad })), String(bad)).toMatch(/^page:/);
    }
    expect(errorOf(page.safeParse({ page: '0' }))).toBe('page:field.invalid');
    expect(errorOf(page.safeParse({ page_size: '101' }))).toBe('page_size:field.invalid');
    expect(errorOf(page.safeParse({ page: 'abc' }))).toBe('page:number.type');
  });

  it('ids: 1 to the INTEGER column, 0 allowed only where it means none; signed where the range is', () => {
    expect(queryId().safeParse('2147483647').success).toBe(true);
    expect(errorOf(z.object({ id: queryId() }).safeParse({ id: '2147483648' }))).toBe('id:id.range');
    expect(errorOf(z.object({ id: queryId() }).safeParse({ id: '0' }))).toBe('id:field.invalid');
    expect(queryRefId().parse('0')).toBe(0);
    expect(queryFlag().safeParse('2').success).toBe(false);
    expect(queryInt(-1, 1).parse('-1')).toBe(-1);
    expect(queryInt(0, 5).safeParse('-1').success).toBe(false);
  });

  it('dates are days that exist', () => {
    expect(queryDate().parse('2026-02-28')).toBe('2026-02-28');
    expect(errorOf(z.object({ d: queryDate() }).safeParse({ d: '2026-02-30' }))).toBe('d:date.noSuchDay');
    expect(errorOf(z.object({ d: queryDate() }).safeParse({ d: '20260228' }))).toBe('d:dateRange.format');
  });
});
