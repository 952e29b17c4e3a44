import { dashboardReportCards, dashboardTradeCards } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { reportCardKeys, tradeCardKeys } from './dashboard-api.ts';

describe('the dashboard card lists', () => {
  it('are the contract\'s, in its order (the web keeps a zod-free copy)', () => {
    expect(tradeCardKeys).toEqual([...dashboardTradeCards]);
    expect(reportCardKeys).toEqual([...dashboardReportCards]);
  });
});
