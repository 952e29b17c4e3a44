import { describe, expect, it } from 'vitest';
import { TradingPlan, type TradingWorld } from './trading-plan.ts';

const world: TradingWorld = {
  products: Array.from({ length: 300 }, (_, i) => ({ id: 1000 + i, purchasePrice: '10.00', salePrice: '13.50' })),
  warehouseIds: [7, 8, 9],
  customerIds: [1, 2, 3],
  supplierIds: [4, 5],
};

function replay(plan: TradingPlan, days: number) {
  const stock = new Map<string, number>();
  let moves = 0;
  let lubricant = 0;
  let lowest = 0;
  const dates: string[] = [];
  for (let d = 0; d < days; d++) {
    const day = plan.day(d);
    dates.push(day.date);
    for (const [bills, sign] of [[day.receipts, 1], [day.issues, -1]] as const) {
      for (const bill of bills) {
        expect(bill.body.bill_date).toBe(day.date);
        for (const line of bill.body.lines) {
          const key = `${line.product_id}:${bill.body.store_id}`;
          const next = (stock.get(key) ?? 0) + sign * Number(line.number);
          stock.set(key, next);
          lowest = Math.min(lowest, next);
          moves++;
          if (line.product_id === 1000 && bill.body.store_id === 7) lubricant++;
        }
      }
    }
  }
  return { moves, lubricant, lowest, dates };
}

describe('the trading plan of the data generator', () => {
  it('posts about the asked number of movements, never overdraws stock, and gives the lubricant its long ledger', () => {
    const plan = new TradingPlan(world, { moves: 20_000, days: 30, lubricantMoves: 5_000 }, new Date('2026-11-21T00:00:00Z'));
    const { moves, lubricant, lowest, dates } = replay(plan, 30);
    expect(lowest).toBe(0);
    expect(moves).toBeGreaterThan(18_000);
    expect(moves).toBeLessThan(23_000);
    expect(lubricant).toBeGreaterThanOrEqual(5_000);
    expect(dates[0]).toBe('2026-10-23');
    expect(dates[29]).toBe('2026-11-21');
  });

  it('is the same plan for the same seed', () => {
    const a = new TradingPlan(world, { moves: 2_000, days: 5, lubricantMoves: 100 }, new Date('2026-11-21T00:00:00Z'), 3);
    const b = new TradingPlan(world, { moves: 2_000, days: 5, lubricantMoves: 100 }, new Date('2026-11-21T00:00:00Z'), 3);
    expect(JSON.stringify(a.day(0))).toBe(JSON.stringify(b.day(0)));
  });
});
