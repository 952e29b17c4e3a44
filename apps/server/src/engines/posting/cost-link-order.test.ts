import { describe, expect, it } from 'vitest';
import { orderByLinks } from './cost-link-order.ts';

describe('the order a monthly run prices products in', () => {
  it('prices components before what is assembled from them, and a split product before its parts', () => {
    // 30 assembled from 10 and 20; 5 split into 40.
    expect(orderByLinks([40, 30, 20, 10, 5], [[10, 30], [20, 30], [5, 40]])).toEqual([5, 10, 20, 30, 40]);
    expect(orderByLinks([1, 2, 3], [[3, 2], [2, 1]])).toEqual([3, 2, 1]);
  });
  it('keeps id order without links, ignores products outside the run, and still places products on a cycle', () => {
    expect(orderByLinks([3, 1, 2], [])).toEqual([1, 2, 3]);
    expect(orderByLinks([1, 2], [[9, 1], [2, 9]])).toEqual([1, 2]);
    expect(orderByLinks([1, 2, 3], [[1, 2], [2, 1], [3, 1]])).toEqual([3, 1, 2]);
  });
});
