import { billMetaOf } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { addSerials, serialProblem, serialRange, serialSide, serialStore } from './line-serials.ts';

const meta = (type: string) => billMetaOf(type)!;

describe('serial numbers on bill rows', () => {
  it('takes the side from the bill meta: receipts type, sales and transfers pick, rows with a direction go their way', () => {
    expect(serialSide(meta('purchase-bills'), {})).toBe('in');
    expect(serialSide(meta('sale-returns'), {})).toBe('in');
    expect(serialSide(meta('production-ins'), {})).toBe('in');
    expect(serialSide(meta('sale-bills'), {})).toBe('out');
    expect(serialSide(meta('purchase-returns'), {})).toBe('out');
    expect(serialSide(meta('stock-transfers'), {})).toBe('out');
    expect(serialSide(meta('loss-gain-orders'), { direction: 1 })).toBe('in');
    expect(serialSide(meta('loss-gain-orders'), { direction: -1 })).toBe('out');
    expect(serialSide(meta('stocktakes'), {})).toBeUndefined();
    expect(serialSide(meta('sale-orders'), {})).toBeUndefined();
    expect(serialStore({ out_store_id: 7 })).toBe(7);
  });

  it('adds pasted lines one by one and refuses a serial already on the row', () => {
    const { list, refused } = addSerials(['SN-A1'], 'SN-A2\nSN-A1\r\n  SN-A3 \n\nSN-A2');
    expect(list).toEqual(['SN-A1', 'SN-A2', 'SN-A3']);
    expect(refused).toEqual(['SN-A1', 'SN-A2']);
  });

  it('generates a range keeping the width of the start', () => {
    expect(serialRange('SN-', '0098', 3)).toEqual(['SN-0098', 'SN-0099', 'SN-0100']);
    expect(serialRange('X', '9', 2)).toEqual(['X9', 'X10']);
    expect(serialRange('X', 'a1', 2)).toBeUndefined();
    expect(serialRange('X', '1', 0)).toBeUndefined();
  });

  it('asks one serial per base unit and names duplicates, as the server does', () => {
    expect(serialProblem({ number: '2', serials: ['SN-A1', 'SN-A2'] }, 1)).toBeUndefined();
    expect(serialProblem({ number: '2', serials: ['SN-A1'] }, 1)).toEqual({ key: 'serial.countMismatch', row: 1, qty: '2', count: 1 });
    expect(serialProblem({ number: '2.0000', serials: ['SN-A1', 'SN-A1'] }, 3)).toEqual({ key: 'serial.duplicate', row: 3, serial: 'SN-A1' });
    // 1 箱 = 10 个: a row of 1 box needs 10 serials.
    const boxes = { number: '1', unit_id: 5, units: [{ unit_id: 4, unit_name: '个', ratio: '1', base: true }, { unit_id: 5, unit_name: '箱', ratio: '10', base: false }] };
    expect(serialProblem({ ...boxes, serials: ['a'] }, 2)).toEqual({ key: 'serial.countMismatch', row: 2, qty: '10', count: 1 });
  });
});
