import { Decimal } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import type { OrderFigures, ProductionOrder } from './order-figures.ts';
import { documentProblems, remainingLines } from './production.bills.ts';
import { OrderExt, requiredQty } from './production-order.ts';

const FM = 11;
const SP = 12;
const BP = 20;
const d = (v: string | number) => new Decimal(v);
const order = (tolerance = '0', steps = true): ProductionOrder => ({
  id: 1, bill_sn: 'SCD1', bill_date: '2026-11-11', store_id: 5, department_id: 0, status: 2,
  ext: OrderExt.parse({
    product_id: BP, quantity: '100', tolerance,
    steps: steps ? [{ sequence: 10, process_id: 1, process_name: '压制', standard_hours: '0.03', outsourced: 0 }, { sequence: 20, process_id: 2, process_name: '磨削', standard_hours: '0.02', outsourced: 0 }] : [],
  }),
  required: new Map([[FM, '21.0000'], [SP, '105.0000']]),
  warehouses: new Map([[FM, 7], [SP, 7]]),
});
const figures = (f: Partial<OrderFigures> = {}): OrderFigures => ({
  issued: new Map(), backflushed: new Map(), supplemented: new Map(), returned: new Map(), scrappedMaterial: new Map(), steps: new Map(), received: d(0), scrappedProduct: d(0),
  materialValue: d(0), receivedValue: d(0), componentValue: new Map(), ...f,
});

describe('production order rules (pure)', () => {
  it('应发 = quantity × 用量 × (1 + 损耗率 / 100), truncated to 4 dp', () => {
    expect([requiredQty('100', '0.2', '5'), requiredQty('100', '1', '5'), requiredQty('3', '0.3333', '0')]).toEqual(['21.0000', '105.0000', '0.9999']);
  });

  it('picks share a component\'s allowance in row order; the tolerance widens it; returns stay within the net issue', () => {
    const f = figures({ issued: new Map([[FM, d(20)]]), returned: new Map([[FM, d(0.5)]]) });
    // 21 − (20 − 0.5) = 1.5 left: 1 passes, the next 1 is over by the row.
    expect(documentProblems('production-picks', order(), f, [{ product_id: FM, number: '1' }, { product_id: FM, number: '1' }], {}))
      .toEqual([{ index: 1, key: 'production.overIssue', allowed: '0.5000' }]);
    expect(documentProblems('production-picks', order('10'), f, [{ product_id: FM, number: '3.6' }], {})).toEqual([]);
    expect(documentProblems('production-picks', order(), f, [{ product_id: 99, number: '1' }], {})[0]!.key).toBe('production.notInOrder');
    expect(documentProblems('production-returns', order(), f, [{ product_id: FM, number: '19.5001' }], {})).toEqual([{ index: 0, key: 'production.overReturn', allowed: '19.5000' }]);
  });

  it('a supplementary issue (补料) has no ceiling but only the order\'s components; it fills the allowance and may be returned', () => {
    const f = figures({ issued: new Map([[FM, d(21)]]), supplemented: new Map([[FM, d(2)]]) });
    expect(documentProblems('production-supplements', order(), f, [{ product_id: FM, number: '50' }], {})).toEqual([]);
    expect(documentProblems('production-supplements', order(), f, [{ product_id: 99, number: '1' }], {})[0]!.key).toBe('production.notInOrder');
    // 21 picked + 2 supplemented − 1.5 returned = 21.5 held: the ordinary pick has nothing left, the return may take 21.5.
    const back = figures({ ...f, returned: new Map([[FM, d(1.5)]]) });
    expect(documentProblems('production-picks', order(), back, [{ product_id: FM, number: '0.0001' }], {})).toEqual([{ index: 0, key: 'production.overIssue', allowed: '0.0000' }]);
    expect(documentProblems('production-returns', order(), back, [{ product_id: FM, number: '21.5001' }], {})).toEqual([{ index: 0, key: 'production.overReturn', allowed: '21.5000' }]);
  });

  it('a step passes no more than the step before it; receipts no more than the last step (or planned × tolerance without a routing)', () => {
    const f = figures({ steps: new Map([[10, { good: d(60), scrap: d(0), hours: d(2) }]]) });
    expect(documentProblems('work-reports', order(), f, [{ product_id: BP, number: '61' }], { step: 20 })).toEqual([{ index: 0, key: 'production.overReport', allowed: '60.0000' }]);
    expect(documentProblems('production-ins', order(), f, [{ product_id: BP, number: '1' }], {})).toEqual([{ index: 0, key: 'production.overReceipt', allowed: '0.0000' }]);
    expect(documentProblems('production-ins', order('5', false), figures(), [{ product_id: BP, number: '105' }], {})).toEqual([]);
    expect(documentProblems('production-ins', order(), f, [{ product_id: FM, number: '1' }], {})[0]!.key).toBe('production.notOrderProduct');
  });

  it('the connector fills what remains: picks, returns, the next step, receipts', () => {
    const f = figures({ issued: new Map([[FM, d(21)]]), steps: new Map([[10, { good: d(100), scrap: d(0), hours: d(3) }], [20, { good: d(40), scrap: d(0), hours: d(1) }]]), received: d(30) });
    expect(remainingLines('production-picks', order(), f)).toEqual([{ product_id: SP, number: '105.0000', warehouse_id: 7 }]);
    expect(remainingLines('production-returns', order(), f)).toEqual([{ product_id: FM, number: '21.0000', warehouse_id: 7 }]);
    expect(remainingLines('work-reports', order(), f)).toEqual([{ product_id: BP, number: '60.0000' }]);
    expect(remainingLines('production-ins', order(), f)).toEqual([{ product_id: BP, number: '10.0000' }]);
  });

  it('a backflushed component counts as issued; the connector neither picks nor returns it', () => {
    const flushing = { ...order(), ext: { ...order().ext, backflush: [{ product_id: FM, per_unit: '0.2000', loss_rate: '5.0000' }] } };
    const f = figures({ backflushed: new Map([[FM, d(10.5)]]), issued: new Map([[SP, d(5)]]) });
    expect(remainingLines('production-picks', flushing, f)).toEqual([{ product_id: SP, number: '100.0000', warehouse_id: 7 }]);
    expect(remainingLines('production-returns', flushing, f)).toEqual([{ product_id: SP, number: '5.0000', warehouse_id: 7 }]);
    // 21 − 10.5 backflushed: a pick of FM may still take 10.5.
    expect(documentProblems('production-picks', flushing, f, [{ product_id: FM, number: '10.5001' }], {})).toEqual([{ index: 0, key: 'production.overIssue', allowed: '10.5000' }]);
  });
});
