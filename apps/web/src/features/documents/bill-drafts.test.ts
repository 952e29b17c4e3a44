import { describe, expect, it } from 'vitest';
import type { Bill } from './bill-api.ts';
import { draftOf } from './bill-drafts.ts';

/** A stored pick as GET /bills/:type answers it, with only what draftOf reads filled in. */
const stored = (type: string, lines: Array<{ product_id: number; warehouse_id: number }>) => ({
  id: 9, version: 1, type, bill_date: '2026-11-06', partner_id: 3, partner_name: '加工厂', store_id: 0, out_store_id: 1, in_store_id: 5, remark: '',
  source_bill_id: 0, attachments: '', allocation: 0, delivery_date: null, department_id: 0, principal_id: 0, pay_method: '', freight: '0', ext: {},
  money_lines: [], settlements: [],
  lines: lines.map((l, i) => ({ id: i + 1, line_no: i + 1, product_code: `P${l.product_id}`, product_name: '料', number: '1.0000', price: '0', unit_id: 0, unit_name: '',
    tax_rate: '0', source_line_id: 0, direction: 0, remark: '', ...l })),
}) as unknown as Bill;

describe('an outsourcing pick opened for editing (issue 31 item 2)', () => {
  it('keeps a row\'s own warehouse only where it differs from the header\'s 调出仓库: the others follow the header', () => {
    const draft = draftOf(stored('outsourcing-picks', [{ product_id: 11, warehouse_id: 2 }, { product_id: 12, warehouse_id: 1 }]));
    expect(draft.lines.map((l) => [l.product_id, l.warehouse_id])).toEqual([[11, 2], [12, undefined]]);
  });
  it('a transfer without per-row warehouses keeps none', () => {
    const draft = draftOf(stored('stock-transfers', [{ product_id: 11, warehouse_id: 2 }]));
    expect(draft.lines.map((l) => l.warehouse_id)).toEqual([undefined]);
  });
});
