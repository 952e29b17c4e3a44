import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amount in Chinese capitals (人民币大写)', () => {
  it('writes yuan, jiao and fen as printed on a bill', () => {
    expect(amountInWords('123.45')).toBe('壹佰贰拾叁元肆角伍分');
    expect(amountInWords('15431.25')).toBe('壹万伍仟肆佰叁拾壹元贰角伍分');
  });

  it('ends a whole amount with 整 and writes nothing for the missing jiao and fen', () => {
    expect(amountInWords('100')).toBe('壹佰元整');
    expect(amountInWords('10')).toBe('壹拾元整');
    expect(amountInWords('0')).toBe('零元整');
    expect(amountInWords('1000000')).toBe('壹佰万元整');
    expect(amountInWords('1000000000')).toBe('壹拾亿元整');
  });

  it('reads a run of zeros inside the amount once', () => {
    expect(amountInWords('1005.07')).toBe('壹仟零伍元零柒分');
    expect(amountInWords('1010')).toBe('壹仟零壹拾元整');
    expect(amountInWords('100010')).toBe('壹拾万零壹拾元整');
    expect(amountInWords('100000001')).toBe('壹亿零壹元整');
    expect(amountInWords('100100000')).toBe('壹亿零壹拾万元整');
    expect(amountInWords('20300.40')).toBe('贰万零叁佰元肆角');
  });

  it('writes amounts under a yuan without 元', () => {
    expect(amountInWords('0.5')).toBe('伍角');
    expect(amountInWords('0.05')).toBe('伍分');
    expect(amountInWords('0.35')).toBe('叁角伍分');
  });

  it('rounds to the fen half-up and marks a negative amount', () => {
    expect(amountInWords('2.005')).toBe('贰元零壹分');
    expect(amountInWords('-56.70')).toBe('负伍拾陆元柒角');
    expect(amountInWords('1000000000001')).toBe('壹万亿零壹元整');
    expect(amountInWords('9999999999999999.99')).toBe('玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
  });
});
