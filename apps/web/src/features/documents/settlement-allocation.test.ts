import { Decimal } from '@zf/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoAllocate, clearedOn, type OpenItem } from './settlement-allocation.ts';

const item = (id: number, type: string, date: string, open: string): OpenItem =>
  ({ id, type, bill_sn: `B${id}`, bill_date: date, amount: open, paid_amount: '0.00', open_amount: open, pay_status: 1 });

describe('automatic clearing (自动核销)', () => {
  it('a receipt clears the oldest sales first, the last one partly', () => {
    const items = [item(3, 'sale-bills', '2026-11-05', '100.00'), item(1, 'sale-bills', '2026-11-01', '80.00'), item(2, 'sale-bills', '2026-11-03', '50.00')];
    expect(autoAllocate(items, '150')).toEqual({ 1: '80.00', 2: '50.00', 3: '20.00' });
  });

  it('a verification bill clears as much on each side as the smaller side has open', () => {
    const items = [item(1, 'sale-bills', '2026-11-01', '300.00'), item(2, 'receipts', '2026-11-02', '120.00'), item(3, 'sale-returns', '2026-11-04', '30.00')];
    const cleared = autoAllocate(items, null);
    expect(cleared).toEqual({ 1: '150.00', 2: '120.00', 3: '30.00' });
    expect(clearedOn(items, cleared, 'receivable').eq(clearedOn(items, cleared, 'payable'))).toBe(true);
  });

  it('for any open documents and budget: nothing above a document’s open amount, the budget never exceeded, all of it used when there is enough', () => {
    const cents = fc.integer({ min: 1, max: 1_000_000 }).map((c) => new Decimal(c).div(100).toFixed(2));
    fc.assert(fc.property(fc.array(cents, { minLength: 1, maxLength: 12 }), cents, (opens, budget) => {
      const items = opens.map((o, i) => item(i + 1, 'sale-bills', `2026-11-${String((i % 28) + 1).padStart(2, '0')}`, o));
      const cleared = autoAllocate(items, budget);
      for (const i of items) expect(new Decimal(cleared[i.id] ?? 0).lte(i.open_amount)).toBe(true);
      const total = clearedOn(items, cleared);
      const open = items.reduce((s, i) => s.add(i.open_amount), new Decimal(0));
      expect(total.eq(Decimal.min(open, budget))).toBe(true);
    }));
  });
});
