import { describe, expect, it } from 'vitest';
import type { BillForPosting } from '../../engines/bill/index.ts';
import { feePostings, materialMoves, materialNeed, receiptPostings } from './outsourcing.bills.ts';

const bill = (over: Partial<BillForPosting>): BillForPosting => ({
  id: 7, type: 'outsourcing-ins', bill_sn: 'WWRK-202611200001', bill_date: '2026-11-20', partner_id: 3, store_id: 0, out_store_id: 9, in_store_id: 1,
  total_amount: '0', tax_amount: '0', lines: [], ...over,
});
const line = (id: number, product_id: number, number: string, direction?: number) => ({ id, product_id, warehouse_id: 0, number, price: '0', amount: '0', tax_amount: '0', source_line_id: 0, ...(direction ? { direction } : {}) });

describe('outsourcing postings', () => {
  it('materials for an order: quantity × 用量 × (1 + 损耗率/100), truncated to 4 dp', () => {
    expect(materialNeed('105', '1', '0')).toBe('105.0000');
    expect(materialNeed('100', '0.2', '5')).toBe('21.0000');
    expect(materialNeed('3', '0.3333', '5')).toBe('1.0498');
  });

  it('a pick moves each material out of our warehouse and into the subcontractor\'s at the out\'s cost', () => {
    const { stock } = materialMoves(bill({ type: 'outsourcing-picks', out_store_id: 1, in_store_id: 9, lines: [line(11, 5, '105'), line(12, 6, '21')] }));
    expect(stock.map((p) => [p.productId, p.warehouseId, p.direction, p.qty, p.costOf])).toEqual([
      [5, 1, 'out', '105', undefined], [5, 9, 'in', '105', 0], [6, 1, 'out', '21', undefined], [6, 9, 'in', '21', 2],
    ]);
  });

  it('a receipt consumes the materials in the subcontractor\'s warehouse, takes their cost into the product and adds the fee', () => {
    const { stock } = receiptPostings(bill({ ext: { order_id: 4, fee_price: '0.80' }, lines: [line(21, 8, '105', 1), line(22, 5, '105', -1)] }));
    expect(stock).toEqual([
      expect.objectContaining({ productId: 5, warehouseId: 9, direction: 'out', qty: '105' }),
      expect.objectContaining({ productId: 8, warehouseId: 1, direction: 'in', qty: '105', costShare: { sources: [0], weights: ['105'], part: 0 } }),
      expect.objectContaining({ productId: 8, warehouseId: 1, direction: 'in', qty: '0.0000', amount: '84.00' }),
    ]);
  });

  it('without a fee the receipt has no value-only movement', () => {
    expect(receiptPostings(bill({ ext: { order_id: 4, fee_price: '0' }, lines: [line(21, 8, '10', 1), line(22, 5, '10', -1)] })).stock).toHaveLength(2);
  });

  it('the fee not billed yet is owed on an estimate (暂估): a partner entry of kind estimate; none without one', () => {
    const lines = [line(21, 8, '105', 1), line(22, 5, '105', -1)];
    expect(receiptPostings(bill({ ext: { order_id: 4, fee_price: '0.80' }, lines, context: { estimate: '84.00' } })).partner).toEqual([
      expect.objectContaining({ partnerId: 3, kind: 'estimate', amount: '-84.00', billType: 'outsourcing-ins', billId: 7 }),
    ]);
    expect(receiptPostings(bill({ ext: { order_id: 4, fee_price: '0.80' }, lines, context: { estimate: '0.00' } })).partner).toEqual([]);
  });

  it('a fee bill billing received goods reverses their estimate and puts the difference on them, value only', () => {
    const context = { reversed: '84.00', adjustments: [{ warehouseId: 1, productId: 8, date: '2026-11-15', amount: '6.00' }] };
    const postings = feePostings(bill({ type: 'outsourcing-fees', total_amount: '90.00', tax_amount: '11.70', context }));
    expect(postings.partner).toEqual([
      expect.objectContaining({ kind: 'payable', amount: '-101.70' }), expect.objectContaining({ kind: 'estimate', amount: '84.00' }),
    ]);
    expect(postings.stock).toEqual([expect.objectContaining({ productId: 8, warehouseId: 1, direction: 'in', qty: '0.0000', amount: '6.00', date: '2026-11-15' })]);
  });

  it('a fee bill owes the supplier the fee with VAT', () => {
    expect(feePostings(bill({ type: 'outsourcing-fees', total_amount: '84.00', tax_amount: '10.92' })).partner).toEqual([
      expect.objectContaining({ partnerId: 3, kind: 'payable', amount: '-94.92' }),
    ]);
  });
});
