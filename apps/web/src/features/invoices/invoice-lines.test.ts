import { describe, expect, it } from 'vitest';
import { rowFigures, totalsOf, type InvoiceRow } from './invoice-lines.ts';

const row = (number: string, extra: Partial<InvoiceRow> = {}): InvoiceRow => ({
  key: 'k', source_line_id: 1, product_id: 1, product_label: 'P', unit_id: 0, unit_name: '', bill_sn: 'CGRK-1', number,
  open_number: '10', open_amount: '125.00', open_tax: '16.25', ...extra,
});

describe('invoice row figures', () => {
  it('4 of 10 open units take their share; the whole open quantity takes all that is open', () => {
    expect(rowFigures(row('4'), false)).toEqual({ amount: '50.00', tax: '6.50' });
    expect(rowFigures(row('10'), false)).toEqual({ amount: '125.00', tax: '16.25' });
  });
  it('red-letter rows are negative, and totals add up', () => {
    expect(rowFigures(row('2'), true)).toEqual({ amount: '-25.00', tax: '-3.25' });
    expect(totalsOf([row('4'), row('6')], false)).toEqual({ amount: '125.00', tax: '16.25' });
  });
  it('an empty or unknown quantity counts nothing', () => {
    expect(rowFigures(row(''), false)).toEqual({ amount: '0.00', tax: '0.00' });
    expect(rowFigures(row('3', { open_number: undefined }), false)).toEqual({ amount: '0.00', tax: '0.00' });
  });
});
