import { describe, expect, it } from 'vitest';
import { baseQty, ratioOf, unitLabel } from './line-units.ts';

const units = [{ unit_id: 1, unit_name: '套', ratio: '1', base: true }, { unit_id: 7, unit_name: '箱', ratio: '10.000000', base: false }];

describe('a row entered in another unit of its product', () => {
  it('counts 2 箱 as 20 套 in stock, and names its unit', () => {
    expect(ratioOf({ unit_id: 7, units })).toBe('10');
    expect(baseQty({ number: '2', unit_id: 7, units })).toBe('20.0000');
    expect(baseQty({ number: '2.5', unit_id: undefined, units })).toBe('2.5000');
    expect(unitLabel({ unit_id: 7, units })).toBe('箱');
    expect(unitLabel({ unit_id: undefined, units })).toBe('套');
  });
  it('keeps the stored unit name until the units load, and has no base quantity for a half-typed number', () => {
    expect(unitLabel({ unit_id: 7, units: undefined, unit_label: '箱' })).toBe('箱');
    expect(ratioOf({ unit_id: 7, units: undefined })).toBe('1');
    expect(baseQty({ number: '.', unit_id: 7, units })).toBeUndefined();
  });
});
