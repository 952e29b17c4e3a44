import { productionCostBases, productionCostMethods } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { bases, methods } from './costing-api.ts';

describe('the production costing choices', () => {
  it('are the contract\'s, in its order (the web keeps a zod-free copy)', () => {
    expect(bases).toEqual([...productionCostBases]);
    expect(methods).toEqual([...productionCostMethods]);
  });
});
