import { describe, expect, it } from 'vitest';
import { decimalTyping, integerTyping } from './number-inputs.tsx';

describe('typing into number editors (SPEC §5)', () => {
  it('a 2-place decimal takes up to 10 integer digits and 2 decimals, nothing else', () => {
    const ok = decimalTyping(2);
    for (const v of ['', '0', '12.', '12.3', '9999999999.99']) expect([v, ok.test(v)]).toEqual([v, true]);
    for (const v of ['12.345', '99999999999', '-1', '1e5', '1,5', 'abc']) expect([v, ok.test(v)]).toEqual([v, false]);
  });
  it('a 6-place price takes six decimals', () => {
    expect(decimalTyping(6).test('1.123456')).toBe(true);
    expect(decimalTyping(6).test('1.1234567')).toBe(false);
  });
  it('an integer takes digits up to 9,999,999,999 only', () => {
    for (const v of ['', '0', '42', '9999999999']) expect([v, integerTyping(v)]).toEqual([v, true]);
    for (const v of ['10000000000', '1.5', '-3', 'x']) expect([v, integerTyping(v)]).toEqual([v, false]);
  });
});
