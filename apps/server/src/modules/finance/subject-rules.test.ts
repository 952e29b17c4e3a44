import { describe, expect, it } from 'vitest';
import { initialsOf, levelOfCode, nextChildCode, parentCodeOf, validCode } from './subject-rules.ts';

describe('chart of accounts rules', () => {
  it('gives sub-accounts the parent code plus the next two digits', () => {
    expect(nextChildCode('1002', [])).toBe('100201');
    expect(nextChildCode('1002', ['100201', '100203', '10020301', '1003'])).toBe('100204');
    expect(nextChildCode('1002', ['100299'])).toBe('100201');
    expect(nextChildCode('1002', Array.from({ length: 99 }, (_, i) => `1002${String(i + 1).padStart(2, '0')}`))).toBeNull();
  });

  it('derives level and parent from the code', () => {
    expect([levelOfCode('1002'), levelOfCode('100201'), levelOfCode('10020101')]).toEqual([1, 2, 3]);
    expect([parentCodeOf('1002'), parentCodeOf('100201'), parentCodeOf('10020101')]).toEqual(['', '1002', '100201']);
    expect(['1002', '100201', '10021', '100', 'a002'].map(validCode)).toEqual([true, true, false, false, false]);
  });

  it('answers pinyin initials in lower case', () => {
    expect(initialsOf('库存现金')).toBe('kcxj');
    expect(initialsOf('应交增值税')).toBe('yjzzs');
    expect(initialsOf('工商银行 1号')).toBe('gsyh1h');
  });
});
