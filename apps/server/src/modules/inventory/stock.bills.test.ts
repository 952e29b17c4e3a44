import { expect, it } from 'vitest';
import { stockTransfer } from './stock.bills.ts';

it('a transfer issues from the out store and receives in the in store at that issue’s cost', () => {
  const p = stockTransfer.toPostings({
    id: 1, type: 'stock-transfers', bill_sn: 'DB202611100001', bill_date: '2026-11-10', partner_id: 0, store_id: 0, out_store_id: 1, in_store_id: 2,
    total_amount: '0.00', tax_amount: '0.00',
    lines: [
      { id: 10, product_id: 5, warehouse_id: 1, number: '2', price: '0', amount: '0.00', tax_amount: '0.00', source_line_id: 0 },
      { id: 11, product_id: 6, warehouse_id: 1, number: '1', price: '0', amount: '0.00', tax_amount: '0.00', source_line_id: 0 },
    ],
  });
  expect(p.stock?.map((s) => [s.productId, s.warehouseId, s.direction, s.costOf])).toEqual([
    [5, 1, 'out', undefined], [5, 2, 'in', 0], [6, 1, 'out', undefined], [6, 2, 'in', 2],
  ]);
});
