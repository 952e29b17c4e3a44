import { describe, expect, it } from 'vitest';
import type { BillForPosting } from '../../engines/bill/index.ts';
import { purchaseBill, purchaseOrder, purchaseReturn } from './purchase.bills.ts';

const bill = (over: Partial<BillForPosting> = {}): BillForPosting => ({
  id: 7, type: 'purchase-bills', bill_sn: 'CGRK-202611100001', bill_date: '2026-11-10', partner_id: 3, store_id: 1, out_store_id: 0, in_store_id: 0,
  total_amount: '100.00', tax_amount: '13.00',
  lines: [{ id: 70, product_id: 5, warehouse_id: 1, number: '4', price: '25', amount: '100.00', tax_amount: '13.00', source_line_id: 0 }],
  ...over,
});

describe('what purchase documents post', () => {
  it('an order posts nothing', () => {
    expect(purchaseOrder.toPostings(bill({ type: 'purchase-orders' }))).toEqual({});
  });
  it('a purchase bill receives at the line amount without tax and owes the supplier the total with tax', () => {
    const p = purchaseBill.toPostings(bill());
    expect(p.stock).toEqual([{ productId: 5, warehouseId: 1, date: '2026-11-10', direction: 'in', qty: '4', amount: '100.00', billType: 'purchase-bills', billId: 7, billSn: 'CGRK-202611100001', billLineId: 70 }]);
    expect(p.partner).toEqual([expect.objectContaining({ partnerId: 3, kind: 'purchase', amount: '-113.00' })]);
  });
  it('a return leaves at the receipt’s unit cost, not its own price, and the supplier owes us', () => {
    const p = purchaseReturn.toPostings(bill({ type: 'purchase-returns', lines: [{ id: 71, product_id: 5, warehouse_id: 1, number: '2', price: '30', amount: '60.00', tax_amount: '0', source_line_id: 70, source_unit_cost: '11.500000' }], total_amount: '60.00', tax_amount: '0.00' }));
    expect(p.stock?.[0]).toMatchObject({ direction: 'out', qty: '2', amount: '23.00' });
    expect(p.partner?.[0]).toMatchObject({ kind: 'purchase_return', amount: '60.00' });
  });
});
