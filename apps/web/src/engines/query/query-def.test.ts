import { describe, expect, it } from 'vitest';
import { fixedLead } from './query-def.ts';

const cols = (...keys: string[]) => keys.map((key) => ({ key }));

describe('fixed leading columns of a wide query table', () => {
  it('keeps what identifies the row in view', () => {
    expect(fixedLead(cols('bill_date', 'type', 'bill_sn', 'product_code', 'in_qty'))).toBe(3);
    expect(fixedLead(cols('bill_sn', 'type', 'bill_date', 'partner_name'))).toBe(1);
    expect(fixedLead(cols('code', 'name', 'min_stock'))).toBe(2);
    expect(fixedLead(cols('product_code', 'product_name', 'warehouse_name', 'opening_qty'))).toBe(2);
  });

  it('fixes nothing when the table does not start with an identifying column', () => {
    expect(fixedLead(cols('period', 'amount', 'qty', 'bill_sn'))).toBe(0);
  });
});
