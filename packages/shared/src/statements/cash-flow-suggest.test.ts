import { describe, expect, it } from 'vitest';
import { suggestCashFlowItem } from './cash-flow-suggest.ts';

describe('cash-flow item suggested from the counterpart accounts (FINANCE.md §5 Derivation)', () => {
  it('follows the standard mapping', () => {
    expect(suggestCashFlowItem(['1122'], true)).toBe('01');
    expect(suggestCashFlowItem(['2203'], true)).toBe('01');
    expect(suggestCashFlowItem(['2202'], false)).toBe('03');
    expect(suggestCashFlowItem(['1123'], false)).toBe('03');
    expect(suggestCashFlowItem(['221101'], false)).toBe('04');
    expect(suggestCashFlowItem(['222102'], false)).toBe('05');
    expect(suggestCashFlowItem(['1601'], false)).toBe('12');
    expect(suggestCashFlowItem(['1604'], false)).toBe('12');
    expect(suggestCashFlowItem(['2001'], true)).toBe('14');
    expect(suggestCashFlowItem(['2501'], false)).toBe('16');
    expect(suggestCashFlowItem(['3001'], true)).toBe('15');
    expect(suggestCashFlowItem(['2232'], false)).toBe('18');
  });

  it('the trade account wins over fees and taxes on the same voucher', () => {
    expect(suggestCashFlowItem(['1122', '5603'], true)).toBe('01');
    expect(suggestCashFlowItem(['22210101', '1405'], false)).toBe('03');
    expect(suggestCashFlowItem(['5001', '22210107'], true)).toBe('01');
  });

  it('anything else is other operating cash; cash-to-cash transfers get no item', () => {
    expect(suggestCashFlowItem(['560201'], false)).toBe('06');
    expect(suggestCashFlowItem(['5301'], true)).toBe('02');
    expect(suggestCashFlowItem(['1002', '1001'], false)).toBe('');
    expect(suggestCashFlowItem([], true)).toBe('');
  });
});
