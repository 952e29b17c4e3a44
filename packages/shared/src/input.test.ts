import { describe, expect, it } from 'vitest';
import { checkDay, checkId, checkText, dateSchema, idSchema, isCalendarDay } from './input.ts';

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
