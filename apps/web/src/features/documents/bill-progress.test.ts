import { billMetaOf, billMetas } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { costTotals, doneColumn, lineCosts } from './bill-progress.ts';

describe('what a bill shows as done', () => {
  it('orders count what was received or shipped; bills count only returns', () => {
    expect(doneColumn(billMetaOf('purchase-orders')!, billMetas)).toEqual({ field: 'done_number', label: 'received' });
    expect(doneColumn(billMetaOf('sale-orders')!, billMetas)).toEqual({ field: 'done_number', label: 'shipped' });
    expect(doneColumn(billMetaOf('purchase-bills')!, billMetas)).toEqual({ field: 'returned_number', label: 'returned' });
    expect(doneColumn(billMetaOf('sale-bills')!, billMetas)).toEqual({ field: 'returned_number', label: 'returned' });
    expect(doneColumn(billMetaOf('stock-transfers')!, billMetas)).toBeUndefined();
  });
});

describe('the ledger cost of a stock document', () => {
  it('a transfer line costs what left the first warehouse; lines add up their moves', () => {
    const moves = [
      { id: '1', bill_line_id: 7, direction: -1 as const, qty: '3.0000', unit_cost: '15.500000', amount: '46.50' },
      { id: '2', bill_line_id: 7, direction: 1 as const, qty: '3.0000', unit_cost: '11.000000', amount: '33.00' },
    ];
    expect([...lineCosts(moves, true)]).toEqual([[7, { unit_cost: '15.500000', amount: '46.50', direction: -1 }]]);
    expect(lineCosts(moves, false).get(7)).toEqual({ unit_cost: '15.500000', amount: '79.50', direction: -1 });
  });

  it('names the totals by what the document does', () => {
    const totals = { in_amount: '43.00', out_amount: '43.00' };
    expect(costTotals(billMetaOf('assemblies')!, totals)).toEqual([{ key: 'consumedCost', value: '43.00' }, { key: 'madeCost', value: '43.00' }]);
    expect(costTotals(billMetaOf('stock-transfers')!, totals)).toEqual([{ key: 'transferCost', value: '43.00' }]);
    expect(costTotals(billMetaOf('stocktakes')!, { in_amount: '0.00', out_amount: '20.00' })).toEqual([{ key: 'gainCost', value: '0.00' }, { key: 'lossCost', value: '20.00' }]);
  });
});
