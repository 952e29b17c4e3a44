import { describe, expect, it } from 'vitest';
import { costingLevels } from './bom-levels.ts';

describe('costing levels (lower BOM levels first)', () => {
  it('a semi-finished good is costed before the product that consumes it, whatever the orders\' order', () => {
    // 1: FG (10) from SFG (20) and RM (30); 2: SFG from RM; 3: a sub-part (40) of SFG made too; 4: another SFG order.
    const levels = costingLevels([
      { id: 1, product_id: 10, components: [20, 30] },
      { id: 2, product_id: 20, components: [30, 40] },
      { id: 3, product_id: 40, components: [30] },
      { id: 4, product_id: 20, components: [30] },
    ]);
    expect([...levels]).toEqual([[1, 2], [2, 1], [3, 0], [4, 1]]);
  });

  it('components not made in the period and a cycle do not raise a level; the function ends', () => {
    expect([...costingLevels([{ id: 1, product_id: 10, components: [99] }])]).toEqual([[1, 0]]);
    const cyclic = costingLevels([{ id: 1, product_id: 10, components: [20] }, { id: 2, product_id: 20, components: [10] }]);
    expect([...cyclic.keys()]).toEqual([1, 2]);
  });
});
