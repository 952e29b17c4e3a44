import { describe, expect, it } from 'vitest';
import { addScanned, matchScanned, type ScanLine, type ScannedProduct } from './barcode-scan.ts';

const bolt: ScannedProduct = { id: 7, code: 'B-7', name: 'Bolt 6920000000017', barcode: '6920000000018' };
const nut: ScannedProduct = { id: 8, code: '6920000000018X', name: 'Nut', barcode: '' };
const line = (p: ScannedProduct): ScanLine & { label: string } => ({ product_id: p.id, number: '', label: p.name });

describe('barcode scan', () => {
  it('picks the exact barcode, then the exact code, never a name that merely contains the code', () => {
    expect(matchScanned('6920000000018', [nut, bolt])?.id).toBe(7);
    expect(matchScanned(' b-7 ', [nut, bolt])?.id).toBe(7);
    expect(matchScanned('6920000000017', [bolt])).toBeUndefined();
    expect(matchScanned('', [bolt])).toBeUndefined();
  });

  it('adds a row of 1 before the empty last row, and one more on a second scan', () => {
    const empty: ScanLine & { label: string } = { number: '', label: '' };
    const once = addScanned([empty], bolt, line);
    expect(once).toEqual([{ product_id: 7, number: '1', label: bolt.name }, empty]);
    const twice = addScanned(once, bolt, line);
    expect(twice.map((l) => l.number)).toEqual(['2', '']);
    expect(addScanned(twice, nut, line).map((l) => [l.product_id, l.number])).toEqual([[7, '2'], [8, '1'], [undefined, '']]);
  });

  it('keeps a row made from a source bill line as it is and adds the scan as a new row', () => {
    const fromOrder = { product_id: 7, number: '4.0000', source_line_id: 3 };
    expect(addScanned<ScanLine>([fromOrder], bolt, (p) => ({ product_id: p.id, number: '' }))).toEqual([fromOrder, { product_id: 7, number: '1' }]);
  });

  it('counts in decimals, quantities truncated to 4 places', () => {
    expect(addScanned([{ product_id: 7, number: '0.12345', label: 'Bolt' }], bolt, line)[0]!.number).toBe('1.1234');
  });
});
